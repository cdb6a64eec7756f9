import { isBookVisible, VISIBLE_BOOK, visibleBookSql } from '../books/books.policy';
import type { User } from '../users/user.entity';
import { ACTIVE_USER, activeUserSql, isActiveUser, isSignedIn } from '../users/users.policy';

/**
 * Every rule about bookmarks, once, with its forms side by side (as in books.policy.ts).
 * bookmarks.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 * Bookmark lists are public: profiles show them to anonymous visitors (docs/api.md, v1: Rules).
 */

/** Only signed-in (active) users bookmark; they only bookmark for themselves (never a client-sent user id). */
export const canBookmark = (viewer: User | null): viewer is User => isSignedIn(viewer);

// --- Listed bookmarks -----------------------------------------------------------------------
// A bookmark shows in lists while its user's account is active and its book is visible.

/** JS: needs the user and the book with its publisher loaded. */
export const isBookmarkListed = (bookmark: {
  user: Pick<User, 'active'>;
  book: Parameters<typeof isBookVisible>[0];
}): boolean => isActiveUser(bookmark.user) && isBookVisible(bookmark.book);

/** ORM: a filter on Bookmark. */
export const LISTED_BOOKMARK = { user: ACTIVE_USER, book: VISIBLE_BOOK } as const;

/** ORM: the listed bookmarks of one user. */
export const listedBookmarksOf = (userId: number) =>
  ({ user: { id: userId, ...ACTIVE_USER }, book: VISIBLE_BOOK }) as const;

/** SQL: `user` is the bookmark's users alias, `book` its books alias, `publisher` the book's users alias. */
export const listedBookmarkSql = (user: string, book: string, publisher: string): string =>
  `${activeUserSql(user)} and ${visibleBookSql(book, publisher)}`;
