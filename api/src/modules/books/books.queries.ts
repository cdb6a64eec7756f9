import { columnsOf, type Db, rows, statement, views } from '../../db/sql';
import { Issue, type IssueView } from '../issues/issue.entity';
import { Book, type BookView } from './book.entity';

/** Reads of books and their genres and issues that are not a plain `em.find`. */
export const booksQueries = {
  /** Books by id, removed ones included (callers apply the rules): rows of `columnsOf(Book)`, run as views. */
  byIds: statement(`select ${columnsOf(Book, 'b')} from books b where b.id = any($1::int[])`),
  /** Rows `{ book_id, genre }`, genres of each book alphabetical. */
  genresByBook: statement(
    'select book_id, genre from book_genres where book_id = any($1::int[]) order by genre',
  ),
  /** Issues of each book by issue number: rows of `columnsOf(Issue)`, run as views. */
  issuesByBook: statement(
    `select ${columnsOf(Issue, 'i')} from issues i where i.book_id = any($1::int[]) order by i.book_id, i.issue_number`,
  ),
  /** Rows `{ book_id, count }` (books without issues have no row). */
  issueCountByBook: statement(
    'select book_id, count(*)::int as count from issues where book_id = any($1::int[]) group by book_id',
  ),
};

/** Books by id as views (removed ones included; missing ids have no row). */
export function booksByIds(db: Db, ids: readonly number[]): Promise<BookView[]> {
  return views<BookView>(db, Book, booksQueries.byIds, [[...ids]]);
}

/** Genres of the books, lower-case, alphabetical within each book. */
export function genresOfBooks(
  db: Db,
  bookIds: readonly number[],
): Promise<{ book_id: number; genre: string }[]> {
  return rows(db, booksQueries.genresByBook, [[...bookIds]]);
}

/** Issues of the books as views, by book then issue number. */
export function issuesOfBooks(db: Db, bookIds: readonly number[]): Promise<IssueView[]> {
  return views<IssueView>(db, Issue, booksQueries.issuesByBook, [[...bookIds]]);
}

/** Number of issues of each book that has any. */
export function issueCountsOfBooks(
  db: Db,
  bookIds: readonly number[],
): Promise<{ book_id: number; count: number }[]> {
  return rows(db, booksQueries.issueCountByBook, [[...bookIds]]);
}
