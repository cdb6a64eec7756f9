import type { EntityManager } from '@mikro-orm/postgresql';
import { dbOf, rows as runRows, type ReadPools, type Statement } from '../../db/sql';
import { escapeLike } from '../../shared/text';
import type {
  HitRowsSql,
  SearchHits,
  SearchProvider,
  SearchQuery,
  SearchRows,
} from './search-provider';
import {
  VOCABULARY,
  engineSql,
  engineStatement,
  Sql,
  type OrderKey,
  type RankBuilder,
} from './search.queries';

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
  return `%${escapeLike(q)}%`;
}

/** Words this short or with digits are never corrected (a typo there has no meaning to recover). */
const correctable = (word: string) => word.length >= 3 && !/\p{N}/u.test(word);

/**
 * PostgreSQL search: full-text (`simple` dictionary, each word a prefix, title weighted
 * above description, ranked by `ts_rank`), served by the GIN index of the search tables
 * (`issue_search`, `book_search`) when the text has words and no username is given, else by
 * the works' own GIN indexes.
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
    // The GIN indexes, the search tables and the vocabulary follow every write (triggers).
  }

  async start(): Promise<void> {}

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    const { sql, from, where, whereValues, keys, offset } = await this.build(em, query);
    const rows = await this.rows<{ id: number; total: string }>(
      em,
      engineSql.page(from, where, engineSql.orderBy(keys), sql.bind(query.limit), sql.bind(offset)),
      sql.params,
    );
    if (rows.length > 0)
      return { ids: rows.map((r) => Number(r.id)), totalCount: Number(rows[0].total) };
    return {
      ids: [],
      totalCount: await this.totalPastTheEnd(em, from, where, whereValues, offset),
    };
  }

  /**
   * One statement for the page's ids, their count and their rows (`rowsOf`), where `search`
   * and the service's read of the rows took two.
   */
  async searchWithRows<T>(
    em: EntityManager,
    query: SearchQuery,
    rowsOf: HitRowsSql,
  ): Promise<SearchRows<T>> {
    const { sql, from, where, whereValues, keys, offset } = await this.build(em, query);
    const found = await this.rows<{ hit_total: string; id: number | null }>(
      em,
      engineSql.pageWithRows(from, where, keys, sql.bind(query.limit), sql.bind(offset), rowsOf),
      sql.params,
    );
    if (found.length === 0)
      return {
        rows: [],
        hitCount: 0,
        totalCount: await this.totalPastTheEnd(em, from, where, whereValues, offset),
      };
    const totalCount = Number(found[0].hit_total);
    const rows: T[] = [];
    for (const { hit_total: _total, ...row } of found) if (row.id !== null) rows.push(row as T);
    return { rows, hitCount: found.length, totalCount };
  }

  /** The statement's parts for `query`: its from, where and order, and the values bound so far. */
  private async build(em: EntityManager, query: SearchQuery) {
    const sql = new Sql();
    const { from, rank } =
      query.kind === 'users' ? this.users(sql, query) : await this.works(em, sql, query);
    const where = sql.whereClause();
    // The count past the last page takes the where clause's values only.
    const whereValues = [...sql.params];
    const keys = this.order(sql, query, rank);
    return { sql, from, where, whereValues, keys, offset: (query.page - 1) * query.limit };
  }

  /** The match count when a page has no hit: none on page one, else past the last page. */
  private async totalPastTheEnd(
    em: EntityManager,
    from: string,
    where: string,
    whereValues: unknown[],
    offset: number,
  ): Promise<number> {
    if (offset === 0) return 0;
    // The window count has no row to ride on.
    const counted = await this.rows<{ total: string }>(
      em,
      engineSql.total(from, where),
      whereValues,
    );
    return Number(counted[0].total);
  }

  /** Runs `text` as a prepared statement (or inside `em`'s transaction, if it has one). */
  private rows<T extends { [column: string]: unknown }>(
    em: EntityManager,
    text: string,
    values: unknown[],
  ): Promise<T[]> {
    let prepared = this.statements.get(text);
    if (!prepared) {
      prepared = engineStatement(text);
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
    if (query.username === undefined && queryWords(query.q?.trim() ?? '').length > 0)
      return this.searchTable(em, sql, query);
    const b = issues ? 'b' : 't';
    // Removed books and deactivated publishers vanish from search (books.policy.ts).
    sql.where.push(engineSql.visibleWork(b));
    if (issues) sql.where.push(engineSql.releasedIssue);
    if (query.username !== undefined)
      sql.where.push(...engineSql.username(sql, 'u', query.username));
    if (query.status) sql.where.push(engineSql.status(sql, b, query.status));
    if (query.contentRatings && query.contentRatings.length > 0)
      sql.where.push(engineSql.contentRatings(sql, b, query.contentRatings));
    if (query.includeGenres && query.includeGenres.length > 0)
      sql.where.push(engineSql.withGenres(sql, b, query.includeGenres));
    if (query.excludeGenres && query.excludeGenres.length > 0)
      sql.where.push(engineSql.withoutGenres(sql, b, query.excludeGenres));
    return {
      from: issues ? engineSql.issuesFrom : engineSql.booksFrom,
      rank: await this.textClause(em, sql, query.q),
    };
  }

  /**
   * Books or issues with words, from their search table (`t`): the same rows, count and
   * order as the joins above, from one GIN scan over words, status and genres.
   */
  private async searchTable(
    em: EntityManager,
    sql: Sql,
    query: SearchQuery,
  ): Promise<{ from: string; rank?: RankBuilder }> {
    const issues = query.kind === 'issues';
    sql.where.push(engineSql.searchVisible);
    if (issues) sql.where.push(engineSql.releasedIssue);
    if (query.status) sql.where.push(engineSql.status(sql, 't', query.status));
    if (query.contentRatings && query.contentRatings.length > 0)
      sql.where.push(engineSql.contentRatings(sql, 't', query.contentRatings));
    if (query.includeGenres && query.includeGenres.length > 0)
      sql.where.push(engineSql.withGenresCopied(sql, query.includeGenres));
    if (query.excludeGenres && query.excludeGenres.length > 0)
      sql.where.push(engineSql.withoutGenresCopied(sql, query.excludeGenres));
    return {
      from: issues ? engineSql.issueSearchFrom : engineSql.bookSearchFrom,
      rank: await this.textClause(em, sql, query.q),
    };
  }

  private users(sql: Sql, query: SearchQuery): { from: string; rank?: RankBuilder } {
    const from = engineSql.usersFrom;
    if (!query.includeDeactivated) sql.where.push(engineSql.activeUser);
    if (query.username !== undefined)
      sql.where.push(...engineSql.username(sql, 't', query.username));
    const q = query.q?.trim();
    if (!q) return { from };
    const text = engineSql.userText(sql, q);
    sql.where.push(engineSql.userMatches(sql, text, containsPattern(q)));
    const rank: RankBuilder = (s) => engineSql.userRank(s, text, containsPattern(q).slice(1));
    return { from, rank };
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
      sql.where.push(engineSql.titleLike(sql, containsPattern(q)));
      return undefined;
    }
    const corrections = await this.corrections(em, words);
    const tsquery = engineSql.tsquery(sql, prefixTsQuery(words, corrections));
    sql.where.push(engineSql.matches(tsquery));
    return () => engineSql.textRank(tsquery);
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

  private order(sql: Sql, query: SearchQuery, rank: RankBuilder | undefined): OrderKey[] {
    if (query.sort === 'oldest') return engineSql.oldestFirst;
    if (query.sort === 'popular' && query.kind !== 'users')
      return query.kind === 'books' ? engineSql.popularBooksFirst : engineSql.popularIssuesFirst;
    if (query.sort === 'newest' || query.sort === 'popular' || !rank) return engineSql.newestFirst;
    return engineSql.ranked(rank(sql));
  }
}
