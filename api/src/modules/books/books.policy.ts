import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Authorization rules about books and their issues: pure functions used by the shield
 * rules, the v1 routes and the services. Only the book's publisher writes to it; v1
 * answers 404 (never 403) to anyone else, so a book's existence is not revealed.
 */

type Owned = { publisher: Pick<User, 'id'> };

export const isBookOwner = (viewer: User | null, book: Owned): boolean =>
  viewer !== null && viewer.id === book.publisher.id;

/** Edit details, genres, status, cover and the removed flag (owners may hide and show their own books). */
export const canEditBook = (viewer: User | null, book: Owned): boolean =>
  isSignedIn(viewer) && isBookOwner(viewer, book);

/** Add the next issue (spec §6: only the account that uploaded the book). */
export const canAddIssue = canEditBook;

/** Delete the whole book with its issues, pages, credits, bookmarks and files. */
export const canDeleteBook = canEditBook;

/** Edit an issue's details, credits, pages and cover (only the uploader changes credits later). */
export const canEditIssue = (viewer: User | null, book: Owned): boolean =>
  canEditBook(viewer, book);

/** Why an owner may not delete an issue, or null when they may (numbers stay contiguous 1..N, api-v1 §0.6-9). */
export function issueDeletionProblem(
  issueNumber: number,
  issueCount: number,
): 'not-latest' | 'only-issue' | null {
  if (issueNumber !== issueCount) return 'not-latest';
  if (issueCount === 1) return 'only-issue';
  return null;
}
