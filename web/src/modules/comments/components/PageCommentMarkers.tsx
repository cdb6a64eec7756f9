import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMMENTED_PAGES_QUERY } from '../graphql/comments';
import { pageCommentsPath } from '../commentPaths';
import './comments.css';

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
