import { BookStatus, ContentRating } from '../../books/book.entity';
import { GENRE_KEYS } from '../../../config/vocabulary';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { PostgresSearchProvider } from '../postgres.search-provider';
import type { SearchProvider, SearchQuery } from '../search-provider';
import { referenceSearch, type RunText } from './reference-engine';
import { WORDS } from '../../../../bench/sizes';
import { searchTableDrift } from './search-tables.helpers';
import { SearchService } from '../search.service';
import { searchQueryFromV1 } from '../search.params';
import { SearchSort, SearchType, type SearchInput } from '../search.types';

// The engine's text searches read the search tables; the reference (reference-engine.ts) is
// the SQL over the base tables it replaced. Over the benchmark's catalogue shape (smaller),
// with hidden works of every kind, both must return the same ids, order and totals.

const SIZES = { users: 600, creators: 200, books: 2_000, issuesPerBook: 5 };
const words = `(select array[${WORDS.map((w) => `'${w}'`).join(',')}] as w) words`;
const genres = `(select array[${GENRE_KEYS.map((g) => `'${g}'`).join(',')}] as x) gs`;

const SEED = [
  `insert into users (first_name, last_name, username, email, password_hash, role, active, date_created)
   select 'Eq', 'User' || g, 'equser_' || lpad(g::text, 4, '0'), 'eq' || g || '@eq.test', 'x',
          case when g <= ${SIZES.creators} then 'creator' else 'user' end, g % 97 <> 0, now() - (g || ' minutes')::interval
     from generate_series(1, ${SIZES.users}) g`,
  `insert into books (publisher_id, title, url_slug, description, status, content_rating, removed, image_prefix_ref,
                      cover_key, cover_width, cover_height, cover_content_type, cover_byte_size, date_created)
   select 1 + (g % ${SIZES.creators}), w[1 + g % 20] || ' ' || w[1 + (g / 20) % 20] || ' ' || g, 'book-' || g,
          'A story of the ' || lower(w[1 + (g * 7) % 20]) || ' and the ' || lower(w[1 + (g * 13) % 20]) || ', volume ' || g || '.',
          (array['ongoing','completed','hiatus'])[1 + g % 3], (array['G','T','M'])[1 + (g / 3) % 3], g % 101 = 0,
          md5('b' || g), 'c.png', 320, 485, 'image/png', 50000, now() - ((g % 700) || ' minutes')::interval
     from generate_series(1, ${SIZES.books}) g, ${words}`,
  `insert into book_genres (book_id, genre)
   select b, x[1 + b % ${GENRE_KEYS.length}] from generate_series(1, ${SIZES.books}) b, ${genres} where b % 50 <> 0
   union
   select b, x[1 + (b * 7 + 3) % ${GENRE_KEYS.length}] from generate_series(1, ${SIZES.books}) b, ${genres} where b % 50 <> 0`,
  // Same creation times for many issues: the order's id tie-break counts.
  `insert into issues (book_id, publisher_id, issue_number, title, description, image_prefix_ref, cover_key, cover_width,
                       cover_height, cover_content_type, cover_byte_size, date_created)
   select 1 + (g - 1) / ${SIZES.issuesPerBook}, 1 + ((1 + (g - 1) / ${SIZES.issuesPerBook}) % ${SIZES.creators}), 1 + (g - 1) % ${SIZES.issuesPerBook},
          w[1 + (g * 3) % 20] || ' ' || w[1 + (g / 7) % 20] || ' #' || g,
          'Chapter ' || g || ': the ' || lower(w[1 + (g * 11) % 20]) || ' returns.', md5('i' || g), 'c.png', 320, 485,
          'image/png', 50000, now() - ((g % 900) || ' seconds')::interval
     from generate_series(1, ${SIZES.books * SIZES.issuesPerBook}) g, ${words}`,
  // Every way a work hides or changes after it was written.
  `update issues set release_at = now() + interval '1 day' where id % 37 = 0`,
  `update issues set removed = true where id % 41 = 0`,
  `update issues set title = 'Shadow Moon Special' where id % 59 = 0`,
  `update books set removed = true where id % 53 = 0`,
  `update books set status = 'hiatus' where id % 43 = 0`,
  `update books set content_rating = 'M' where id % 47 = 0`,
  `update users set active = false where id in (3, 4)`,
  `delete from book_genres where book_id % 29 = 0`,
  `insert into book_genres (book_id, genre) select id, 'war' from books where id % 31 = 0 on conflict do nothing`,
  `delete from issues where id % 67 = 0`,
  // Popularity for the POPULAR sort.
  `insert into issue_read_totals (issue_id, readers) select id, id % 7 from issues where id % 3 = 0`,
  `insert into book_read_totals (book_id, readers) select id, id % 5 from books where id % 2 = 0`,
  'analyze',
];

