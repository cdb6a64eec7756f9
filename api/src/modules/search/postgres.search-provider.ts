import type { EntityManager } from '@mikro-orm/postgresql';
import { dbOf, rows as runRows, statement, type ReadPools, type Statement } from '../../db/sql';
import type { SearchHits, SearchProvider, SearchQuery } from './search-provider';

/** Words of the query for the full-text clause: letters and digits only, so no tsquery syntax survives. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * The tsquery of the words: each word a prefix, all words required. A word that the
 * vocabulary corrected becomes the alternatives it was corrected to, e.g.
 * `(detective:*) & agency:*`. Only letters and digits reach it (see queryWords).
 */
export function prefixTsQuery(
  words: string[],
  corrections: Map<string, string[]> = new Map(),
): string {
  return words
    .map((word) => {
      const alternatives = corrections.get(word);
      if (!alternatives || alternatives.length === 0) return `${word}:*`;
      // A vocabulary word may hold punctuation ("spider-man"): its letter runs, all required.
      return `(${alternatives
        .map((a) =>
          queryWords(a)
            .map((w) => `${w}:*`)
            .join(' & '),
        )
        .join(' | ')})`;
    })
    .join(' & ');
}

/** The text as a LIKE pattern that matches it literally anywhere: `%`, `_` and `\` are escaped. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Words this short or with digits are never corrected (a typo there has no meaning to recover). */
const correctable = (word: string) => word.length >= 3 && !/\p{N}/u.test(word);

/**
 * For each correctable query word: is it (a prefix of) a known word (a byte-wise range on
 * the `text_pattern_ops` index: every string that starts with the word sorts between it and
 * the word followed by the highest code point), and only if not, the known words closest to
 * it by trigram similarity (pg_trgm's threshold, at most three).
 */
const VOCABULARY = statement(
  `select q.word, k.known,
          case when k.known then '{}'::text[]
               else array(select t.term from search_terms t where t.term % q.word
                           order by similarity(t.term, q.word) desc, t.term limit 3) end as similar
     from unnest($1::text[]) as q(word)
     cross join lateral (
       select exists (select 1 from search_terms t
                       where t.term ~>=~ q.word and t.term ~<~ (q.word || chr(1114111))) as known
     ) k`,
  { pool: 'search' },
);

/**
 * Collects parameters while the SQL is assembled from fixed fragments: values only ever
 * appear as `$n` placeholders (arrays as one array parameter), so the text depends only on
 * which filters are present and each distinct text is prepared once per connection.
 */
class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/**
 * Builds the rank expression when the order uses it: a prepared statement may not carry a
 * parameter its text never references (PostgreSQL cannot type it).
 */
type RankBuilder = (sql: Sql) => string;

/**
 * PostgreSQL search: full-text (`simple` dictionary, each word a prefix, title weighted
 * above description, ranked by `ts_rank`), served by the GIN index on the stored document.
 * Typos are corrected per word against the vocabulary of indexed words (`search_terms`,
 * trigram similarity) before the one full-text query runs. Text without letters or digits
 * (`%`, `#`) is matched literally in the title. The document and the vocabulary are kept
 * current by triggers, so there is nothing to sync (`indexChanged` is a no-op).
 */
