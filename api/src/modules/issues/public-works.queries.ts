import { columnsOf, type Db, isoSql, rows, statement } from '../../db/sql';
import { Book } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import { activeUserSql } from '../users/users.policy';
import { Issue } from './issue.entity';
import { issueVisibleToSql, publicIssueSql, releasedIssueSql } from './issues.policy';
import { bookPopularitySql, issuePopularitySql } from '../reactions/popularity.sql';
import type {
  PublicBookHeadRow,
  PublicBookRow,
  PublicBookSearchRow,
  PublicIssueArchiveRow,
  PublicIssueEntryRow,
  PublicIssueHeadRow,
  PublicIssueProgressRow,
  PublicIssueReaderRow,
  PublicIssueRecordingRow,
  PublicIssueSearchRow,
} from './public-works.rows';

/**
 * The public-works read model: every read that shows a public issue or book (OPDS, CBZ, the
 * v1 reader and search items, the server-rendered head, shelves, progress, search documents)
 * goes through this family. The joins, the columns (rows in public-works.rows.ts) and the
 * shared aggregates are written once here; each statement picks the aggregates it needs, so
 * no read pays for a sub-select it does not show. A new feature that shows works adds a
 * statement here from these pieces (docs/architecture.md, "The public-works read model").
 *
 * Aliases: `i` the issue, `b` its book, `u` the book's publisher.
 */

// --- Joins --------------------------------------------------------------------------------------

/** An issue (`issue` alias) with its book `b` and publisher `u`. */
export const issueWorkFrom = (issue = 'i') =>
  `issues ${issue} join books b on b.id = ${issue}.book_id join users u on u.id = b.publisher_id`;

/** A book (`book` alias) with its publisher `u`. */
export const bookWorkFrom = (book = 'b') =>
  `books ${book} join users u on u.id = ${book}.publisher_id`;

// --- Columns ------------------------------------------------------------------------------------

const ISSUE_COLUMNS = `i.id, i.issue_number, i.title, i.description, i.cover_key, i.cover_content_type,
  i.image_prefix_ref, ${isoSql('i.date_created')} as date_created, ${isoSql('i.last_updated')} as last_updated,
  i.book_id, b.title as book_title, b.url_slug, b.status, b.content_rating,
  b.publisher_id, u.username, u.photo_key`;

const BOOK_COLUMNS = `b.id, b.title, b.url_slug, b.description, b.cover_key, b.status, b.content_rating,
  ${isoSql('b.date_created')} as date_created, ${isoSql('b.last_updated')} as last_updated,
  b.publisher_id, u.username, u.photo_key`;

// --- Shared aggregates (the only sub-selects of issue_pages, book_genres and credits) -----------

/** A sub-select over the pages of the issue whose id is the expression `issueId`. */
const ofPages = (issueId: string, select: string) =>
  `(select ${select} from issue_pages pg where pg.issue_id = ${issueId})`;

/** SQL (int): the number of pages of the issue whose id is the expression `issueId`. */
export const pageCountSql = (issueId: string): string => ofPages(issueId, 'count(*)::int');

/** SQL (json): the issue's pages as `ReaderPageTuple`s. */
const readerPagesSql = (issue: string) =>
  `coalesce(${ofPages(
    `${issue}.id`,
    `json_agg(json_build_array(pg.id, pg.page_number, pg.image_key, ${isoSql('pg.date_created')},
       ${isoSql('pg.last_updated')}) order by pg.page_number)`,
  )}, '[]')`;

/** SQL (json): the issue's pages as `PageFileTuple`s. */
const pageFilesSql = (issue: string) =>
  `coalesce(${ofPages(
    `${issue}.id`,
    `json_agg(json_build_array(pg.page_number, pg.image_key, pg.image_content_type, pg.image_byte_size,
       pg.image_width, pg.image_height, pg.is_spread) order by pg.page_number)`,
  )}, '[]')`;

/** SQL (text[]): the book's genres, alphabetical. */
export const genresSql = (book: string): string =>
  `array(select g.genre from book_genres g where g.book_id = ${book}.id order by g.genre)`;

/** SQL (int): the book's released issues. */
const issueCountSql = (book: string) =>
  `(select count(*)::int from issues ci where ci.book_id = ${book}.id and ${releasedIssueSql('ci')})`;

/** SQL (int): the pages of the book's released issues. */
const bookPageCountSql = (book: string) =>
  `(select count(*)::int from issues ci join issue_pages cp on cp.issue_id = ci.id
     where ci.book_id = ${book}.id and ${releasedIssueSql('ci')})`;

