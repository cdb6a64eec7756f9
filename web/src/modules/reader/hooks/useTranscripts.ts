import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { READER_ALT_TEXTS_QUERY, READER_TRANSCRIPTS_QUERY } from '../graphql/reader';

/**
 * The issue's transcripts by page id, fetched the first time they are turned on (then from
 * the cache); 'loading' until they arrive; null while they are off.
 */
export function useTranscripts(
  bookId: number | null,
  issueNumber: number | null,
  on: boolean,
): ReadonlyMap<number, string | null> | 'loading' | null {
  const { data } = useQuery(READER_TRANSCRIPTS_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: !on || bookId === null || issueNumber === null,
  });
  const pages = data?.issue?.pages.nodes;
  return useMemo(() => {
    if (!on) return null;
    if (!pages) return 'loading';
    return new Map(pages.map((page) => [page.id, page.transcript ?? null]));
  }, [on, pages]);
}

/**
 * The creators' alt texts by page id; 'loading' until they arrive. If they cannot be loaded,
 * an empty map: every page falls back to the generated alt text.
 */
export function useAltTexts(
  bookId: number | null,
  issueNumber: number | null,
): ReadonlyMap<number, string | null> | 'loading' {
  const { data, error } = useQuery(READER_ALT_TEXTS_QUERY, {
    variables: { bookId: bookId ?? 0, issueNumber: issueNumber ?? 0 },
    skip: bookId === null || issueNumber === null,
  });
  const pages = data?.issue?.pages.nodes;
  return useMemo(() => {
    if (pages) return new Map(pages.map((page) => [page.id, page.altText ?? null]));
    return error ? new Map() : 'loading';
  }, [pages, error]);
}
