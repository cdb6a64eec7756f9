import { columnsOf, type Db, rows, statement, toView } from '../../db/sql';
import { fromMicros, micros, sliceValues } from '../../shared/keyset-sql';
import type { KeyedRow, ListSlice } from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { listedBookmarkSql } from './bookmarks.policy';

/** Reads of bookmarks that are not a plain `em.find`. */
export const bookmarksQueries = {
  /**
   * Rows `{ user_id, book_id }`: the bookmarks among every pair of the given users and books
   * (a batch usually has one viewer). On MikroORM's pool, as it always ran.
   */
  amongPairs: statement(
    'select user_id, book_id from bookmarks where user_id = any($1::int[]) and book_id = any($2::int[])',
    { pool: 'orm' },
  ),
  /**
   * A user's listed bookmarks (bookmarks.policy), newest bookmark first (created desc, id
   * desc), by keyset and/or offset: `$1` the user, `$2`/`$3` the bookmark's (microseconds, id)
   * to start after or null, `$4` limit, `$5` offset. Rows of `columnsOf(Book)` plus the
   * bookmark's `created_us` and `bookmark_id`, run as views (`bookmarkedBooksPage`).
   */
  listOf: statement(
    `select ${columnsOf(Book, 'b')}, ${micros('k.date_created')} as created_us, k.id as bookmark_id
       from bookmarks k join users r on r.id = k.user_id
       join books b on b.id = k.book_id join users u on u.id = b.publisher_id
      where k.user_id = $1 and ${listedBookmarkSql('r', 'b', 'u')}
        and ($2::bigint is null or (k.date_created, k.id) < (${fromMicros('$2')}, $3::int))
      order by k.date_created desc, k.id desc limit $4 offset $5`,
  ),
  /** Rows `{ count }`: the size of `listOf`'s list. */
  countOf: statement(
    `select count(*)::int as count
       from bookmarks k join users r on r.id = k.user_id
       join books b on b.id = k.book_id join users u on u.id = b.publisher_id
      where k.user_id = $1 and ${listedBookmarkSql('r', 'b', 'u')}`,
  ),
};

/** A slice of a user's listed bookmarks, newest first: the books as views, keyed by the bookmark. */
export async function bookmarkedBooksPage(
  db: Db,
  userId: number,
  slice: ListSlice,
): Promise<KeyedRow<BookView>[]> {
  const found = await rows<Record<string, unknown> & { created_us: string; bookmark_id: number }>(
    db,
    bookmarksQueries.listOf,
    [userId, ...sliceValues(slice)],
  );
  return found.map((row) => ({
    node: toView<BookView>(db, Book, row),
    createdMicros: Number(row.created_us),
    id: Number(row.bookmark_id),
  }));
}

/** Number of a user's listed bookmarks. */
export async function bookmarkCount(db: Db, userId: number): Promise<number> {
  const [row] = await rows<{ count: number }>(db, bookmarksQueries.countOf, [userId]);
  return row?.count ?? 0;
}

/** The bookmarks among every pair of the given users and books. */
export function bookmarksAmong(
  db: Db,
  userIds: readonly number[],
  bookIds: readonly number[],
): Promise<{ user_id: number; book_id: number }[]> {
  return rows(db, bookmarksQueries.amongPairs, [[...userIds], [...bookIds]]);
}
