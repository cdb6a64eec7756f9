import DataLoader from 'dataloader';
import { type Db, rows as runRows, statement as readStatement } from '../../db/sql';
import { toView } from '../../db/sql';
import { Issue, type IssueView } from '../issues/issue.entity';
import { Book, type BookView } from './book.entity';

/** Every column MikroORM loads for a Book (search_vector is lazy), for raw reads mapped to views (db/row-view.ts). */
export const BOOK_COLUMNS = (alias: string) =>
  [
    'id',
    'publisher_id',
    'title',
    'url_slug',
    'description',
    'status',
    'content_rating',
    'removed',
    'image_prefix_ref',
    'cover_key',
    'cover_width',
    'cover_height',
    'cover_content_type',
    'cover_byte_size',
    'cover_original_name',
    'cover_variant_widths',
    'date_created',
    'last_updated',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

/** Every column MikroORM loads for an Issue (search_vector is lazy). */
export const ISSUE_COLUMNS = (alias: string) =>
  [
    'id',
    'book_id',
    'publisher_id',
    'issue_number',
    'title',
    'description',
    'image_prefix_ref',
    'cover_key',
    'cover_width',
    'cover_height',
    'cover_content_type',
    'cover_byte_size',
    'cover_original_name',
    'cover_variant_widths',
    'date_created',
    'last_updated',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

const BOOKS_BY_ID = readStatement(
  `select ${BOOK_COLUMNS('b')} from books b where b.id = any($1::int[])`,
);
const GENRES_BY_BOOK = readStatement(
  'select book_id, genre from book_genres where book_id = any($1::int[]) order by genre',
);
const ISSUES_BY_BOOK = readStatement(
  `select ${ISSUE_COLUMNS('i')} from issues i where i.book_id = any($1::int[]) order by i.book_id, i.issue_number`,
);
const ISSUE_COUNT_BY_BOOK = readStatement(
  'select book_id, count(*)::int as count from issues where book_id = any($1::int[]) group by book_id',
);

/** Groups rows by a numeric key, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Books by id (including removed ones: callers apply visibility rules), one prepared statement
 * per batch, as views.
 */
export function createBookByIdLoader(
  db: Db,
): DataLoader<number, BookView | null> {
  return new DataLoader(async (ids) => {
    const rows = await runRows<Record<string, unknown>>(db, BOOKS_BY_ID, [[...ids]]);
    const byId = new Map(rows.map((r) => [Number(r.id), toView<BookView>(db, Book, r)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Lower-case genre names of each book, alphabetical. */
export function createGenresByBookLoader(
  db: Db,
): DataLoader<number, string[]> {
  return new DataLoader(async (bookIds) => {
    const rows = await runRows<{ book_id: number; genre: string }>(db, GENRES_BY_BOOK, [
      [...bookIds],
    ]);
    const byBook = groupBy(rows, (r) => r.book_id);
    return bookIds.map((id) => (byBook.get(id) ?? []).map((r) => r.genre));
  });
}

/** Issues of each book ordered by issue number (views). */
export function createIssuesByBookLoader(
  db: Db,
): DataLoader<number, IssueView[]> {
  return new DataLoader(async (bookIds) => {
    const rows = await runRows<Record<string, unknown>>(db, ISSUES_BY_BOOK, [[...bookIds]]);
    const byBook = groupBy(
      rows.map((r) => toView<IssueView>(db, Issue, r)),
      (issue) => issue.book.id,
    );
    return bookIds.map((id) => byBook.get(id) ?? []);
  });
}

/** Number of issues of each book (also its latest issue number: numbers are 1..N). */
export function createIssueCountByBookLoader(
  db: Db,
): DataLoader<number, number> {
  return new DataLoader(async (bookIds) => {
    const rows = await runRows<{ book_id: number; count: number }>(db, ISSUE_COUNT_BY_BOOK, [
      [...bookIds],
    ]);
    const counts = new Map(rows.map((r) => [r.book_id, r.count]));
    return bookIds.map((id) => counts.get(id) ?? 0);
  });
}
