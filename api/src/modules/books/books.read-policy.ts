import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Reading-side rules about books (pure functions). Kept apart from books.policy.ts
 * (publishing) on purpose; canEditBook there is the authority for writes.
 */

/** The viewer published this book (or issue: an issue's publisher is its book's publisher). */
export const isBookOwner = (viewer: User | null, work: { publisher: Pick<User, 'id'> }): boolean =>
  isSignedIn(viewer) && viewer.id === work.publisher.id;

/**
 * Visibility rule (DESIGN "Data rules"): a book is readable while it is not removed and its
 * publisher's account is active. Issues, pages, credits, bookmarks and feeds follow their book.
 * Needs the publisher loaded.
 */
export const isBookVisible = (book: {
  removed: boolean;
  publisher: Pick<User, 'active'>;
}): boolean => !book.removed && book.publisher.active;

/** The same rule as a MikroORM filter on Book. */
export const VISIBLE_BOOK = { removed: false, publisher: { active: true } } as const;
