import { statement } from '../../db/sql';

/**
 * Publishing's statements that are not a plain `em.find`. All run inside the write
 * transactions (db/sql.ts runs them on the EntityManager's transaction), so they name the
 * ORM pool: none is a hot read worth a prepared plan.
 */
export const publishQueries = {
  /** Locks one book row until the transaction ends: rows `{ id }` (unused, the lock is the point). */
  lockBook: statement('select id from books where id = $1 for update', { pool: 'orm' }),
  /** The highest issue number of a book, 0 without issues: one row `{ max }` (bigint as text or number). */
  lastIssueNumber: statement(
    'select coalesce(max(issue_number), 0) as max from issues where book_id = $1',
    { pool: 'orm' },
  ),
  /** Lets a reorder swap page numbers freely; uniqueness is checked at commit. No rows. */
  deferPageNumberUniqueness: statement('set constraints "issue_pages_issue_page_unique" deferred', {
    pool: 'orm',
  }),
};
