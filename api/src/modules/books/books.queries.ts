import { columnsOf, type Db, rows, statement, toView, views } from '../../db/sql';
import { groupBy } from '../../shared/collections';
import { fromMicros, micros } from '../../shared/keyset-sql';
import { Issue, type IssueView } from '../issues/issue.entity';
import { Book, type BookView } from './book.entity';
import { visibleBookSql } from './books.policy';
import { issueVisibleToSql } from '../issues/issues.policy';
import { bookWorkFrom } from '../issues/public-works.queries';

/** Reads of books and their genres and issues that are not a plain `em.find`. */
export const booksQueries = {
  /** Books by id, removed ones included (callers apply the rules): rows of `columnsOf(Book)`, run as views. */
  byIds: statement(`select ${columnsOf(Book, 'b')} from books b where b.id = any($1::int[])`),
  /** Rows `{ book_id, genre }`, genres of each book alphabetical. */
  genresByBook: statement(
    'select book_id, genre from book_genres where book_id = any($1::int[]) order by genre',
  ),
  /**
   * Issues of each book the viewer `$2` (id or null) sees (issues.policy.ts), by issue number:
   * rows of `columnsOf(Issue)`, run as views.
   */
  issuesByBook: statement(
    `select ${columnsOf(Issue, 'i')} from issues i
      where i.book_id = any($1::int[]) and ${issueVisibleToSql('i', '$2')}
      order by i.book_id, i.issue_number`,
  ),
  /**
   * The first `$3` issues of each book after an issue number, by issue number: `$1` book ids,
   * `$2` the issue number to start after (0 = the start), pairwise; rows of `columnsOf(Issue)`
   * plus `ord` (the pair's 1-based position), run as views. Only issues the viewer `$4` (id or
   * null) sees.
   */
  issueSlices: statement(
    `select k.ord, i.* from unnest($1::int[], $2::int[]) with ordinality as k(book_id, after_number, ord)
       cross join lateral (select ${columnsOf(Issue, 'x')} from issues x
         where x.book_id = k.book_id and x.issue_number > k.after_number
           and ${issueVisibleToSql('x', '$4')}
         order by x.issue_number limit $3) i
      order by k.ord, i.issue_number`,
  ),
  /**
   * The visible catalogue, newest first (created desc, id desc), keyset-paginated: `$1` genre
   * or null, `$2` status or null, `$3`/`$4` the (microseconds, id) to start after or null,
   * `$5` the limit. Rows of `columnsOf(Book)` plus `created_us`, run as views.
   */
  catalogue: statement(
    `select ${columnsOf(Book, 'b')}, ${micros('b.date_created')} as created_us
       from ${bookWorkFrom()}
      where ${visibleBookSql('b', 'u')}
        and ($1::text is null or exists (select 1 from book_genres g where g.book_id = b.id and g.genre = $1::text))
        and ($2::text is null or b.status = $2::text)
        and ($3::bigint is null or (b.date_created, b.id) < (${fromMicros('$3')}, $4::int))
      order by b.date_created desc, b.id desc limit $5`,
  ),
  /** Rows `{ count }`: the visible catalogue's size with the same filters as `catalogue`. */
  catalogueCount: statement(
    `select count(*)::int as count from ${bookWorkFrom()}
      where ${visibleBookSql('b', 'u')}
        and ($1::text is null or exists (select 1 from book_genres g where g.book_id = b.id and g.genre = $1::text))
        and ($2::text is null or b.status = $2::text)`,
  ),
  /** Rows `{ genre, count }`: visible books per genre (genres without books have no row). */
  genreCounts: statement(
    `select g.genre, count(*)::int as count from book_genres g
       join books b on b.id = g.book_id join users u on u.id = b.publisher_id
      where ${visibleBookSql('b', 'u')} group by g.genre`,
  ),
  /** Rows `{ book_id, count }` of the issues the viewer `$2` (id or null) sees (books without any have no row). */
  issueCountByBook: statement(
    `select i.book_id, count(*)::int as count from issues i
      where i.book_id = any($1::int[]) and ${issueVisibleToSql('i', '$2')} group by i.book_id`,
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

/** Issues of the books the viewer (`viewerIdOf`) sees, as views, by book then issue number. */
export function issuesOfBooks(
  db: Db,
  bookIds: readonly number[],
  viewerId: number | null,
): Promise<IssueView[]> {
  return views<IssueView>(db, Issue, booksQueries.issuesByBook, [[...bookIds], viewerId]);
}

/** Number of issues the viewer sees of each book that has any. */
export function issueCountsOfBooks(
  db: Db,
  bookIds: readonly number[],
  viewerId: number | null,
): Promise<{ book_id: number; count: number }[]> {
  return rows(db, booksQueries.issueCountByBook, [[...bookIds], viewerId]);
}

/**
 * Issues the viewer sees of each (book, after issue number) pair, at most `limit` each,
 * aligned with the pairs.
 */
export async function issueSlicesOfBooks(
  db: Db,
  requests: readonly { parentId: number; after: number }[],
  limit: number,
  viewerId: number | null,
): Promise<IssueView[][]> {
  const found = await rows<Record<string, unknown> & { ord: string | number }>(
    db,
    booksQueries.issueSlices,
    [requests.map((r) => r.parentId), requests.map((r) => r.after), limit, viewerId],
  );
  const byOrd = groupBy(found, (r) => Number(r.ord));
  return requests.map((_r, i) =>
    (byOrd.get(i + 1) ?? []).map((row) => toView<IssueView>(db, Issue, row)),
  );
}

/** A catalogue book and its keyset position. */
export interface CatalogueRow {
  book: BookView;
  createdMicros: number;
}

export interface CatalogueFilter {
  genre: string | null;
  status: string | null;
}

/** The visible catalogue newest first after (microseconds, id), at most `limit` books. */
export async function catalogueBooks(
  db: Db,
  filter: CatalogueFilter,
  after: readonly [number, number] | null,
  limit: number,
): Promise<CatalogueRow[]> {
  const found = await rows<Record<string, unknown> & { created_us: string | number }>(
    db,
    booksQueries.catalogue,
    [filter.genre, filter.status, after?.[0] ?? null, after?.[1] ?? null, limit],
  );
  return found.map((row) => ({
    book: toView<BookView>(db, Book, row),
    createdMicros: Number(row.created_us),
  }));
}

/** Number of visible books matching the filter. */
export async function catalogueCount(db: Db, filter: CatalogueFilter): Promise<number> {
  const [row] = await rows<{ count: number }>(db, booksQueries.catalogueCount, [
    filter.genre,
    filter.status,
  ]);
  return row?.count ?? 0;
}

/** Visible books per genre key (genres without books are absent). */
export async function genreCounts(db: Db): Promise<Map<string, number>> {
  const found = await rows<{ genre: string; count: number }>(db, booksQueries.genreCounts);
  return new Map(found.map((r) => [r.genre, r.count]));
}
