import type { WorkDetailsView } from '../../works/components/workDetailsView';
import { BookRating } from './BookRating';
import { IssueLikes } from './IssueLikes';

/** The details page's reactions: an issue's like button, or a book's rating. */
export function WorkReactions({ work }: { work: WorkDetailsView }) {
  if (work.kind === 'issue' && work.issueNumber !== null)
    return <IssueLikes bookId={work.bookId} issueNumber={work.issueNumber} />;
  return <BookRating bookId={work.bookId} />;
}
