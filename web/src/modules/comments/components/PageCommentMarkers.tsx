import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { issueDetailsPath } from '../../works/utils/paths';
import { COMMENTED_PAGES_QUERY } from '../graphql/comments';
import { COMMENTS_PAGE_PARAM } from './IssueComments';

/** The link from a page in the reader to the comments about it on the details page. */
export function pageCommentsPath(
  urlSlug: string,
  bookId: number,
  issueNumber: number,
  pageNumber: number,
): string {
  const params = new URLSearchParams({ [COMMENTS_PAGE_PARAM]: String(pageNumber) });
  return `${issueDetailsPath(urlSlug, bookId, issueNumber)}?${params.toString()}#comments`;
}

/**
 * The reader's markers: for each page with anchored comments, a link "N comments on this
 * page" beside it. Returns what to show beside a page (nothing while loading or on error: the
 * reader never waits for comments).
 */
export function useCommentMarkers(
  urlSlug: string | undefined,
  bookId: number,
  issueNumber: number,
): (pageNumber: number) => ReactNode {
  const { data } = useQuery(COMMENTED_PAGES_QUERY, {
    variables: { bookId, issueNumber },
    skip: !urlSlug,
  });
  const counts = new Map((data?.issue?.commentedPages ?? []).map((p) => [p.pageNumber, p.count]));
  return (pageNumber) => {
    const count = counts.get(pageNumber);
    if (!count || !urlSlug) return null;
    return (
      <Link
        className="reader-comment-marker"
        to={pageCommentsPath(urlSlug, bookId, issueNumber, pageNumber)}
      >
        {count === 1 ? '1 comment' : `${count} comments`} on page {pageNumber}
      </Link>
    );
  };
}