/** SQL (json): the issue's credits as [role, username], active credited users only. */
const creditsSql = (issue: string) =>
  `coalesce((select json_agg(json_build_array(wc.role, cu.username) order by wc.role, cu.username)
               from work_credits wc join users cu on cu.id = wc.creator_id
              where wc.issue_id = ${issue}.id and ${activeUserSql('cu')}), '[]')`;

// --- Statements ---------------------------------------------------------------------------------

const PUBLIC_ISSUE = publicIssueSql('i', 'b', 'u');
const VISIBLE_BOOK = visibleBookSql('b', 'u');

const ENTRY_COLUMNS = `${ISSUE_COLUMNS}, ${pageCountSql('i.id')} as page_count, ${genresSql('b')} as genres`;

/** Rows `PublicIssueEntryRow`: public issues newest first, filtered by `where`. */
const entries = (where: string, limit: string, offset: string) =>
  statement(
    `select ${ENTRY_COLUMNS} from ${issueWorkFrom()}
      where ${PUBLIC_ISSUE} ${where}
      order by i.date_created desc, i.id desc limit ${limit} offset ${offset}`,
  );

/** Rows `PublicIssueArchiveRow`: the public issue picked by `where`. */
const archive = (where: string) =>
  statement(
    `select ${ISSUE_COLUMNS}, ${genresSql('b')} as genres, ${creditsSql('i')} as credits,
            ${pageFilesSql('i')} as page_files, i.cover_stands_alone, i.pair_offset
       from ${issueWorkFrom()} where ${where} and ${PUBLIC_ISSUE}`,
  );

/** The hits of a search engine in their order (`$1`: ids), joined to their works. */
const HITS = 'unnest($1::int[]) with ordinality as hit(id, n)';

/** The columns of a `PublicIssueSearchRow` (`i`, `b`, `u`). */
const ISSUE_SEARCH_COLUMNS = `${ISSUE_COLUMNS}, ${pageCountSql('i.id')} as page_count,
  ${genresSql('b')} as genres, ${issueCountSql('b')} as issue_count`;

/** The columns of a `PublicBookSearchRow` (`b`, `u`). */
const BOOK_SEARCH_COLUMNS = `${BOOK_COLUMNS}, ${genresSql('b')} as genres,
  ${issueCountSql('b')} as issue_count, ${bookPageCountSql('b')} as page_count`;

/** The columns of a Book view with its genres and released issues (GraphQL book hits). */
const BOOK_VIEW_COLUMNS = `${columnsOf(Book, 'b')}, ${genresSql('b')} as genre_array,
  ${issueCountSql('b')} as total_issues`;

/**
 * SQL: the search rows of the hits of a relation with the alias `hit` (from `hits`), selected
 * beside `hitColumns`, ordered by `order`. The work is left-joined under the visibility rule,
 * so a hit that is no longer public keeps its row with a null `id` (the search engine reads
 * its page and these rows in one statement, and counts such drops).
 */
export const searchRowsOfHits = {
  issues: (hits: string, hitColumns: string, order: string) =>
    `select ${hitColumns}, ${ISSUE_SEARCH_COLUMNS}
       from ${hits} left join (${issueWorkFrom()}) on i.id = hit.id and ${PUBLIC_ISSUE}
      order by ${order}`,
  books: (hits: string, hitColumns: string, order: string) =>
    `select ${hitColumns}, ${BOOK_SEARCH_COLUMNS}
       from ${hits} left join (${bookWorkFrom()}) on b.id = hit.id and ${VISIBLE_BOOK}
      order by ${order}`,
  /** The rows of `publicBooks.searchViews`. */
  bookViews: (hits: string, hitColumns: string, order: string) =>
    `select ${hitColumns}, ${BOOK_VIEW_COLUMNS}
       from ${hits} left join (${bookWorkFrom()}) on b.id = hit.id and ${VISIBLE_BOOK}
      order by ${order}`,
};

