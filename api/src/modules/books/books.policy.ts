import type { User } from '../users/user.entity';
import { ACTIVE_USER, activeUserSql, isActiveUser, isSignedIn } from '../users/users.policy';

/**
 * Every rule about books and their issues, once, with its forms side by side:
 * - the JS form decides for one loaded object (shield rules, v1 guards, services, `viewerCan`);
 * - the ORM form is a MikroORM filter for `em.find`;
 * - the SQL form is a fragment for statements in `*.queries.ts`.
 * books.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 *
 * Only a book's publisher writes to it; v1 answers 404 (never 403) to anyone else, so a
 * book's existence is not revealed. An issue's publisher is its book's publisher.
 */

type Owned = { publisher: Pick<User, 'id'> };

// --- Visibility (docs/reading-and-social.md, Visibility) -------------------------------------
// A book is readable while it is not removed and its publisher's account is active. Issues,
// pages, credits, bookmarks and feeds follow their book.

/** JS: needs the publisher loaded. */
export const isBookVisible = (book: {
  removed: boolean;
  publisher: Pick<User, 'active'>;
}): boolean => !book.removed && isActiveUser(book.publisher);

/** ORM: a filter on Book (nest it under `book` for its issues, pages and credits). */
export const VISIBLE_BOOK = { removed: false, publisher: ACTIVE_USER } as const;

/** ORM: the visible books of one publisher. */
export const visibleBooksOf = (publisherId: number) =>
  ({ removed: false, publisher: { id: publisherId, ...ACTIVE_USER } }) as const;

/** SQL: `book` is the books alias, `publisher` the alias of its publisher's users row. */
export const visibleBookSql = (book: string, publisher: string): string =>
  `not ${book}.removed and ${activeUserSql(publisher)}`;

// --- Ownership ------------------------------------------------------------------------------
// The ORM and SQL forms take a signed-in viewer (isSignedIn first): nobody else owns anything.

/** The viewer published this book (or issue). */
export const isBookOwner = (viewer: User | null, work: Owned): boolean =>
  isSignedIn(viewer) && viewer.id === work.publisher.id;

/** ORM: the viewer's own books. */
export const ownBooks = (viewer: Pick<User, 'id'>) => ({ publisher: viewer.id }) as const;

/** SQL: `book` (a books or issues alias) belongs to the user bound at `param` (`$n`). */
export const ownedBySql = (book: string, param: string): string =>
  `${book}.publisher_id = ${param}`;

// --- What the viewer may do -------------------------------------------------------------------

/** Edit details, genres, status, cover and the removed flag (owners may hide and show their own books). */
export const canEditBook = (viewer: User | null, book: Owned): boolean => isBookOwner(viewer, book);

/**
 * The owner may change the removed flag unless a moderator removed the book: a moderator's
 * removal is undone only by a moderator's restore.
 */
export const canOwnerChangeRemoved = (book: { moderationRemovedAt?: Date | null }): boolean =>
  book.moderationRemovedAt == null;

/** Add the next issue (only the account that uploaded the book). */
export const canAddIssue = canEditBook;

/** Delete the whole book with its issues, pages, credits, bookmarks and files. */
export const canDeleteBook = canEditBook;

/** Edit an issue's details, credits, pages and cover (only the uploader changes credits later). */
export const canEditIssue = (viewer: User | null, issue: Owned): boolean =>
  isBookOwner(viewer, issue);

/** Why an owner may not delete an issue, or null when they may (numbers stay 1..N: docs/api.md, v1). */
export function issueDeletionProblem(
  issueNumber: number,
  issueCount: number,
): 'not-latest' | 'only-issue' | null {
  if (issueNumber !== issueCount) return 'not-latest';
  if (issueCount === 1) return 'only-issue';
  return null;
}

/** Delete this issue: the owner, for the latest issue of a book that has more than one. */
export const canDeleteIssue = (
  viewer: User | null,
  issue: Owned & { issueNumber: number },
  issueCount: number,
): boolean =>
  isBookOwner(viewer, issue) && issueDeletionProblem(issue.issueNumber, issueCount) === null;
