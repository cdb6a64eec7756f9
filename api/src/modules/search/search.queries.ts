import { columnsOf, isoSql, statement, type Statement } from '../../db/sql';
import { Book } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import { activeUserSql } from '../users/users.policy';
import { publicIssueSql, releasedIssueSql } from '../issues/issues.policy';

/**
 * Every SQL text of the search module. The index definitions stay in search.sql.ts: the
 * entities declare them, and this file imports an entity.
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

/** An engine statement: prepared on the search pool (the engine keeps one per distinct text). */
export const engineStatement = (text: string): Statement => statement(text, { pool: 'search' });

export const engineSql = {
  /** Rows `{ id, total }`: one page of hits and the number of matches ignoring paging. */
  page: (from: string, where: string, order: string, limit: string, offset: string) =>
    `select t.id, count(*) over () as total from ${from} ${where} order by ${order} limit ${limit} offset ${offset}`,
  /** Row `{ total }`: the number of matches, for a page past the last one. */
  total: (from: string, where: string) => `select count(*) as total from ${from} ${where}`,

  booksFrom: 'books t join users u on u.id = t.publisher_id',
  issuesFrom: 'issues t join books b on b.id = t.book_id join users u on u.id = b.publisher_id',
  usersFrom: 'users t',

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

  /** Text without words: literally in the title (`pattern` from containsPattern). */
  titleLike: (sql: Sql, pattern: string) => `t.title ilike ${sql.bind(pattern)}`,
  tsquery: (sql: Sql, tsquery: string) => `to_tsquery('simple', ${sql.bind(tsquery)})`,
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

  oldestFirst: 't.date_created asc, t.id asc',
  newestFirst: 't.date_created desc, t.id desc',
  ranked: (rank: string) => `${rank} desc, t.date_created desc, t.id desc`,
};

/**
 * SQL: the vocabulary word `term` (a lexeme) occurs in a public work's document: a visible
 * book, or a released issue of one. The trigger adds every work's words to `search_terms` and
 * never removes one, so a removed book's, a deactivated publisher's or a scheduled issue's
 * words are there too; this keeps them from being suggested.
 */
const publicTermSql = (term: string) =>
  `(exists (select 1 from books vb join users u on u.id = vb.publisher_id
             where vb.search_vector @@ plainto_tsquery('simple', ${term}) and ${visibleBookSql('vb', 'u')})
    or exists (select 1 from issues vi join books b on b.id = vi.book_id join users u on u.id = b.publisher_id
                where vi.search_vector @@ plainto_tsquery('simple', ${term}) and ${publicIssueSql('vi', 'b', 'u')}))`;

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

/** One S1 row as V1_BOOK_ROWS returns it (dates already ISO text). */
export interface V1BookRow {
  user_id: number;
  username: string;
  photo_key: string | null;
  book_id: number;
  book_title: string;
  url_slug: string;
  cover_key: string;
  description: string;
  status: string;
  last_updated: string | null;
  date_created: string;
  content_rating: string;
  genre_array: string[];
  total_issues: number;
  total_book_pages: number;
}

/** One S2 row as V1_ISSUE_ROWS returns it. */
export interface V1IssueRow {
  user_id: number;
  username: string;
  photo_key: string | null;
  issue_id: number;
  issue_title: string;
  description: string;
  cover_key: string;
  issue_number: number;
  date_created: string;
  book_id: number;
  book_title: string;
  status: string;
  url_slug: string;
  content_rating: string;
  genre_array: string[];
  total_issues: number;
  total_issue_pages: number;
}

/** S1 item from its row: the same keys, order and values as presentV1BookHit. */
/** The genres and released-issue total of a hit's book, selected with the hits (v1 items and GraphQL books). */
const BOOK_TOTALS = `coalesce((select array_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id), '{}') as genre_array,
          (select count(*)::int from issues ci where ci.book_id = b.id and ${releasedIssueSql('ci')}) as total_issues`;

// Each statement re-checks the visibility rule: an engine with its own index (Meilisearch)
// may still hold a book removed or a publisher deactivated a moment ago.

