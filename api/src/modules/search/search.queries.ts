import { statement, type Statement } from '../../db/sql';
import { visibleBookSql } from '../books/books.policy';
import { activeUserSql } from '../users/users.policy';
import { releasedIssueSql } from '../issues/issues.policy';
import {
  bookWorkFrom,
  issueWorkFrom,
  publicBooks,
  publicIssues,
} from '../issues/public-works.queries';
import type { WorkDocumentRow } from '../issues/public-works.rows';
import type { HitRowsSql } from './search-provider';
import { bookPopularitySql, issuePopularitySql } from '../reactions/popularity.sql';

/**
 * Every SQL text of the search module. The index definitions stay in search.sql.ts: the
 * entities declare them, and this file imports entities (through the public-works family).
 *
 * The engine's statements below stay bespoke: their text is assembled per filter set and
 * prepared once per distinct text, and their ranking and keyset are tuned against the
 * benchmark (docs/scaling.md). They take their joins from the public-works family; the items
 * of the hits are the family's statements.
 */

// --- The PostgreSQL engine (search pool) ----------------------------------------------------
// Each search's text is assembled from the fixed fragments below: values only ever appear as
// `$n` placeholders (arrays as one array parameter), so the text depends only on which
// filters are present and each distinct text is prepared once per connection.
// Aliases: `t` is the searched row (book, issue or user), `b` the book, `u` its publisher.

/** Collects the parameters and the conditions while a search's text is assembled. */
export class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  /** The where clause of the conditions so far ('' without any). */
  whereClause(): string {
    return this.where.length > 0 ? `where ${this.where.join(' and ')}` : '';
  }
}

/**
 * Builds the rank expression when the order uses it: a prepared statement may not carry a
 * parameter its text never references (PostgreSQL cannot type it).
 */
export type RankBuilder = (sql: Sql) => string;

/** A key of a search's order: an expression and its direction. */
export type OrderKey = readonly [expression: string, direction: 'asc' | 'desc'];

const NEWEST_FIRST: OrderKey[] = [
  ['t.date_created', 'desc'],
  ['t.id', 'desc'],
];

/** An engine statement: prepared on the search pool (the engine keeps one per distinct text). */
export const engineStatement = (text: string): Statement => statement(text, { pool: 'search' });

