import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchHits, SearchProvider, SearchQuery } from './search-provider';

/** Words of the query for the full-text clause: letters and digits only, so no tsquery syntax survives. */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** `word:* & word:*` (each word as a prefix). Only letters and digits reach it (see queryWords). */
export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `${w}:*`).join(' & ');
}

/** The text as a LIKE pattern that matches it literally anywhere: `%`, `_` and `\` are escaped. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Collects parameters while the SQL is assembled from fixed fragments: values only ever
 * appear as `?` placeholders, which MikroORM fills in with the platform's escaping (an
 * array fills a comma list, hence `array[?]`). No value is concatenated into the SQL.
 */
class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return '?';
  }
}

/** How the text is matched: words and substrings, or (when those find nothing) trigram similarity. */
type TextMode = 'exact' | 'fuzzy';

/** Builds the rank expression, binding its parameters where it is placed in the SQL. */
type RankBuilder = (sql: Sql) => string;

/**
 * PostgreSQL search: full-text (`simple` dictionary, each word a prefix, title weighted
 * above description) OR a literal substring of the title; when that finds nothing, trigram
 * word similarity on the title (typos). All served by GIN indexes; the full-text document
 * is a column kept current by a trigger, so there is nothing to sync (`indexChanged` is a
 * no-op).
 */
export class PostgresSearchProvider implements SearchProvider {
  readonly name = 'postgres' as const;

  async indexChanged(): Promise<void> {
    // The GIN expression indexes follow every write.
  }

  async start(): Promise<void> {}

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    if (query.kind === 'users' || !query.q?.trim()) return this.run(em, query, 'exact');
    // Words and literal substrings first (index-only, cheap); only when they find nothing
    // is the title compared by trigram similarity, which tolerates typos but costs a
    // similarity computation per candidate row.
    const exact = await this.run(em, query, 'exact');
    return exact.totalCount > 0 ? exact : this.run(em, query, 'fuzzy');
  }

  private async run(em: EntityManager, query: SearchQuery, mode: TextMode): Promise<SearchHits> {
    const sql = new Sql();
    const { from, rank } =
      query.kind === 'users' ? this.users(sql, query) : this.works(sql, query, mode);
    const where = sql.where.length > 0 ? `where ${sql.where.join(' and ')}` : '';
    const whereParams = [...sql.params];
    const order = this.order(sql, query, rank).join(', ');
    const offset = (query.page - 1) * query.limit;
    const connection = em.getConnection();
    const rows: { id: number; total: string }[] = await connection.execute(
      `select t.id, count(*) over () as total from ${from} ${where} order by ${order} limit ${sql.bind(query.limit)} offset ${sql.bind(offset)}`,
      sql.params,
    );
    if (rows.length > 0)
      return { ids: rows.map((r) => Number(r.id)), totalCount: Number(rows[0].total) };
    if (offset === 0) return { ids: [], totalCount: 0 };
    // Past the last page: the window count has no row to ride on.
    const counted: { total: string }[] = await connection.execute(
      `select count(*) as total from ${from} ${where}`,
      whereParams,
    );
    return { ids: [], totalCount: Number(counted[0].total) };
  }

  /** Books or issues: `t` is the book or the issue, `b` the book, `u` the publisher. */
  private works(
    sql: Sql,
    query: SearchQuery,
    mode: TextMode,
  ): { from: string; rank?: RankBuilder } {
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
      sql.where.push(`${b}.content_rating = any(array[${sql.bind(query.contentRatings)}]::text[])`);
    }
    if (query.includeGenres && query.includeGenres.length > 0) {
      sql.where.push(
        `exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(array[${sql.bind(query.includeGenres)}]::text[]))`,
      );
    }
    if (query.excludeGenres && query.excludeGenres.length > 0) {
      sql.where.push(
        `not exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(array[${sql.bind(query.excludeGenres)}]::text[]))`,
      );
    }
    return { from, rank: this.textClause(sql, query.q, mode) };
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
    sql.where.push(
      `(t.username ilike ${sql.bind(containsPattern(q))} or ${sql.bind(q)} <% t.username)`,
    );
    // Prefix matches first, then closeness.
    const rank: RankBuilder = (s) =>
      `((t.username ilike ${s.bind(containsPattern(q).slice(1))})::int + word_similarity(${s.bind(q)}, t.username))`;
    return { from: 'users t', rank };
  }

  /**
   * Adds the text clause of books and issues (if any) and returns how to rank by it.
   * exact: every word as a prefix in the stored full-text document (title or description)
   * OR the title containing the text literally. fuzzy: the title within trigram reach of
   * the text (typos).
   */
  private textClause(sql: Sql, rawQ: string | undefined, mode: TextMode): RankBuilder | undefined {
    const q = rawQ?.trim();
    if (!q) return undefined;
    if (mode === 'fuzzy') {
      sql.where.push(`${sql.bind(q)} <% t.title`);
      return (s) => `word_similarity(${s.bind(q)}, t.title)`;
    }
    const words = queryWords(q);
    const alternatives: string[] = [];
    if (words.length > 0)
      alternatives.push(
        `t.search_vector @@ to_tsquery('simple', ${sql.bind(prefixTsQuery(words))})`,
      );
    alternatives.push(`t.title ilike ${sql.bind(containsPattern(q))}`);
    sql.where.push(`(${alternatives.join(' or ')})`);
    // Word matches (title weighs more than description), then closeness of the title.
    // Parameters are bound in the order they appear in the SQL.
    return (s) => {
      const ranks: string[] = [];
      if (words.length > 0)
        ranks.push(
          `ts_rank(t.search_vector, to_tsquery('simple', ${s.bind(prefixTsQuery(words))}))`,
        );
      ranks.push(`word_similarity(${s.bind(q)}, t.title)`);
      return `(${ranks.join(' + ')})`;
    };
  }

  private order(sql: Sql, query: SearchQuery, rank: RankBuilder | undefined): string[] {
    if (query.sort === 'oldest') return ['t.date_created asc', 't.id asc'];
    if (query.sort === 'newest' || !rank) return ['t.date_created desc', 't.id desc'];
    return [`${rank(sql)} desc`, 't.date_created desc', 't.id desc'];
  }
}
