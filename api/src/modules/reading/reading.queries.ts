import {
  columnsOf,
  type Db,
  rows,
  type Statement,
  statement,
  toEntity,
  toView,
} from '../../db/sql';
import { fromMicros, micros, sliceValues } from '../../shared/keyset-sql';
import type { KeyedRow, ListSlice } from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import type { CreditRoleEnum } from '../credits/work-credit.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { issueVisibleToSql } from '../issues/issues.policy';
import type { CreditRow } from '../issues/issues.queries';
import {
  bookWorkFrom,
  issueWorkFrom,
  publicBooks,
  genresSql,
  publicIssueForReader,
} from '../issues/public-works.queries';
import type { PublicIssueReaderRow } from '../issues/public-works.rows';
import { User, type UserView } from '../users/user.entity';

/** The v1 reader's row (R2): a statement of the public-works family. */
export type ReaderIssueRow = PublicIssueReaderRow;

/** Which relations of a book to load with it (see ReadingService.findBookDetails). */
export interface BookDetailsWanted {
  genres: boolean;
  issues: boolean;
  credits: boolean;
}

/** A visible book (with its publisher's view) and the relations asked for (undefined when not asked). */
export interface BookDetails {
  book: BookView & { publisher: UserView };
  genres?: string[];
  issues?: IssueView[];
  credits?: CreditRow[];
}

/** SQL: the credit `wc` is on an issue the viewer bound at `param` sees (issues.policy.ts). */
const creditSeenSql = (wc: string, param: string): string =>
  `exists (select 1 from issues ci where ci.id = ${wc}.issue_id and ${issueVisibleToSql('ci', param)})`;

/**
 * The details page and a user's lists, each one prepared statement (the v1 reader and page
 * counts are statements of the public-works family: issues/public-works.queries.ts).
 */
