import { LIMITS } from '../../config/limits';
import { isBookVisible, visibleBookSql } from '../books/books.policy';
import { isIssueReleased, releasedIssueSql } from '../issues/issues.policy';
import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Every rule about likes and ratings, with its forms side by side (as in books.policy.ts).
 * reactions.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 *
 * A reader reacts to a public work (a visible book, a released issue of one) that is not their
 * own: a creator liking or rating their own work would only inflate its figures, so it is
 * refused, as most comic platforms do. A user the creator blocked is refused too
 * (community/creator-blocks.ts). Moderators and admins react like any reader.
 */

type Work = { publisher: Pick<User, 'id' | 'active'>; removed: boolean };

/** Signed-in users react for themselves (never a client-sent user id). */
export const canReact = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** A creator does not like or rate their own books and issues. */
export const isOwnWork = (viewer: Pick<User, 'id'>, work: { publisher: Pick<User, 'id'> }) =>
  viewer.id === work.publisher.id;

/** A rating is a whole number of stars from 1 to 5. */
export const isValidRating = (rating: unknown): rating is number =>
  typeof rating === 'number' &&
  Number.isInteger(rating) &&
  rating >= LIMITS.reactions.ratingMin &&
  rating <= LIMITS.reactions.ratingMax;

// --- Which works take reactions -------------------------------------------------------------
// A public book (not removed, publisher active) and its released issues, not the viewer's own.

/** JS: `book` with its publisher loaded. */
export const isRateableBook = (viewer: Pick<User, 'id'>, book: Work): boolean =>
  isBookVisible(book) && !isOwnWork(viewer, book);

/** JS: `issue` with its book and the book's publisher loaded. */
export const isLikeableIssue = (
  viewer: Pick<User, 'id'>,
  issue: { releaseAt: Date; book: Work },
  now: Date = new Date(),
): boolean => isIssueReleased(issue, now) && isRateableBook(viewer, issue.book);

/** ORM: a filter on Book: the public books not published by `viewerId`. */
export const rateableBooks = (viewerId: number) =>
  ({ removed: false, publisher: { active: true, id: { $ne: viewerId } } }) as const;

/** ORM: a filter on Issue: the released issues of public books not published by `viewerId`. */
export const likeableIssues = (viewerId: number, now: Date = new Date()) =>
  ({ releaseAt: { $lte: now }, book: rateableBooks(viewerId) }) as const;

/** SQL: `book` (alias) by `publisher` (its users alias) takes ratings from the user at `param`. */
export const rateableBookSql = (book: string, publisher: string, param: string): string =>
  `${visibleBookSql(book, publisher)} and ${book}.publisher_id <> ${param}`;

/** SQL: `issue` of `book` by `publisher` takes likes from the user at `param`. */
export const likeableIssueSql = (
  issue: string,
  book: string,
  publisher: string,
  param: string,
): string => `${releasedIssueSql(issue)} and ${rateableBookSql(book, publisher, param)}`;

// --- What the viewer may do (viewerCanLike, viewerCanRate) ----------------------------------
// A shown work is visible already; what is left is the sign-in, the release and the ownership.
// A creator's block is not told here: the write answers it.

/** JS: the viewer may like this (shown) issue. */
export const canLikeIssue = (
  viewer: User | null,
  issue: { releaseAt: Date; publisher: Pick<User, 'id'> },
  now: Date = new Date(),
): boolean => canReact(viewer) && !isOwnWork(viewer, issue) && isIssueReleased(issue, now);

/** JS: the viewer may rate this (shown) book. */
export const canRateBook = (viewer: User | null, book: { publisher: Pick<User, 'id'> }): boolean =>
  canReact(viewer) && !isOwnWork(viewer, book);