export class PostgresSearchProvider implements SearchProvider {
  readonly name = 'postgres' as const;
  /** Prepared statements by SQL text (a few dozen shapes: one per combination of filters). */
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly pools: ReadPools) {}

  async indexChanged(): Promise<void> {
    // The GIN indexes and the vocabulary trigger follow every write.
  }

  async start(): Promise<void> {}

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    const sql = new Sql();
    const { from, rank } =
      query.kind === 'users' ? this.users(sql, query) : await this.works(em, sql, query);
    const where = sql.where.length > 0 ? `where ${sql.where.join(' and ')}` : '';
    const whereParams = [...sql.params];
    const order = this.order(sql, query, rank).join(', ');
    const offset = (query.page - 1) * query.limit;
    const rows = await this.rows<{ id: number; total: string }>(
      em,
      `select t.id, count(*) over () as total from ${from} ${where} order by ${order} limit ${sql.bind(query.limit)} offset ${sql.bind(offset)}`,
      sql.params,
    );
    if (rows.length > 0)
      return { ids: rows.map((r) => Number(r.id)), totalCount: Number(rows[0].total) };
    if (offset === 0) return { ids: [], totalCount: 0 };
    // Past the last page: the window count has no row to ride on.
    const counted = await this.rows<{ total: string }>(
      em,
      `select count(*) as total from ${from} ${where}`,
      whereParams,
    );
    return { ids: [], totalCount: Number(counted[0].total) };
  }

  /** Runs `text` as a prepared statement (or inside `em`'s transaction, if it has one). */
  private rows<T extends { [column: string]: unknown }>(
    em: EntityManager,
    text: string,
    values: unknown[],
  ): Promise<T[]> {
    let prepared = this.statements.get(text);
    if (!prepared) {
      prepared = statement(text, { pool: 'search' });
      this.statements.set(text, prepared);
    }
    return runRows<T>(dbOf(em, { pools: this.pools }), prepared, values);
  }

  /** Books or issues: `t` is the book or the issue, `b` the book, `u` the publisher. */
  private async works(
    em: EntityManager,
    sql: Sql,
    query: SearchQuery,
  ): Promise<{ from: string; rank?: RankBuilder }> {
    const issues = query.kind === 'issues';
    const from = issues
      ? 'issues t join books b on b.id = t.book_id join users u on u.id = b.publisher_id'
      : 'books t join users u on u.id = t.publisher_id';
    const b = issues ? 'b' : 't';
    // Removed books and deactivated publishers vanish from search (DESIGN data rules).
    sql.where.push(`not ${b}.removed`, 'u.active');
    if (query.username !== undefined) {
      // lower() lets the unique index find the publisher; the second test keeps the match exact.
      sql.where.push(
        `lower(u.username) = lower(${sql.bind(query.username)})`,
        `u.username = ${sql.bind(query.username)}`,
      );
    }
    if (query.status) sql.where.push(`${b}.status = ${sql.bind(query.status)}`);
    if (query.contentRatings && query.contentRatings.length > 0) {
      sql.where.push(`${b}.content_rating = any(${sql.bind(query.contentRatings)}::text[])`);
    }
    if (query.includeGenres && query.includeGenres.length > 0) {
      sql.where.push(
        `exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(${sql.bind(query.includeGenres)}::text[]))`,
      );
    }
    if (query.excludeGenres && query.excludeGenres.length > 0) {
      sql.where.push(
        `not exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(${sql.bind(query.excludeGenres)}::text[]))`,
      );
    }
    return { from, rank: await this.textClause(em, sql, query.q) };
  }

  private users(sql: Sql, query: SearchQuery): { from: string; rank?: RankBuilder } {
    if (!query.includeDeactivated) sql.where.push('t.active');
    if (query.username !== undefined) {
      // lower() lets the unique index find the row; the second test keeps the match exact.
      sql.where.push(
        `lower(t.username) = lower(${sql.bind(query.username)})`,
        `t.username = ${sql.bind(query.username)}`,
      );
    }
    const q = query.q?.trim();
    if (!q) return { from: 'users t' };
    const text = `${sql.bind(q)}::text`;
    sql.where.push(`(t.username ilike ${sql.bind(containsPattern(q))} or ${text} <% t.username)`);
    // Prefix matches first, then closeness.
    const rank: RankBuilder = (s) =>
      `((t.username ilike ${s.bind(containsPattern(q).slice(1))})::int + word_similarity(${text}, t.username))`;
    return { from: 'users t', rank };
  }

  /**
   * Adds the text clause of books and issues (if any) and returns the rank expression:
   * every word (corrected when it is a typo) as a prefix in the stored full-text document
   * (title or description); text without words literally in the title.
   */
  private async textClause(
    em: EntityManager,
    sql: Sql,
    rawQ: string | undefined,
  ): Promise<RankBuilder | undefined> {
    const q = rawQ?.trim();
    if (!q) return undefined;
    const words = queryWords(q);
    if (words.length === 0) {
      sql.where.push(`t.title ilike ${sql.bind(containsPattern(q))}`);
      return undefined;
    }
    const tsquery = `to_tsquery('simple', ${sql.bind(prefixTsQuery(words, await this.corrections(em, words)))})`;
    sql.where.push(`t.search_vector @@ ${tsquery}`);
    // Title words weigh more than description words (weights A and B of the document).
    return () => `ts_rank(t.search_vector, ${tsquery})`;
  }

  /** Corrections for the words the vocabulary does not know (none known: no entry). */
  private async corrections(em: EntityManager, words: string[]): Promise<Map<string, string[]>> {
    const candidates = [...new Set(words.filter(correctable))];
    const corrections = new Map<string, string[]>();
    if (candidates.length === 0) return corrections;
    const rows = await runRows<{ word: string; known: boolean; similar: string[] }>(
      dbOf(em, { pools: this.pools }),
      VOCABULARY,
      [candidates],
    );
    for (const row of rows)
      if (!row.known && row.similar.length > 0) corrections.set(row.word, row.similar);
    return corrections;
  }

  private order(sql: Sql, query: SearchQuery, rank: RankBuilder | undefined): string[] {
    if (query.sort === 'oldest') return ['t.date_created asc', 't.id asc'];
    if (query.sort === 'newest' || !rank) return ['t.date_created desc', 't.id desc'];
    return [`${rank(sql)} desc`, 't.date_created desc', 't.id desc'];
  }
}