export const publicIssues = {
  /** Rows `PublicIssueEntryRow`: `$1` limit, `$2` offset. */
  newest: entries('', '$1', '$2'),
  /** Rows `PublicIssueEntryRow` of books with genre `$1`; `$2` limit, `$3` offset. */
  byGenre: entries(
    'and exists (select 1 from book_genres g where g.book_id = b.id and g.genre = $1::text)',
    '$2',
    '$3',
  ),
  /** Rows `PublicIssueEntryRow` published by username `$1`; `$2` limit, `$3` offset. */
  byCreator: entries('and u.username = $1::text', '$2', '$3'),
  /** Rows `PublicIssueEntryRow`: the public issues among ids `$1` (any order). */
  byIds: statement(
    `select ${ENTRY_COLUMNS} from ${issueWorkFrom()} where i.id = any($1::int[]) and ${PUBLIC_ISSUE}`,
  ),
  /** Rows `PublicIssueSearchRow`: the public issues among the hits `$1`, in their order. */
  searchItems: statement(
    `select ${ISSUE_SEARCH_COLUMNS} from ${HITS} join (${issueWorkFrom()}) on i.id = hit.id
      where ${PUBLIC_ISSUE} order by hit.n`,
  ),
  /** Rows `PublicIssueArchiveRow`: the public issue `$1`. */
  archive: archive('i.id = $1'),
  /** Rows `PublicIssueArchiveRow`: the public issue number `$2` of book `$1`. */
  archiveByNumber: archive('i.book_id = $1 and i.issue_number = $2'),
  /** Rows `PublicIssueHeadRow`: the public issue number `$2` of book `$1`. */
  head: statement(
    `select ${ISSUE_COLUMNS}, ${creditsSql('i')} as credits
       from ${issueWorkFrom()} where i.book_id = $1 and i.issue_number = $2 and ${PUBLIC_ISSUE}`,
  ),
  /**
   * Rows `PublicIssueReaderRow`: issue number `$2` of the visible book `$1` when the viewer
   * `$3` (id or null) sees it: released, or their own (issues.policy.ts).
   */
  reader: statement(
    `select ${ISSUE_COLUMNS}, ${readerPagesSql('i')} as pages
       from ${issueWorkFrom()}
      where i.book_id = $1 and i.issue_number = $2 and ${VISIBLE_BOOK} and ${issueVisibleToSql('i', '$3')}`,
  ),
  /** Rows `PublicIssueProgressRow`: the public issue `$1`. On MikroORM's pool: it guards a write. */
  forProgress: statement(
    `select ${ISSUE_COLUMNS}, ${pageCountSql('i.id')} as page_count
       from ${issueWorkFrom()} where i.id = $1 and ${PUBLIC_ISSUE}`,
    { pool: 'orm' },
  ),
  /** Views of Issue: the latest public issues (released desc, id desc), `$1` at most. */
  latest: statement(
    `select ${columnsOf(Issue, 'i')} from ${issueWorkFrom()}
      where ${PUBLIC_ISSUE} order by i.release_at desc, i.id desc limit $1`,
  ),
  /** Rows `{ id }`: the ids among `$1` whose issue is public. */
  ids: statement(
    `select i.id from ${issueWorkFrom()} where i.id = any($1::int[]) and ${PUBLIC_ISSUE}`,
  ),
  /**
   * Rows `PublicIssueRecordingRow`: the public issues among ids `$1` with what a reading event
   * stores beside them (analytics: only public issues are counted).
   */
  forRecording: statement(
    `select i.id, i.book_id, b.publisher_id, ${pageCountSql('i.id')} as page_count
       from ${issueWorkFrom()} where i.id = any($1::int[]) and ${PUBLIC_ISSUE}`,
  ),
  /** Rows `{ key, content_type, width }`: page number `$2` of the public issue `$1`. */
  page: statement(
    `select pg.image_key as key, pg.image_content_type as content_type, pg.image_width as width
       from issue_pages pg join (${issueWorkFrom()}) on i.id = pg.issue_id
      where pg.issue_id = $1 and pg.page_number = $2 and ${PUBLIC_ISSUE}`,
  ),
  /**
   * Rows `WorkDocumentRow` of the issues `$1`, public or not (`visible`: a scheduled issue has
   * no document until released). MikroORM's pool: background sync jobs.
   */
  documents: statement(
    `select ${ISSUE_COLUMNS}, ${genresSql('b')} as genres, (${PUBLIC_ISSUE}) as visible,
            ${issuePopularitySql('i')} as popularity
       from ${issueWorkFrom()} where i.id = any($1::int[])`,
    { pool: 'orm' },
  ),
};

