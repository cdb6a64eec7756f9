import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UPDATE_PAGE_TEXTS_MUTATION } from '../graphql/pageTexts';
import type { PageItem } from '../validation/schemas';
import { pageTextsOf } from './pageList';

/**
 * Saves the pages' alt text and transcripts after a publish (the upload has made the page
 * order final, so page N is the form's item N). Nothing is sent when no page has texts.
 */
export function usePageTexts() {
  const [update] = useMutation(UPDATE_PAGE_TEXTS_MUTATION);
  return useCallback(
    async (bookId: number, issueNumber: number, items: readonly PageItem[]) => {
      const pages = pageTextsOf(items);
      if (pages.length === 0) return;
      await update({ variables: { bookId, issueNumber, pages } });
    },
    [update],
  );
}
