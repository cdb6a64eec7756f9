import DataLoader from 'dataloader';
import type { Db } from '../../db/sql';
import { bookmarksAmong } from './bookmarks.queries';

export interface UserBookKey {
  userId: number;
  bookId: number;
}

/** Whether a user bookmarked a book, for many books in one query per batch. */
export function createBookmarkedLoader(db: Db): DataLoader<UserBookKey, boolean, string> {
  return new DataLoader(
    async (keys) => {
      const rows = await bookmarksAmong(
        db,
        [...new Set(keys.map((k) => k.userId))],
        [...new Set(keys.map((k) => k.bookId))],
      );
      const found = new Set(rows.map((r) => `${r.user_id}:${r.book_id}`));
      return keys.map((k) => found.has(`${k.userId}:${k.bookId}`));
    },
    { cacheKeyFn: (k) => `${k.userId}:${k.bookId}` },
  );
}