export const readingQueries = {
  /** A visible book with its publisher's columns as JSON: run as entities (`visibleBook`). */
  visibleBookById: statement(
    `select ${columnsOf(Book, 'b')}, row_to_json(u) as publisher_row
       from books b
       join lateral (select ${columnsOf(User, 'x')} from users x where x.id = b.publisher_id) u on true
      where b.id = $1 and ${visibleBookSql('b', 'u')}`,
  ),

  /**
   * An issue the viewer bound at `$3` sees (`$1` book, `$2` issue number) with its visible
   * book's and publisher's columns as JSON: run as views (`issueWithBook`). The ORM's
   * findOne of the same took a fifth of the issue details page's CPU building its query.
   */
  issueWithBook: statement(
    `select ${columnsOf(Issue, 'i')}, row_to_json(bk) as book_row, row_to_json(u) as publisher_row
       from books b
       join lateral (select ${columnsOf(User, 'x')} from users x where x.id = b.publisher_id) u on true
       join lateral (select ${columnsOf(Book, 'y')} from books y where y.id = b.id) bk on true
       join issues i on i.book_id = b.id and i.issue_number = $2
      where b.id = $1 and ${visibleBookSql('b', 'u')} and ${issueVisibleToSql('i', '$3')}`,
  ),

  /**
   * The details page in one statement: the visible book and its publisher, and on request
   * (`$2` genres, `$3` issues, `$4` credits; a CASE runs its sub-select only when asked) its
   * genres, its issues and its credits, as JSON; run as views (`bookDetails`). Same columns and
   * orders as the loaders' statements (booksQueries.genresByBook and issuesByBook,
   * issuesQueries.creditsByBook). Credits come as `[role, creator id]` pairs and each credited
   * user once (other than the publisher): a user usually has a credit on every issue, and
   * their row is the bulk of the JSON to parse. Users are looked up by id per credit (a
   * sub-select, a lateral join): a plain join let the planner merge-join the users index from
   * its start up to the highest credited id. It stays outside the public-works family on
   * purpose: one statement that primes six loaders took the details page from 463 to 675 req/s
   * (docs/scaling.md); its genres come from the family's `genresSql`.
   */
  bookDetails: statement(
    // `$5`: the viewer (id or null); their scheduled issues and the credits on them come too.
    `select ${columnsOf(Book, 'b')}, row_to_json(u) as publisher_row,
            case when $2::boolean then ${genresSql('b')} end as genres_json,
            case when $3::boolean then
              coalesce((select json_agg(i order by i.issue_number)
                          from (select ${columnsOf(Issue, 'x')} from issues x
                                 where x.book_id = b.id and ${issueVisibleToSql('x', '$5')}) i), '[]')
            end as issues_json,
            case when $4::boolean then
              coalesce((select json_agg(json_build_array(wc.role, wc.creator_id)
                                        order by wc.role, (select x.username from users x where x.id = wc.creator_id))
                          from work_credits wc where wc.book_id = b.id and ${creditSeenSql('wc', '$5')}), '[]')
            end as credits_json,
            case when $4::boolean then
              coalesce((select json_agg(c)
                          from (select distinct wc.creator_id from work_credits wc
                                 where wc.book_id = b.id and wc.creator_id <> b.publisher_id
                                   and ${creditSeenSql('wc', '$5')}) d
                          join lateral (select ${columnsOf(User, 'x')} from users x where x.id = d.creator_id) c on true), '[]')
            end as creators_json
       from books b
       join lateral (select ${columnsOf(User, 'x')} from users x where x.id = b.publisher_id) u on true
      where b.id = $1 and ${visibleBookSql('b', 'u')}`,
  ),

  /**
   * A user's visible books, newest first (created desc, id desc), by keyset and/or offset:
   * `$1` the publisher, `$2`/`$3` the (microseconds, id) to start after or null, `$4` limit,
   * `$5` offset. Rows of `columnsOf(Book)` plus `created_us`, run as views (`userBooksPage`).
   */
  userBooks: statement(
    `select ${columnsOf(Book, 'b')}, ${micros('b.date_created')} as created_us
       from ${bookWorkFrom()}
      where b.publisher_id = $1 and ${visibleBookSql('b', 'u')}
        and ($2::bigint is null or (b.date_created, b.id) < (${fromMicros('$2')}, $3::int))
      order by b.date_created desc, b.id desc limit $4 offset $5`,
  ),
  /** Rows `{ count }`: the size of `userBooks`'s list. */
  userBooksCount: statement(
    `select count(*)::int as count from ${bookWorkFrom()}
      where b.publisher_id = $1 and ${visibleBookSql('b', 'u')}`,
  ),
  /**
   * A user's issues in their visible books, newest first (created desc, id desc); arguments as
   * `userBooks`, `$6` the viewer (id or null: their scheduled issues come too). Rows of
   * `columnsOf(Issue)` plus `created_us`, run as views (`userIssuesPage`).
   */
  userIssues: statement(
    `select ${columnsOf(Issue, 'i')}, ${micros('i.date_created')} as created_us
       from ${issueWorkFrom()}
      where b.publisher_id = $1 and ${visibleBookSql('b', 'u')} and ${issueVisibleToSql('i', '$6')}
        and ($2::bigint is null or (i.date_created, i.id) < (${fromMicros('$2')}, $3::int))
      order by i.date_created desc, i.id desc limit $4 offset $5`,
  ),
  /** Rows `{ count }`: the size of `userIssues`'s list (`$2` the viewer). */
  userIssuesCount: statement(
    `select count(*)::int as count
       from ${issueWorkFrom()}
      where b.publisher_id = $1 and ${visibleBookSql('b', 'u')} and ${issueVisibleToSql('i', '$2')}`,
  ),
};

/** A visible book with its publisher as managed entities (both registered from the row), or null. */
export async function visibleBook(db: Db, bookId: number): Promise<Book | null> {
  const [row] = await rows<Record<string, unknown>>(db, readingQueries.visibleBookById, [bookId]);
  if (!row) return null;
  const { publisher_row: publisher, ...book } = row;
  toEntity(db, User, publisher as Record<string, unknown>);
  return toEntity(db, Book, book);
}

/** The v1 book record's book: a visible book with its publisher, as views (nothing hydrated), or null. */
export async function visibleBookView(
  db: Db,
  bookId: number,
): Promise<(BookView & { publisher: UserView }) | null> {
  const [row] = await rows<Record<string, unknown>>(db, readingQueries.visibleBookById, [bookId]);
  if (!row) return null;
  // The view takes its columns from the row and ignores the publisher's JSON beside it.
  const book = toView<BookView & { publisher: UserView }>(db, Book, row);
  book.publisher = toView<UserView>(db, User, row.publisher_row as Record<string, unknown>);
  return book;
}

/** An issue's GraphQL details: the issue, its book and the book's publisher, as views. */
export interface IssueWithBook {
  issue: IssueView;
  book: BookView;
  publisher: UserView;
}

/** The issue the viewer sees with its book and publisher as views, or null (issueWithBook). */
export async function issueWithBook(
  db: Db,
  bookId: number,
  issueNumber: number,
  viewerId: number | null,
): Promise<IssueWithBook | null> {
  const [row] = await rows<Record<string, unknown>>(db, readingQueries.issueWithBook, [
    bookId,
    issueNumber,
    viewerId,
  ]);
  if (!row) return null;
  const { book_row: book, publisher_row: publisher } = row as Record<
    string,
    Record<string, unknown>
  >;
  return {
    issue: toView<IssueView>(db, Issue, row),
    book: toView<BookView>(db, Book, book),
    publisher: toView<UserView>(db, User, publisher),
  };
}

