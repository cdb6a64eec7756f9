import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { readerPath } from '../../works/utils/paths';
import { BOOK_PROGRESS_QUERY } from '../graphql/progress';
import { latestLocalOfBook } from '../utils/localProgress';

/** "Continue: Issue N, page P". */
export const continueLabel = (issueNumber: number, page: number) =>
  `Continue: Issue ${issueNumber}, page ${page}`;

/**
 * Beside Read Now on a book's details page: back to the issue the reader read last, where they
 * stopped (the reader scrolls there). Nothing when they have not started the book.
 */
export function ContinueLink({ bookId, urlSlug }: { bookId: number; urlSlug: string }) {
  const { isAuthenticated } = useAuth();
  const signedIn = isAuthenticated === true;
  const { data } = useQuery(BOOK_PROGRESS_QUERY, {
    variables: { id: bookId },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  if (isAuthenticated === null) return null;
  const progress = signedIn ? data?.book?.viewerProgress : latestLocalOfBook(bookId);
  if (!progress) return null;
  return (
    <Link
      className="button button--ghost button--large"
      to={readerPath(urlSlug, bookId, progress.issueNumber)}
    >
      {continueLabel(progress.issueNumber, progress.page)}
    </Link>
  );
}
