import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface UserBookKey {
  userId: number;
  bookId: number;
}

/** Whether a user bookmarked a book, for many books in one query per batch. */
export function createBookmarkedLoader(
  em: EntityManager,
): DataLoader<UserBookKey, boolean, string> {
  return new DataLoader(
    async (keys) => {
      const rows: { user_id: number; book_id: number }[] = await em
        .getConnection()
        .execute(
          'select user_id, book_id from bookmarks where user_id in (?) and book_id in (?)',
          [[...new Set(keys.map((k) => k.userId))], [...new Set(keys.map((k) => k.bookId))]],
          'all',
          em.getTransactionContext(),
        );
      const found = new Set(rows.map((r) => `${r.user_id}:${r.book_id}`));
      return keys.map((k) => found.has(`${k.userId}:${k.bookId}`));
    },
    { cacheKeyFn: (k) => `${k.userId}:${k.bookId}` },
  );
}