export const engineSql = {
  /** Rows `{ id, total }`: one page of hits and the number of matches ignoring paging. */
  page: (from: string, where: string, order: string, limit: string, offset: string) =>
    `select t.id, count(*) over () as total from ${from} ${where} order by ${order} limit ${limit} offset ${offset}`,
  /**
   * Rows `{ hit_total, ...row }`: one page of hits with each hit's row from `rowsOf` (the
   * public-works family's `searchRowsOfHits`), in one statement. The order's keys are selected
   * beside the ids, so the outer order is the inner one by the same values (the id makes it
   * total). A hit whose work is no longer public has a row with a null `id`.
   */
  pageWithRows: (
    from: string,
    where: string,
    keys: readonly OrderKey[],
    limit: string,
    offset: string,
    rowsOf: HitRowsSql,
  ) =>
    rowsOf(
      `(select t.id, count(*) over () as total, ${keys.map(([e], k) => `${e} as k${k}`).join(', ')}
          from ${from} ${where} order by ${keys.map(([, d], k) => `k${k} ${d}`).join(', ')}
         limit ${limit} offset ${offset}) hit`,
      'hit.total as hit_total',
      keys.map(([, d], k) => `hit.k${k} ${d}`).join(', '),
    ),
  /** Row `{ total }`: the number of matches, for a page past the last one. */
  total: (from: string, where: string) => `select count(*) as total from ${from} ${where}`,

  booksFrom: bookWorkFrom('t'),
  issuesFrom: issueWorkFrom('t'),
  usersFrom: 'users t',
  /**
   * The search tables (see the search-tables migration): one narrow row per book or issue
   * with its words, its book's status, rating, genres and visibility, copied by triggers on
   * every write. A text search reads only these: words, status and genres meet in one GIN
   * scan, so the rank, the exclusions and the exact count only touch the final rows.
   */
  bookSearchFrom: 'book_search t',
  issueSearchFrom: 'issue_search t',
  /**
   * The book's visibility (books.policy.ts `visibleBookSql`) as the triggers stored it;
   * with `not removed` (in releasedIssue) it is the predicate of the tables' GIN indexes.
   */
  searchVisible: 't.visible',

  visibleWork: (book: string) => visibleBookSql(book, 'u'),
  /**
   * Scheduled issues are found by nobody, their creator included, until released: results
   * are cached and shared by every viewer (issues.policy.ts).
   */
  releasedIssue: releasedIssueSql('t'),
  activeUser: activeUserSql('t'),
  /** lower() lets the unique index find the row; the second test keeps the match exact. */
  username: (sql: Sql, user: string, username: string) => [
    `lower(${user}.username) = lower(${sql.bind(username)})`,
    `${user}.username = ${sql.bind(username)}`,
  ],
  status: (sql: Sql, book: string, status: string) => `${book}.status = ${sql.bind(status)}`,
  contentRatings: (sql: Sql, book: string, ratings: string[]) =>
    `${book}.content_rating = any(${sql.bind(ratings)}::text[])`,
  withGenres: (sql: Sql, book: string, genres: string[]) =>
    `exists (select 1 from book_genres g where g.book_id = ${book}.id and g.genre = any(${sql.bind(genres)}::text[]))`,
  withoutGenres: (sql: Sql, book: string, genres: string[]) =>
    `not exists (select 1 from book_genres g where g.book_id = ${book}.id and g.genre = any(${sql.bind(genres)}::text[]))`,
  /** The search tables' copy of the book's genres (never null: no genre is `{}`). */
  withGenresCopied: (sql: Sql, genres: string[]) => `t.genres && ${sql.bind(genres)}::text[]`,
  withoutGenresCopied: (sql: Sql, genres: string[]) =>
    `not (t.genres && ${sql.bind(genres)}::text[])`,

  /** Text without words: literally in the title (`pattern` from containsPattern). */
  titleLike: (sql: Sql, pattern: string) => `t.title ilike ${sql.bind(pattern)}`,
  /**
   * A sub-select, so it is computed once per execution: after five runs PostgreSQL keeps a
   * prepared statement's generic plan, where a bare `to_tsquery($n)` is not folded to a
   * constant and was parsed again for every row rechecked and ranked (a third of the time).
   */
  tsquery: (sql: Sql, tsquery: string) => `(select to_tsquery('simple', ${sql.bind(tsquery)}))`,
  matches: (tsquery: string) => `t.search_vector @@ ${tsquery}`,
  /** Title words weigh more than description words (weights A and B of the document). */
  textRank: (tsquery: string) => `ts_rank(t.search_vector, ${tsquery})`,

  /** The users' search text, bound once and used by the match and the rank. */
  userText: (sql: Sql, q: string) => `${sql.bind(q)}::text`,
  /** The username contains the text literally, or a word of it is close (pg_trgm). */
  userMatches: (sql: Sql, text: string, containsPattern: string) =>
    `(t.username ilike ${sql.bind(containsPattern)} or ${text} <% t.username)`,
  /** Prefix matches first, then closeness. */
  userRank: (sql: Sql, text: string, prefixPattern: string) =>
    `((t.username ilike ${sql.bind(prefixPattern)})::int + word_similarity(${text}, t.username))`,

  oldestFirst: [
    ['t.date_created', 'asc'],
    ['t.id', 'asc'],
  ] as OrderKey[],
  /** Most popular first (reactions/popularity.sql.ts), then newest. */
  popularBooksFirst: [[bookPopularitySql('t'), 'desc'], ...NEWEST_FIRST] as OrderKey[],
  popularIssuesFirst: [[issuePopularitySql('t'), 'desc'], ...NEWEST_FIRST] as OrderKey[],
  newestFirst: NEWEST_FIRST,
  ranked: (rank: string): OrderKey[] => [[rank, 'desc'], ...NEWEST_FIRST],
  /** The order clause of `keys`. */
  orderBy: (keys: readonly OrderKey[]) => keys.map(([e, d]) => `${e} ${d}`).join(', '),
};

/**
 * SQL: the vocabulary word `term` (a lexeme) occurs in a public work's document: a visible
 * book, or a released issue of one. The trigger adds every work's words to `search_terms` and
 * never removes one, so a removed book's, a deactivated publisher's or a scheduled issue's
 * words are there too; this keeps them from being suggested. It probes the search tables'
 * GIN indexes, whose `visible` is the book's rule (as in `searchVisible`).
 */
