import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shared/limits';
import { useCallback, useState } from 'react';
import { ADD_BOOKMARK_MUTATION, REMOVE_BOOKMARK_MUTATION } from '../graphql/details';

export type BookmarkState = 'unknown' | 'bookmarked' | 'not-bookmarked';

export function bookmarkState(viewerHasBookmarked: boolean | null | undefined): BookmarkState {
  if (viewerHasBookmarked == null) return 'unknown';
  return viewerHasBookmarked ? 'bookmarked' : 'not-bookmarked';
}

/**
 * Adds or removes the viewer's bookmark on a book, then rechecks the status with `recheck`
 * (docs/product-rules.md, Flows). `busy` covers both the change and the recheck.
 */
export function useBookmark(
  bookId: number,
  viewerHasBookmarked: boolean | null | undefined,
  recheck: () => Promise<unknown>,
) {
  const [add] = useMutation(ADD_BOOKMARK_MUTATION);
  const [remove] = useMutation(REMOVE_BOOKMARK_MUTATION);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = bookmarkState(viewerHasBookmarked);

  const toggle = useCallback(async () => {
    if (state === 'unknown') return;
    setBusy(true);
    setError(null);
    try {
      if (state === 'bookmarked') await remove({ variables: { bookId } });
      else await add({ variables: { bookId } });
    } catch {
      setError(MESSAGES.genericError);
    }
    try {
      await recheck();
    } catch {
      // The previous status stays shown; the next page load rechecks again.
    }
    setBusy(false);
  }, [add, remove, bookId, state, recheck]);

  return { state, busy, toggle, error };
}