/** The details page's book and the relations asked for, as views, or null when not visible. */
export async function bookDetails(
  db: Db,
  bookId: number,
  wanted: BookDetailsWanted,
  viewerId: number | null,
): Promise<BookDetails | null> {
  const [row] = await rows<Record<string, unknown>>(db, readingQueries.bookDetails, [
    bookId,
    wanted.genres,
    wanted.issues,
    wanted.credits,
    viewerId,
  ]);
  if (!row) return null;
  // The book's view takes its columns from the row and ignores the JSON beside them.
  const {
    publisher_row: publisher,
    genres_json: genres,
    issues_json: issues,
    credits_json: credits,
    creators_json: creators,
  } = row as Record<string, unknown> & {
    genres_json: string[] | null;
    issues_json: Record<string, unknown>[] | null;
    credits_json: [CreditRoleEnum, number][] | null;
    creators_json: Record<string, unknown>[] | null;
  };
  const book = toView<BookDetails['book']>(db, Book, row);
  // The view refers to its publisher by id; the statement loaded the whole row.
  book.publisher = toView<UserView>(db, User, publisher as Record<string, unknown>);
  return {
    book,
    genres: genres ?? undefined,
    issues: issues?.map((r) => toView<IssueView>(db, Issue, r)),
    credits: credits ? creditsOf(db, credits, creators ?? [], book.publisher) : undefined,
  };
}

/** `[role, creator id]` pairs with their users: one view per user, the publisher's included. */
function creditsOf(
  db: Db,
  pairs: [CreditRoleEnum, number][],
  creators: Record<string, unknown>[],
  publisher: UserView,
): CreditRow[] {
  const users = new Map<number, UserView>([[publisher.id, publisher]]);
  for (const row of creators) {
    const user = toView<UserView>(db, User, row);
    users.set(user.id, user);
  }
  return pairs.map(([role, id]) => ({ role, creator: users.get(id) as UserView }));
}

/** The v1 reader's row for an issue the viewer (`viewerIdOf`) sees, or null. */
export async function readerIssue(
  db: Db,
  bookId: number,
  issueNumber: number,
  viewerId: number | null,
): Promise<ReaderIssueRow | null> {
  return publicIssueForReader(db, bookId, issueNumber, viewerId);
}

/** Pages across the issues the viewer sees of each book that has any. */
export function pageCountsOfBooks(
  db: Db,
  bookIds: readonly number[],
  viewerId: number | null,
): Promise<{ book_id: number; count: number }[]> {
  return rows(db, publicBooks.pageCounts, [[...bookIds], viewerId]);
}

async function keyedViews<T extends { id: number }>(
  db: Db,
  entity: typeof Book | typeof Issue,
  st: Statement,
  userId: number,
  slice: ListSlice,
  extra: unknown[] = [],
): Promise<KeyedRow<T>[]> {
  const found = await rows<Record<string, unknown> & { created_us: string | number }>(db, st, [
    userId,
    ...sliceValues(slice),
    ...extra,
  ]);
  return found.map((row) => {
    const node = toView<T>(db, entity, row);
    return { node, createdMicros: Number(row.created_us), id: node.id };
  });
}

async function countOf(db: Db, st: Statement, userId: number, extra: unknown[] = []) {
  const [row] = await rows<{ count: number }>(db, st, [userId, ...extra]);
  return row?.count ?? 0;
}

/** A slice of a user's visible books, newest first, as views with their keyset positions. */
export const userBooksPage = (db: Db, userId: number, slice: ListSlice) =>
  keyedViews<BookView>(db, Book, readingQueries.userBooks, userId, slice);
export const userBooksCount = (db: Db, userId: number) =>
  countOf(db, readingQueries.userBooksCount, userId);

/**
 * A slice of a user's issues in visible books that the viewer (`viewerIdOf`) sees, newest
 * first, as views with their positions.
 */
export const userIssuesPage = (db: Db, userId: number, slice: ListSlice, viewerId: number | null) =>
  keyedViews<IssueView>(db, Issue, readingQueries.userIssues, userId, slice, [viewerId]);
export const userIssuesCount = (db: Db, userId: number, viewerId: number | null) =>
  countOf(db, readingQueries.userIssuesCount, userId, [viewerId]);
