import { isBookVisible, VISIBLE_BOOK, visibleBookSql } from '../books/books.policy';
import { pageCountSql } from '../issues/public-works.queries';
import { isSubscriptionListed, listedSubscriptionSql } from '../subscriptions/subscriptions.policy';
import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Every rule about reading progress and the Following list, once, with its forms side by side
 * (as in books.policy.ts). progress.policy.test.ts runs every form against the same cases, the
 * SQL forms on PostgreSQL. Progress is private: only its reader ever sees it.
 */

/** Only signed-in (active) users keep progress on the server, always their own; visitors keep it in the browser. */
export const canKeepProgress = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** A page a reader can have reached: a whole number from 1 to the issue's page count. */
export const isPageWithin = (page: number, pageCount: number): boolean =>
  Number.isInteger(page) && page >= 1 && page <= pageCount;

/** SQL: the page (an int expression) is within the issue whose id is the expression `issueId`. */
export const pageWithinSql = (page: string, issueId: string): string =>
  `${page} >= 1 and ${page} <= ${pageCountSql(issueId)}`;

// --- Listed progress ------------------------------------------------------------------------
// Progress shows (shelf, "Continue", reopen) while its book is visible; it is kept, not
// deleted, when a book is hidden, so it comes back with the book.

/** JS: needs the book with its publisher loaded. */
export const isProgressListed = (progress: {
  book: Parameters<typeof isBookVisible>[0];
}): boolean => isBookVisible(progress.book);

/** ORM: a filter on ReadingProgress, for one reader. */
export const listedProgressOf = (userId: number) => ({ user: userId, book: VISIBLE_BOOK }) as const;

/** SQL: `book` is the progress row's books alias, `publisher` that book's users alias. */
export const listedProgressSql = (book: string, publisher: string): string =>
  visibleBookSql(book, publisher);

// --- The Following list ---------------------------------------------------------------------
// An issue is on a reader's Following list while the subscription to its publisher is listed
// (both accounts active) and its book is visible.

/** JS: needs the subscription's two users and the issue's book with its publisher. */
export const isFollowedIssueListed = (
  subscription: Parameters<typeof isSubscriptionListed>[0],
  book: Parameters<typeof isBookVisible>[0],
): boolean => isSubscriptionListed(subscription) && isBookVisible(book);

/** SQL: `publisher`/`subscriber` the subscription's users aliases, `book` the issue's books alias (published by `publisher`). */
export const followedIssueSql = (publisher: string, subscriber: string, book: string): string =>
  `${listedSubscriptionSql(publisher, subscriber)} and ${visibleBookSql(book, publisher)}`;

/** An issue is unread until its reader has any progress on it (opening it records page 1). */
export const isUnread = (progress: unknown | null): boolean => progress == null;

/** SQL form of isUnread: `issue` is the issues alias, `userParam` the reader (`$n`). */
export const unreadSql = (issue: string, userParam: string): string =>
  `not exists (select 1 from reading_progress rp where rp.user_id = ${userParam} and rp.issue_id = ${issue}.id)`;