export const publicBooks = {
  /** Rows `PublicBookRow`: the visible books among ids `$1` (any order; notifications' subjects). */
  byIds: statement(
    `select ${BOOK_COLUMNS} from ${bookWorkFrom()} where b.id = any($1::int[]) and ${VISIBLE_BOOK}`,
  ),
  /** Rows `PublicBookHeadRow`: the visible book `$1`. */
  head: statement(
    `select ${BOOK_COLUMNS}, ${genresSql('b')} as genres from ${bookWorkFrom()}
      where b.id = $1 and ${VISIBLE_BOOK}`,
  ),
  /** Rows `PublicBookSearchRow`: the visible books among the hits `$1`, in their order. */
  searchItems: statement(
    `select ${BOOK_SEARCH_COLUMNS} from ${HITS} join (${bookWorkFrom()}) on b.id = hit.id
      where ${VISIBLE_BOOK} order by hit.n`,
  ),
  /**
   * Views of Book with `genre_array` and `total_issues` beside their columns (GraphQL book hits
   * and their cards): the visible books among `$1`, in no particular order. Beside a view the
   * aggregates keep the names the search tests look for in the statement's text.
   */
  searchViews: statement(
    `select ${BOOK_VIEW_COLUMNS} from ${bookWorkFrom()} where b.id = any($1::int[]) and ${VISIBLE_BOOK}`,
  ),
  /** Rows `WorkDocumentRow` of the books `$1`, visible or not. MikroORM's pool: sync jobs. */
  documents: statement(
    `select ${BOOK_COLUMNS}, ${genresSql('b')} as genres, (${VISIBLE_BOOK}) as visible,
            ${bookPopularitySql('b')} as popularity
       from ${bookWorkFrom()} where b.id = any($1::int[])`,
    { pool: 'orm' },
  ),
  /**
   * Rows `{ book_id, count }`: pages across the issues the viewer `$2` (id or null) sees of
   * each of the books `$1` (books without pages have no row). One grouped scan for a batch of
   * books (the details loaders), where `bookPageCountSql` would run once per book.
   */
  pageCounts: statement(
    `select i.book_id, count(pg.id)::int as count from issues i join issue_pages pg on pg.issue_id = i.id
      where i.book_id = any($1::int[]) and ${issueVisibleToSql('i', '$2')} group by i.book_id`,
  ),
};

const first = async <T>(found: Promise<T[]>): Promise<T | null> => (await found)[0] ?? null;

/** The public issues among `ids`, in the order of `ids`. */
export async function publicIssueEntries(
  db: Db,
  ids: readonly number[],
): Promise<PublicIssueEntryRow[]> {
  if (ids.length === 0) return [];
  const found = await rows<PublicIssueEntryRow>(db, publicIssues.byIds, [[...ids]]);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The visible books among `ids` (any order). */
export const publicBookRows = async (db: Db, ids: readonly number[]) =>
  ids.length > 0 ? rows<PublicBookRow>(db, publicBooks.byIds, [[...ids]]) : [];

/** The public issue to archive, by id or by (book id, issue number). */
export const publicIssueArchive = (
  db: Db,
  which: { issueId: number } | { bookId: number; issueNumber: number },
) =>
  first(
    'issueId' in which
      ? rows<PublicIssueArchiveRow>(db, publicIssues.archive, [which.issueId])
      : rows<PublicIssueArchiveRow>(db, publicIssues.archiveByNumber, [
          which.bookId,
          which.issueNumber,
        ]),
  );

export const publicIssueHead = (db: Db, bookId: number, issueNumber: number) =>
  first(rows<PublicIssueHeadRow>(db, publicIssues.head, [bookId, issueNumber]));

export const publicIssueForReader = (
  db: Db,
  bookId: number,
  issueNumber: number,
  viewerId: number | null,
) => first(rows<PublicIssueReaderRow>(db, publicIssues.reader, [bookId, issueNumber, viewerId]));

/** The public issues among `ids` as reading events store them (any order). */
export const publicIssuesForRecording = async (db: Db, ids: readonly number[]) =>
  ids.length > 0 ? rows<PublicIssueRecordingRow>(db, publicIssues.forRecording, [[...ids]]) : [];

export const publicIssueForProgress = (db: Db, issueId: number) =>
  first(rows<PublicIssueProgressRow>(db, publicIssues.forProgress, [issueId]));

export const publicBookHead = (db: Db, bookId: number) =>
  first(rows<PublicBookHeadRow>(db, publicBooks.head, [bookId]));

/** The search items of the hits that are still public, in the hits' order. */
export const publicBookSearchItems = async (db: Db, ids: readonly number[]) =>
  ids.length > 0 ? rows<PublicBookSearchRow>(db, publicBooks.searchItems, [[...ids]]) : [];
export const publicIssueSearchItems = async (db: Db, ids: readonly number[]) =>
  ids.length > 0 ? rows<PublicIssueSearchRow>(db, publicIssues.searchItems, [[...ids]]) : [];