let app: TestApp;
let engine: PostgresSearchProvider;
let run: RunText;
beforeAll(async () => {
  app = await startTestApp();
  engine = new PostgresSearchProvider(app.deps.pools);
  const connection = app.em().getConnection();
  for (const sql of SEED) await connection.execute(sql);
  run = (text, values) => app.deps.pools.search.rows<Record<string, unknown>>(text, values);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const TERMS = ['detectve', 'shadow', 'drag', 'galaxy star', 'crimsn', 'moon', 'shadw moon', 'zzzq'];
const STATUSES = [undefined, BookStatus.ONGOING, BookStatus.COMPLETED, BookStatus.HIATUS];
const GENRE_SETS: Pick<SearchQuery, 'includeGenres' | 'excludeGenres'>[] = [
  {},
  { includeGenres: ['action', 'horror', 'drama', 'fantasy', 'comedy'] },
  { excludeGenres: ['war'] },
  { includeGenres: ['action', 'horror', 'drama', 'fantasy', 'comedy'], excludeGenres: ['war'] },
  { includeGenres: ['war'], excludeGenres: ['action', 'romance'] },
];
const RATINGS = [undefined, [ContentRating.G, ContentRating.T], [ContentRating.M]];
const SORTS: SearchQuery['sort'][] = [undefined, 'newest', 'oldest', 'popular'];

async function compare(queries: SearchQuery[]): Promise<number> {
  let nonEmpty = 0;
  for (const query of queries) {
    const expected = await referenceSearch(run, query);
    const actual = await engine.search(app.em(), query);
    expect({ query, ...actual }).toEqual({ query, ...expected });
    if (expected.ids.length > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

test('the search tables match the base tables after every kind of write', async () => {
  expect(await searchTableDrift(app.em())).toEqual({ books: [], issues: [] });
});

test.each(['issues', 'books'] as const)(
  '%s: terms x statuses x genre sets x ratings give the same ids and totals',
  async (kind) => {
    const queries: SearchQuery[] = [];
    for (const q of TERMS)
      for (const status of STATUSES)
        for (const genreSet of GENRE_SETS)
          for (const contentRatings of RATINGS)
            queries.push({ kind, q, status, contentRatings, ...genreSet, page: 1, limit: 10 });
    const nonEmpty = await compare(queries);
    // The set is not vacuous: most searches find something.
    expect(nonEmpty).toBeGreaterThan(queries.length / 3);
  },
  120_000,
);

test.each(['issues', 'books'] as const)(
  '%s: every sort, two pages and a page past the end give the same ids and totals',
  async (kind) => {
    const queries: SearchQuery[] = [];
    for (const q of TERMS)
      for (const sort of SORTS)
        for (const filters of [
          {},
          {
            status: BookStatus.ONGOING,
            contentRatings: [ContentRating.G, ContentRating.T],
            ...GENRE_SETS[3],
          },
        ])
          for (const page of [1, 2, 500])
            queries.push({ kind, q, sort, ...filters, page, limit: 20 });
    expect(await compare(queries)).toBeGreaterThan(queries.length / 3);
  },
  120_000,
);

test('remembered pages (v1 rows, GraphQL books) are the pages loaded without the cache', async () => {
  // The test app's engine sits behind the result cache; `alone` is the engine without it.
  expect(app.deps.search.page).toBeDefined();
  const remembering = new SearchService(app.em(), app.deps);
  const alone = new SearchService(app.em(), { ...app.deps, search: engine });
  let nonEmpty = 0;
  for (const kind of ['books', 'issues'] as const)
    for (const q of TERMS)
      for (const status of ['', 'ongoing', 'hiatus'])
        for (const sort of ['', 'desc', 'asc'])
          for (const page of ['1', '2']) {
            const params = {
              q,
              status,
              sort,
              page,
              'content-rating': 'G,T',
              include: 'action,horror,drama,fantasy,comedy',
              exclude: 'war',
            };
            const expected = await alone.searchV1Works(kind, params);
            // Asked twice: loaded into the cache, then served from it.
            expect(await remembering.searchV1Works(kind, params)).toEqual(expected);
            expect(await remembering.searchV1Works(kind, params)).toEqual(expected);
            if (expected.totalCount > 0) nonEmpty += 1;
          }
  expect(nonEmpty).toBeGreaterThan(50);
  for (const q of TERMS)
    for (const status of [undefined, BookStatus.COMPLETED]) {
      const input = { type: SearchType.BOOKS, q, status, exclude: ['war'], limit: 20 };
      const expected = (await alone.search(null, input)).result;
      for (let i = 0; i < 2; i += 1) {
        const { result, publishers } = await remembering.search(null, input);
        expect(result).toEqual(expected);
        // The publishers come with the remembered page (the resolver primes its loader).
        expect([...publishers.keys()].sort()).toEqual(
          [...new Set(expected.books.map((b) => b.publisher.id))].sort(),
        );
      }
    }
}, 120_000);

// v1 book and issue pages read their rows in the engine's statement (`searchWithRows`); the
// engine without it (`idsOnly`) reads its ids, then the rows by id, as before. Both must give
// the same pages: rows, order and totals.
const idsOnly = (): SearchProvider => ({
  name: engine.name,
  search: (em, query) => engine.search(em, query),
  indexChanged: async () => undefined,
  start: async () => undefined,
});

const V1_FILTERS: Record<string, string>[] = [
  {},
  { status: 'ongoing', 'content-rating': 'G,T', include: 'action,horror,drama', exclude: 'war' },
  { username: 'equser_0007' },
];
const V1_PARAMS: Record<string, string>[] = [];
for (const q of [...TERMS, '', '%', '#1'])
  for (const filters of V1_FILTERS)
    for (const sort of ['', 'desc', 'asc'])
      for (const page of ['1', '2', '300']) V1_PARAMS.push({ q, ...filters, sort, page });

const GRAPHQL_INPUTS: SearchInput[] = [];
for (const q of [...TERMS, ''])
  for (const sort of [undefined, SearchSort.NEWEST, SearchSort.OLDEST, SearchSort.POPULAR])
    for (const page of [1, 2, 40])
      for (const status of [undefined, BookStatus.COMPLETED])
        GRAPHQL_INPUTS.push({
          type: SearchType.BOOKS,
          q,
          sort,
          page,
          status,
          exclude: ['war'],
          limit: 20,
        });

/** Searches each v1 works query and GraphQL book query both ways; gives how many found something. */
async function compareRowPages(): Promise<number> {
  const fused = new SearchService(app.em(), { ...app.deps, search: engine });
  const twoSteps = new SearchService(app.em(), { ...app.deps, search: idsOnly() });
  let nonEmpty = 0;
  for (const kind of ['books', 'issues'] as const)
    for (const params of V1_PARAMS) {
      const expected = await twoSteps.searchV1Works(kind, params);
      const actual = await fused.searchV1Works(kind, params);
      expect({ params, ...actual }).toEqual({ params, ...expected });
      if (expected.totalCount > 0) nonEmpty += 1;
    }
  for (const input of GRAPHQL_INPUTS) {
    const expected = await twoSteps.search(null, input);
    const actual = await fused.search(null, input);
    expect({ input, ...actual }).toEqual({ input, ...expected });
    if (expected.result.totalCount > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

test('v1 and GraphQL book pages read in the engine statement equal the pages read by id after the search', async () => {
  expect(await compareRowPages()).toBeGreaterThan(
    (V1_PARAMS.length * 2 + GRAPHQL_INPUTS.length) / 3,
  );
}, 120_000);

test('v1 pages: a hit no longer public is dropped and uncounted the same way', async () => {
  // Search tables that lag behind a removal (as an engine's own index may): the rows' own
  // visibility check drops those hits.
  const connection = app.em().getConnection();
  const stale = `(select id from books where removed) `;
  await connection.execute(`update book_search set visible = true where id in ${stale}`);
  await connection.execute(`update issue_search set visible = true where book_id in ${stale}`);
  try {
    const fused = new SearchService(app.em(), { ...app.deps, search: engine });
    const params = { q: 'shadow', limit: '100' };
    const page = await fused.searchV1Works('books', params);
    const hits = await engine.search(app.em(), searchQueryFromV1('books', params));
    const dropped = hits.ids.length - (page.kind === 'books' ? page.books.length : 0);
    // The seed's removed books (every 53rd) include some of the first 100 "shadow" books.
    expect(dropped).toBeGreaterThan(0);
    expect(page.totalCount).toBe(hits.totalCount - dropped);
    expect(await compareRowPages()).toBeGreaterThan(
      (V1_PARAMS.length * 2 + GRAPHQL_INPUTS.length) / 3,
    );
  } finally {
    await connection.execute(`update book_search set visible = false where id in ${stale}`);
    await connection.execute(`update issue_search set visible = false where book_id in ${stale}`);
  }
  expect(await searchTableDrift(app.em())).toEqual({ books: [], issues: [] });
}, 240_000);

test('an uncached v1 or GraphQL book search runs one statement, and the vocabulary when its words may be typos', async () => {
  const statements: string[] = [];
  const pools = app.deps.pools;
  const spies = (['read', 'search'] as const).map((name) => {
    const original = pools[name].rows.bind(pools[name]);
    return jest.spyOn(pools[name], 'rows').mockImplementation(((
      text: string,
      values: unknown[],
    ) => {
      statements.push(text);
      return original(text, values);
    }) as typeof pools.read.rows);
  });
  const fused = new SearchService(app.em(), { ...app.deps, search: engine });
  try {
    const filters = { 'content-rating': 'G,T', exclude: 'war' };
    for (const kind of ['books', 'issues'] as const) {
      statements.length = 0;
      const page = await fused.searchV1Works(kind, { q: 'shadw moon', ...filters });
      expect(page.totalCount).toBeGreaterThan(0);
      // The vocabulary's look-up, then the page with its rows (before: the ids, then the rows).
      expect(statements).toHaveLength(2);
      statements.length = 0;
      await fused.searchV1Works(kind, { q: 'sh 12', ...filters });
      expect(statements).toHaveLength(1);
      statements.length = 0;
      await fused.searchV1Works(kind, { username: 'equser_0007' });
      expect(statements).toHaveLength(1);
    }
    statements.length = 0;
    const books = await fused.search(null, { type: SearchType.BOOKS, q: 'shadw moon' });
    expect(books.result.books.length).toBeGreaterThan(0);
    // GraphQL book hits too (before: the ids, then the views).
    expect(statements).toHaveLength(2);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});