/** Rows for v1 (V1BookRow): the S1 items of the engine's visible ids, in their order. */
export const V1_BOOK_ROWS = statement(
  `select u.id as user_id, u.username, u.photo_key, b.id as book_id, b.title as book_title, b.url_slug, b.cover_key,
          b.description, b.status, ${isoSql('b.last_updated')} as last_updated, ${isoSql('b.date_created')} as date_created,
          b.content_rating, ${BOOK_TOTALS},
          (select count(*)::int from issues ci join issue_pages cp on cp.issue_id = ci.id
            where ci.book_id = b.id and ${releasedIssueSql('ci')}) as total_book_pages
     from unnest($1::int[]) with ordinality as hit(id, n)
     join books b on b.id = hit.id
     join users u on u.id = b.publisher_id
    where ${visibleBookSql('b', 'u')}
    order by hit.n`,
);

/** Rows for v1 (V1IssueRow): the S2 items of the engine's public ids, in their order. */
export const V1_ISSUE_ROWS = statement(
  `select u.id as user_id, u.username, u.photo_key, i.id as issue_id, i.title as issue_title, i.description, i.cover_key,
          i.issue_number, ${isoSql('i.date_created')} as date_created, b.id as book_id, b.title as book_title, b.status,
          b.url_slug, b.content_rating, ${BOOK_TOTALS},
          (select count(*)::int from issue_pages cp where cp.issue_id = i.id) as total_issue_pages
     from unnest($1::int[]) with ordinality as hit(id, n)
     join issues i on i.id = hit.id
     join books b on b.id = i.book_id
     join users u on u.id = b.publisher_id
    where ${publicIssueSql('i', 'b', 'u')}
    order by hit.n`,
);

/**
 * Book views with `genre_array` and `total_issues` beside their columns: GraphQL book hits
 * and what each result card shows (primed into the loaders, so the card fields send no
 * statements of their own). Visible books only, in no particular order.
 */
export const BOOKS_BY_ID = statement(
  `select ${columnsOf(Book, 'b')}, ${BOOK_TOTALS} from books b join users u on u.id = b.publisher_id
    where b.id = any($1::int[]) and ${visibleBookSql('b', 'u')}`,
);

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

/** A row of MEILI_BOOKS or MEILI_ISSUES: a work with what its document holds. */
export interface MeiliWorkRow {
  id: number;
  book_id: number;
  title: string;
  description: string;
  status: string;
  content_rating: string;
  date_created: Date | string;
  publisher_id: number;
  username: string;
  genres: string[] | null;
  /** Only visible works (books and released issues) have documents. */
  visible: boolean;
}

/** `visible`: the book's rule, and `also` (an issue's release) when given. */
const workColumns = (
  also?: string,
) => `b.status, b.content_rating, u.id as publisher_id, u.username,
  (${visibleBookSql('b', 'u')}${also ? ` and ${also}` : ''}) as visible,
  (select array_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id) as genres`;

const idsAfter = (table: 'books' | 'issues' | 'users') =>
  statement(`select id from ${table} where id > $1 order by id limit $2`, { pool: 'orm' });

export const meiliQueries = {
  /** Rows `{ id }`: the next `$2` ids after `$1` of a table, for the full reindex. */
  idsAfter: { books: idsAfter('books'), issues: idsAfter('issues'), users: idsAfter('users') },
  /** Rows (MeiliWorkRow) of the books `$1`. */
  books: statement(
    `select b.id, b.id as book_id, b.title, b.description, b.date_created, ${workColumns()}
       from books b join users u on u.id = b.publisher_id where b.id = any($1::int[])`,
    { pool: 'orm' },
  ),
  /**
   * Rows (MeiliWorkRow) of the issues `$1`; a scheduled issue is not `visible` (no document)
   * until released: the release job re-syncs its book (publish/release.jobs.ts).
   */
  issues: statement(
    `select i.id, i.book_id, i.title, i.description, i.date_created, ${workColumns(releasedIssueSql('i'))}
       from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id
      where i.id = any($1::int[])`,
    { pool: 'orm' },
  ),
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
