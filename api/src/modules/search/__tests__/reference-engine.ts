import { bookPopularitySql, issuePopularitySql } from '../../reactions/popularity.sql';
import { prefixTsQuery, queryWords } from '../postgres.search-provider';
import type { SearchHits, SearchQuery } from '../search-provider';

/**
 * The PostgreSQL engine's book and issue text search as it was before the search tables,
 * frozen as literal SQL: the joins of books, issues and publishers with `book_genres` probes,
 * and the typo vocabulary checked against those joins. engine-equivalence.test.ts compares
 * the engine against it, and bench/explain.ts prints both plans. Only searches with words
 * and without a username (the ones the search tables serve).
 */

/** The typo vocabulary statement, with its public-word check over the base tables. */
export const REFERENCE_VOCABULARY = `select q.word, k.known,
          case when k.known then '{}'::text[]
               else array(select c.term
                            from (select t.term, similarity(t.term, q.word) as score from search_terms t
                                   where t.term % q.word order by score desc, t.term limit 20) c
                           where (exists (select 1 from books vb join users u on u.id = vb.publisher_id
                                           where vb.search_vector @@ plainto_tsquery('simple', c.term) and not vb.removed and u.active)
                                  or exists (select 1 from issues vi join books b on b.id = vi.book_id join users u on u.id = b.publisher_id
                                              where vi.search_vector @@ plainto_tsquery('simple', c.term)
                                                and not b.removed and u.active and (vi.release_at <= now() and not vi.removed)))
                           order by c.score desc, c.term limit 3) end as similar
     from unnest($1::text[]) as q(word)
     cross join lateral (
       select exists (select 1 from search_terms t
                       where t.term ~>=~ q.word and t.term ~<~ (q.word || chr(1114111))) as known
     ) k`;

/** A statement of the reference: its text and its values (`$n`). */
export interface ReferenceStatement {
  text: string;
  values: unknown[];
}

/** The statements the reference runs for `query` (the vocabulary's first, when it has typos). */
export async function referenceStatements(
  run: RunText,
  query: SearchQuery,
): Promise<{ vocabulary?: ReferenceStatement; page: ReferenceStatement }> {
  const words = queryWords(query.q ?? '');
  const candidates = [...new Set(words.filter((w) => w.length >= 3 && !/\p{N}/u.test(w)))];
  const corrections = new Map<string, string[]>();
  let vocabulary: ReferenceStatement | undefined;
  if (candidates.length > 0) {
    vocabulary = { text: REFERENCE_VOCABULARY, values: [candidates] };
    for (const row of await run(vocabulary.text, vocabulary.values)) {
      const similar = row.similar as string[];
      if (!row.known && similar.length > 0) corrections.set(row.word as string, similar);
    }
  }
  const values: unknown[] = [];
  const bind = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const issues = query.kind === 'issues';
  const b = issues ? 'b' : 't';
  const where = [`not ${b}.removed and u.active`];
  if (issues) where.push('(t.release_at <= now() and not t.removed)');
  if (query.status) where.push(`${b}.status = ${bind(query.status)}`);
  if (query.contentRatings?.length)
    where.push(`${b}.content_rating = any(${bind(query.contentRatings)}::text[])`);
  if (query.includeGenres?.length)
    where.push(
      `exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(${bind(query.includeGenres)}::text[]))`,
    );
  if (query.excludeGenres?.length)
    where.push(
      `not exists (select 1 from book_genres g where g.book_id = ${b}.id and g.genre = any(${bind(query.excludeGenres)}::text[]))`,
    );
  const tsquery = `to_tsquery('simple', ${bind(prefixTsQuery(words, corrections))})`;
  where.push(`t.search_vector @@ ${tsquery}`);
  const from = issues
    ? 'issues t join books b on b.id = t.book_id join users u on u.id = b.publisher_id'
    : 'books t join users u on u.id = t.publisher_id';
  const order =
    query.sort === 'oldest'
      ? 't.date_created asc, t.id asc'
      : query.sort === 'popular'
        ? `${issues ? issuePopularitySql('t') : bookPopularitySql('t')} desc, t.date_created desc, t.id desc`
        : query.sort === 'newest'
          ? 't.date_created desc, t.id desc'
          : `ts_rank(t.search_vector, ${tsquery}) desc, t.date_created desc, t.id desc`;
  const text = `select t.id, count(*) over () as total from ${from} where ${where.join(' and ')}
    order by ${order} limit ${bind(query.limit)} offset ${bind((query.page - 1) * query.limit)}`;
  return { vocabulary, page: { text, values } };
}

/** Runs a statement text with `$n` values (a read pool's `rows`). */
export type RunText = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** The reference's hits for `query`. */
export async function referenceSearch(run: RunText, query: SearchQuery): Promise<SearchHits> {
  const { page } = await referenceStatements(run, query);
  const found = await run(page.text, page.values);
  if (found.length > 0)
    return { ids: found.map((r) => Number(r.id)), totalCount: Number(found[0].total) };
  if (query.page === 1) return { ids: [], totalCount: 0 };
  // Past the last page: the first row of page one carries the total.
  const first = await referenceStatements(run, { ...query, page: 1, limit: 1 });
  const counted = await run(first.page.text, first.page.values);
  return { ids: [], totalCount: counted.length > 0 ? Number(counted[0].total) : 0 };
}