const publicTermSql = (term: string) =>
  `(exists (select 1 from book_search vb
             where vb.search_vector @@ plainto_tsquery('simple', ${term}) and vb.visible)
    or exists (select 1 from issue_search vi
                where vi.search_vector @@ plainto_tsquery('simple', ${term}) and vi.visible
                  and ${releasedIssueSql('vi')}))`;

/** How many of the closest vocabulary words are checked against the public works per query word. */
const VOCABULARY_CANDIDATES = 20;

/**
 * Rows `{ word, known, similar }`. For each query word: is it (a prefix of) a vocabulary word
 * (a byte-wise range on the `text_pattern_ops` index: every string that starts with the word
 * sorts between it and the word followed by the highest code point), and only if not, the
 * public words closest to it by trigram similarity (pg_trgm's threshold, at most three,
 * among the closest VOCABULARY_CANDIDATES words). `known` reads the whole vocabulary: a word
 * only hidden works hold is then left as typed and matches nothing public, while checking
 * every prefix against the works cost 20-45 % of uncached search throughput
 * (docs/scaling.md).
 */
export const VOCABULARY = statement(
  `select q.word, k.known,
          case when k.known then '{}'::text[]
               else array(select c.term
                            from (select t.term, similarity(t.term, q.word) as score from search_terms t
                                   where t.term % q.word order by score desc, t.term limit ${VOCABULARY_CANDIDATES}) c
                           where ${publicTermSql('c.term')}
                           order by c.score desc, c.term limit 3) end as similar
     from unnest($1::text[]) as q(word)
     cross join lateral (
       select exists (select 1 from search_terms t
                       where t.term ~>=~ q.word and t.term ~<~ (q.word || chr(1114111))) as known
     ) k`,
  { pool: 'search' },
);

// --- Loading the hits (read pool) -------------------------------------------------------------
// The items of the hits are statements of the public-works family (issues/public-works.queries.ts:
// `publicBooks.searchItems`, `publicIssues.searchItems`, `publicBooks.searchViews`). Each
// re-checks the visibility rule: an engine with its own index (Meilisearch) may still hold a
// book removed or a publisher deactivated a moment ago.

/**
 * Rows `{ publisher_id, subscribers }` (a bigint, so text): the v1 users items' subscriber
 * counts. Subscribers that are themselves deactivated are not counted (they vanish from lists).
 */
export const SUBSCRIBERS_BY_PUBLISHER = statement(
  `select s.publisher_id, count(*) as subscribers from subscriptions s join users u on u.id = s.subscriber_id
    where s.publisher_id = any($1::int[]) and ${activeUserSql('u')} group by s.publisher_id`,
  { pool: 'orm' },
);

// --- The Meilisearch engine's documents (ORM connection: background sync jobs) ---------------

/** A row of a work's document: `publicBooks.documents` or `publicIssues.documents`. */
export type MeiliWorkRow = WorkDocumentRow;

const idsAfter = (table: 'books' | 'issues' | 'users') =>
  statement(`select id from ${table} where id > $1 order by id limit $2`, { pool: 'orm' });

export const meiliQueries = {
  /** Rows `{ id }`: the next `$2` ids after `$1` of a table, for the full reindex. */
  idsAfter: { books: idsAfter('books'), issues: idsAfter('issues'), users: idsAfter('users') },
  /** Rows (MeiliWorkRow) of the books `$1`. */
  books: publicBooks.documents,
  /**
   * Rows (MeiliWorkRow) of the issues `$1`; a scheduled issue is not `visible` (no document)
   * until released: the release job re-syncs its book (releases/releases.jobs.ts).
   */
  issues: publicIssues.documents,
  /** Rows `{ id }`: the issues of the books `$1`. */
  issuesOfBooks: statement('select id from issues where book_id = any($1::int[])', {
    pool: 'orm',
  }),
  /** Rows `{ id, username, active, date_created }` of the users `$1` (deactivated ones too). */
  users: statement(
    'select id, username, active, date_created from users where id = any($1::int[])',
    {
      pool: 'orm',
    },
  ),
  /** Rows `{ id }`: the books of the publisher `$1`. */
  booksOf: statement('select id from books where publisher_id = $1', { pool: 'orm' }),
};
