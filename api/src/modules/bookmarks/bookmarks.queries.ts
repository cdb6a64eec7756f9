import { type Db, rows, statement } from '../../db/sql';

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
};

/** The bookmarks among every pair of the given users and books. */
export function bookmarksAmong(
  db: Db,
  userIds: readonly number[],
  bookIds: readonly number[],
): Promise<{ user_id: number; book_id: number }[]> {
  return rows(db, bookmarksQueries.amongPairs, [[...userIds], [...bookIds]]);
}
