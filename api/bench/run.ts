/**
 * `npm run bench`: seeds a large catalogue into a fresh embedded PostgreSQL with
 * set-based SQL, starts the app on a free port (rate limits off) and measures the main
 * reads with autocannon. Prints a table; never fails a build (always exits 0).
 *
 * The v1 reader, book record, uncached v1 searches and comment post are also measured on the
 * bare handler (bench/bare.ts: node:http and the read pools with the product's statements and
 * presenters, in a child process on the same database), right after the product; the run ends
 * with the product's share of it.
 *
 *   BENCH_DURATION=20 (seconds per scenario, measured)  BENCH_WARMUP=5 (seconds before it, not measured)
 *   BENCH_CONNECTIONS=50  BENCH_ONLY=<regex of scenario names>
 *   BENCH_PROFILE=<dir> (a CPU profile of the API per scenario, as <dir>/<scenario>.cpuprofile)
 *   BENCH_RATE=<requests per second> (an offered load over the connections instead of as many
 *   requests as they can send: latency at that traffic rather than at saturation)
 */
import 'reflect-metadata';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/shared/logger';
import { GENRE_KEYS } from '../src/config/limits';
import { PostgresSearchProvider } from '../src/modules/search/postgres.search-provider';
import { startBareServer } from './bare';
import { stopChildServer } from './child-server';
import { withBenchDatabase } from './bench-database';
import { SIZES, WORDS } from './sizes';
import {
  benchTokens,
  ISSUE_SOCIAL_QUERY,
  LIKE_MUTATION,
  POST_COMMENT_MUTATION,
  randomClientIp,
  SOCIAL_SEED_SQL,
  SOCIAL_SIZES,
  UNLIKE_MUTATION,
} from './social';
import { RECORDING_SCENARIOS } from './recording';
import { STATS_SCENARIOS, STATS_SEED_SQL, statsTokens, useCreatorTokens } from './stats';

// autocannon has no bundled types; this is the part we use.
export interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  /** Answers per status outside 2xx (bench/load.ts). */
  statuses?: Record<string, number>;
}
export interface CannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Runs autocannon in a child process (bench/load.ts) over `requests` picked at random. */
export function load(
  url: string,
  requests: CannonRequest[],
  connections = CONNECTIONS,
  rate = RATE,
): Promise<CannonResult> {
  const file = path.join(
    os.tmpdir(),
    `panelhouse-bench-load-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify({ url, connections, warmup: WARMUP, duration: DURATION, rate, requests }),
  );
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-r', '@swc-node/register', path.join(__dirname, 'load.ts')],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, BENCH_LOAD_FILE: file },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout) => {
        fs.rmSync(file, { force: true });
        if (error) return reject(error);
        const last = stdout.trim().split('\n').pop() ?? '{}';
        resolve(JSON.parse(last) as CannonResult);
      },
    );
    child.stdin?.end();
  });
}

export { SIZES };

/** Non-2xx answers and errors, with each status's count: "3 (429: 2, errors: 1)". */
export function failuresOf(result: CannonResult): string {
  const total = result.non2xx + result.errors;
  const parts = Object.entries(result.statuses ?? {}).map(([status, n]) => `${status}: ${n}`);
  if (result.errors > 0) parts.push(`errors: ${result.errors}`);
  return total === 0 || parts.length === 0 ? String(total) : `${total} (${parts.join(', ')})`;
}
export const DURATION = Number(process.env.BENCH_DURATION ?? 20);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds of the same load before each measurement, not measured (see bench/load.ts). */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** Requests per second offered over all connections; 0: as many as they can send. */
export const RATE = Number(process.env.BENCH_RATE ?? 0);

/** The whole catalogue in a handful of INSERT ... SELECT statements (no row-by-row work). */
export const SEED_SQL = [
  `insert into users (first_name, last_name, username, email, password_hash, role, active, date_created)
   select 'Bench', 'User' || g, 'reader_' || lpad(g::text, 6, '0'), 'reader' || g || '@bench.test', 'x',
          case when g <= ${SIZES.creators} then 'creator' else 'user' end, g % 97 <> 0, now() - (g || ' minutes')::interval
     from generate_series(1, ${SIZES.users}) g`,
  `insert into books (publisher_id, title, url_slug, description, status, content_rating, removed, image_prefix_ref,
                      cover_key, cover_width, cover_height, cover_content_type, cover_byte_size, date_created)
   select 1 + (g % ${SIZES.creators}), w[1 + g % 20] || ' ' || w[1 + (g / 20) % 20] || ' ' || g, 'book-' || g,
          'A story of the ' || lower(w[1 + (g * 7) % 20]) || ' and the ' || lower(w[1 + (g * 13) % 20]) || ', volume ' || g || '.',
          (array['ongoing','completed','hiatus'])[1 + g % 3], (array['G','T','M'])[1 + (g / 3) % 3], g % 101 = 0,
          md5('b' || g), 'bench/cover.png', 320, 485, 'image/png', 50000, now() - (g || ' minutes')::interval
     from generate_series(1, ${SIZES.books}) g, (select array[${WORDS.map((w) => `'${w}'`).join(',')}] as w) words`,
  // Two genres for most books, none for every 50th (books without genres must still be found).
  `insert into book_genres (book_id, genre)
   select b, x[1 + b % ${GENRE_KEYS.length}] from generate_series(1, ${SIZES.books}) b, (select array[${GENRE_KEYS.map((g) => `'${g}'`).join(',')}] as x) gs where b % 50 <> 0
   union
   select b, x[1 + (b * 7 + 3) % ${GENRE_KEYS.length}] from generate_series(1, ${SIZES.books}) b, (select array[${GENRE_KEYS.map((g) => `'${g}'`).join(',')}] as x) gs where b % 50 <> 0`,
  `insert into issues (book_id, publisher_id, issue_number, title, description, image_prefix_ref, cover_key, cover_width,
                       cover_height, cover_content_type, cover_byte_size, date_created)
   select 1 + (g - 1) / ${SIZES.issuesPerBook}, 1 + ((1 + (g - 1) / ${SIZES.issuesPerBook}) % ${SIZES.creators}), 1 + (g - 1) % ${SIZES.issuesPerBook},
          w[1 + (g * 3) % 20] || ' ' || w[1 + (g / 7) % 20] || ' #' || g,
          'Chapter ' || g || ': the ' || lower(w[1 + (g * 11) % 20]) || ' returns.', md5('i' || g), 'bench/cover.png', 320, 485,
          'image/png', 50000, now() - (g || ' seconds')::interval
     from generate_series(1, ${SIZES.books * SIZES.issuesPerBook}) g, (select array[${WORDS.map((w) => `'${w}'`).join(',')}] as w) words`,
  // Pages share four stored image keys.
  `insert into issue_pages (issue_id, page_number, image_key, image_width, image_height, image_content_type, image_byte_size)
   select 1 + (g - 1) / ${SIZES.pagesPerIssue}, 1 + (g - 1) % ${SIZES.pagesPerIssue}, 'bench/page' || (g % 4) || '.png', 1988, 3056, 'image/png', 900000
     from generate_series(1, ${SIZES.books * SIZES.issuesPerBook * SIZES.pagesPerIssue}) g`,
  `insert into work_credits (issue_id, book_id, creator_id, role)
   select i.id, i.book_id, i.publisher_id, 'writer' from issues i
   union all
   select i.id, i.book_id, 1 + (i.publisher_id + 1) % ${SIZES.creators}, 'artist' from issues i`,
  `insert into subscriptions (publisher_id, subscriber_id)
   select 1 + g % ${SIZES.creators}, ${SIZES.creators + 1} + g / ${SIZES.creators} from generate_series(1, 20000) g`,
  // The search tables' triggers wrote each book's row twice (the book, then its genres): as
  // autovacuum leaves them, without the dead half.
  'vacuum book_search, issue_search',
  'analyze',
];

export const BOOK_DETAILS_QUERY = `query BookDetails($id: Int!) {
  book(id: $id) {
    id title urlSlug description status contentRating dateCreated lastUpdated genres issueCount
    cover { url srcset width height }
    publisher { id username }
    credits { role users { id username } }
    issues(first: 20) { nodes { id issueNumber title dateCreated } }
  }
}`;

/** The same details on a build from before connections (Book.issues was a plain list). */
export const LEGACY_BOOK_DETAILS_QUERY = BOOK_DETAILS_QUERY.replace(
  'issues(first: 20) { nodes { id issueNumber title dateCreated } }',
  'issues { id issueNumber title dateCreated }',
);

export const SEARCH_QUERY = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalCount
    books { id title urlSlug description status contentRating dateCreated genres issueCount cover { url } publisher { id username } }
  }
}`;

export const SEARCH_TERMS = ['detectve', 'shadow', 'drag', 'galaxy star', 'crimsn', 'moon'];

export function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}
/**
 * A visible book. The seed removes every 101st book and deactivates every 97th user; their
 * books answer 404 (v1) or null (GraphQL), which the scenarios would count as other traffic.
 */
export const randomBook = (): number => {
  const id = 1 + Math.floor(Math.random() * SIZES.books);
  const publisher = 1 + (id % SIZES.creators);
  return id % 101 === 0 || publisher % 97 === 0 ? randomBook() : id;
};
export const randomIssueNumber = () => 1 + Math.floor(Math.random() * SIZES.issuesPerBook);
export const gql = (query: string, variables: Record<string, unknown>): CannonRequest => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

const get = (p: string): CannonRequest => ({ method: 'GET', path: p });

/** Session tokens of the signed-in bench readers (bench/social.ts), set once seeded. */
let readerTokens: string[] = [];
/** Sets the tokens the signed-in scenarios send (`npm run bench:ab` seeds its own readers). */
export const useReaderTokens = (tokens: string[]) => {
  readerTokens = tokens;
};
/** A GraphQL request by a random signed-in reader from a random client address. */
const signedIn = (query: string, variables: Record<string, unknown>): CannonRequest => {
  const request = gql(query, variables);
  return {
    ...request,
    headers: {
      ...request.headers,
      authorization: `Bearer ${pick(readerTokens)}`,
      'x-forwarded-for': randomClientIp(),
    },
  };
};
/** A released issue of a visible book: `[bookId, issueNumber, issueId]`. */
const randomIssue = (): [number, number, number] => {
  const book = randomBook();
  const n = randomIssueNumber();
  return [book, n, (book - 1) * SIZES.issuesPerBook + n];
};
let commentSerial = 0;

export interface Scenario {
  name: string;
  /** false: the search engine alone, without the result cache (SEARCH_CACHE_SIZE=0). */
  cache: boolean;
  /** Builds one request; each run picks among 500 of them. */
  make: () => CannonRequest;
  /** The request for a build whose schema predates cursor connections (`npm run bench:ab`). */
  makeLegacy?: () => CannonRequest;
  /**
   * Served by the bare handler (bench/bare.ts), not the product: the name of the product's
   * scenario it is the floor of. `npm run bench:ab` leaves these out.
   */
  bareOf?: string;
  /** Needs the social tables and signed-in readers; `npm run bench:ab` runs these on BENCH_SOCIAL=1. */
  social?: true;
  /** How many different requests a run picks among (default 500). */
  pool?: number;
}

const SEARCH_ISSUES = 'v1 search issues (q + status + rating + genres)';
const searchIssuesRequest = () =>
  get(
    `/api/v1/search/issues?q=${encodeURIComponent(pick(SEARCH_TERMS))}&status=${pick(['ongoing', 'completed'])}&content-rating=G,T&include=action,horror,drama,fantasy,comedy&exclude=war`,
  );
const SEARCH_BOOKS = 'v1 search books (q, newest first)';
const searchBooksRequest = () =>
  get(`/api/v1/search/books?q=${encodeURIComponent(pick(SEARCH_TERMS))}&sort=asc`);

/**
 * The text searches, behind the result cache or without it (the engine alone). Without it,
 * each v1 search is followed by its floor on the bare handler (bench/bare.ts: the product's
 * parser, engine statements and presenter, nothing else), sent the same requests.
 */
const textSearches = (cache: boolean): Scenario[] => {
  const suffix = cache ? '' : ', no cache';
  const floor = (name: string, of: string, make: () => CannonRequest): Scenario[] =>
    cache ? [] : [{ name, cache, make, bareOf: of }];
  return [
    { name: `${SEARCH_ISSUES}${suffix}`, cache, make: searchIssuesRequest },
    ...floor('bare search issues, no cache', `${SEARCH_ISSUES}${suffix}`, searchIssuesRequest),
    { name: `${SEARCH_BOOKS}${suffix}`, cache, make: searchBooksRequest },
    ...floor('bare search books, no cache', `${SEARCH_BOOKS}${suffix}`, searchBooksRequest),
    {
      name: `GraphQL search books (q + filters, 20 per page)${suffix}`,
      cache,
      make: () =>
        gql(SEARCH_QUERY, {
          input: {
            type: 'BOOKS',
            q: pick(SEARCH_TERMS),
            contentRatings: ['G', 'T', 'M'],
            exclude: ['war'],
            status: pick(['ONGOING', 'COMPLETED']),
          },
        }),
    },
  ];
};

/** Every measured scenario, in the order `npm run bench` runs them (bench:ab runs the same). */
const ALIAS_FLOOD = `{ ${Array.from({ length: 1001 }, (_, i) => `a${i}: book(id: 1) { id }`).join(' ')} }`;

const READER = 'v1 reader GET /read/x/book/{id}/issue/{n}';
const readerRequest = () => get(`/api/v1/read/x/book/${randomBook()}/issue/${randomIssueNumber()}`);
const POST_COMMENT = 'GraphQL post a comment';
const postCommentRequest = () =>
  signedIn(POST_COMMENT_MUTATION, {
    input: {
      issueId: randomIssue()[2],
      body: `Bench comment ${(commentSerial += 1)}: the colours on this page are great.`,
    },
  });
const BOOK_RECORD = 'v1 book record GET /read/x/book/{id}';
const bookRecordRequest = () => get(`/api/v1/read/x/book/${randomBook()}`);

export const SCENARIOS: Scenario[] = [
  { name: READER, cache: true, make: readerRequest },
  { name: 'bare reader', cache: true, make: readerRequest, bareOf: READER },
  { name: BOOK_RECORD, cache: true, make: bookRecordRequest },
  { name: 'bare book', cache: true, make: bookRecordRequest, bareOf: BOOK_RECORD },
  {
    name: 'GraphQL book details',
    cache: true,
    make: () => gql(BOOK_DETAILS_QUERY, { id: randomBook() }),
    makeLegacy: () => gql(LEGACY_BOOK_DETAILS_QUERY, { id: randomBook() }),
  },
  {
    // Refused before validation (graphql/document-size.ts, parseOptions.maxTokens): every
    // answer is a 400, so the table's non-2xx column equals its request count. Before the size
    // limits the same document was validated (quadratic) and priced before its refusal.
    name: 'GraphQL alias flood refused (1,001 aliases of book)',
    cache: true,
    make: () => gql(ALIAS_FLOOD, {}),
  },
  // As configured by default: PostgreSQL engine behind the result cache.
  ...textSearches(true),
  {
    name: 'v1 search issues, no text (profile Works: username, limit=0)',
    cache: true,
    make: () =>
      get(
        `/api/v1/search/issues?username=reader_${String(1 + Math.floor(Math.random() * SIZES.creators)).padStart(6, '0')}&limit=0&content-rating=all`,
      ),
  },
  ...textSearches(false),
  // Reader feedback: seeded with SOCIAL_SIZES likes, ratings and comments.
  {
    name: 'GraphQL issue details, counts and first 20 comments (signed in)',
    cache: true,
    social: true,
    make: () => {
      const [bookId, n] = randomIssue();
      return signedIn(ISSUE_SOCIAL_QUERY, { bookId, n });
    },
  },
  {
    name: 'GraphQL issue details, counts and first 20 comments (anonymous)',
    cache: true,
    social: true,
    make: () => {
      const [bookId, n] = randomIssue();
      return gql(ISSUE_SOCIAL_QUERY, { bookId, n });
    },
  },
  {
    name: 'GraphQL like or unlike an issue',
    cache: true,
    social: true,
    pool: 20_000,
    make: () =>
      signedIn(Math.random() < 0.5 ? LIKE_MUTATION : UNLIKE_MUTATION, { id: randomIssue()[2] }),
  },
  { name: POST_COMMENT, cache: true, social: true, pool: 20_000, make: postCommentRequest },
  {
    name: 'bare post a comment',
    cache: true,
    social: true,
    pool: 20_000,
    make: postCommentRequest,
    bareOf: POST_COMMENT,
  },
  // Reading analytics: beacons from many addresses (bench/recording.ts).
  ...RECORDING_SCENARIOS,
];

/** BENCH_PROFILE=<dir>: a CPU profile of the API's process per scenario, written there. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Starts the V8 profiler of this process (the app runs in it; the load comes from a child). */
async function startProfile(): Promise<{ stopInto(dir: string, name: string): Promise<void> }> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stopInto(dir, name) {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '-')}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

interface Row {
  name: string;
  result?: CannonResult;
  note?: string;
}

async function main(): Promise<void> {
  const log = createLogger({ json: false, silent: true });
  const rows: Row[] = [];
  await withBenchDatabase('panelhouse-bench-', async ({ tmp, url }) => {
    const configEnv = {
      DATA_DIR: tmp,
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      // The social scenarios send X-Forwarded-For: many client addresses, as behind one proxy.
      TRUST_PROXY: '1',
      // The cost budget is charged on every request (its statement is part of what is
      // measured) but never runs out: all load comes from one IP.
      GRAPHQL_ANONYMOUS_BUDGET_PER_HOUR: '1000000000',
    };
    const config = loadConfig(configEnv);
    // The seed's bulk statements run for minutes: they get a process of their own without the
    // statement limit; the measured app keeps the limits it runs with in production.
    const started = Date.now();
    const seeder = await createDeps({ ...config, dbStatementTimeoutMs: 0 }, url, log);
    const connection = seeder.orm.em.fork().getConnection();
    for (const sql of SEED_SQL) await connection.execute(sql);
    for (const sql of SOCIAL_SEED_SQL) await connection.execute(sql);
    readerTokens = await benchTokens(connection, configEnv.JWT_SECRET);
    for (const sql of STATS_SEED_SQL) await connection.execute(sql);
    useCreatorTokens(await statsTokens(connection, configEnv.JWT_SECRET));
    await closeDeps(seeder);
    const deps = await createDeps(config, url, log);
    await deps.search.start();
    console.log(
      `seeded ${SIZES.users} users, ${SIZES.books} books, ${SIZES.books * SIZES.issuesPerBook} issues, ` +
        `${SIZES.books * SIZES.issuesPerBook * SIZES.pagesPerIssue} pages, ${SOCIAL_SIZES.likes} likes, ` +
        `${SOCIAL_SIZES.ratings} ratings, ${SOCIAL_SIZES.topComments + SOCIAL_SIZES.replies} comments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
    await new Promise<void>((resolve) => built.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;

    // Which read endpoints exist in this build (the reader and book queries live in another module).
    const readerProbe = await fetch(`${base}/api/v1/read/x/book/1/issue/1`);
    const hasReader = readerProbe.status === 200;
    const fields = (await (
      await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __type(name: "Query") { fields { name } } }' }),
      })
    ).json()) as { data: { __type: { fields: { name: string }[] } } };
    const hasBookQuery = fields.data.__type.fields.some((f) => f.name === 'book');

    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    // The creators' dashboard (bench/stats.ts) only here: bench:ab's other build may predate it.
    const selected = [...SCENARIOS, ...STATS_SCENARIOS].filter((s) => !only || only.test(s.name));
    // The bare handler (bench/bare.ts) on the same database and configuration, while needed.
    const bare = selected.some((s) => s.bareOf)
      ? await startBareServer(url, configEnv).catch((error: unknown) => {
          console.error('the bare handler did not start:', error);
          return undefined;
        })
      : undefined;
    const cached = deps.search;
    try {
      for (const scenario of selected) {
        if (scenario.name.startsWith('v1 reader') && !hasReader) {
          rows.push({ name: scenario.name, note: 'route not in this build' });
          continue;
        }
        if (scenario.bareOf && !bare) {
          rows.push({ name: scenario.name, note: 'bare handler not started' });
          continue;
        }
        if (scenario.name === 'GraphQL book details' && !hasBookQuery) {
          rows.push({ name: scenario.name, note: 'Query.book not in this build' });
          continue;
        }
        // The uncached rows run the engine alone, as SEARCH_CACHE_SIZE=0 does.
        deps.search = scenario.cache ? cached : new PostgresSearchProvider(deps.pools);
        process.stdout.write(
          `measuring ${scenario.name} (${WARMUP} s warm-up, then ${DURATION} s, ${CONNECTIONS} connections)...\n`,
        );
        const requests = Array.from({ length: scenario.pool ?? 500 }, scenario.make);
        const target = scenario.bareOf && bare ? bare.base : base;
        const profiling = PROFILE_DIR && !scenario.bareOf ? await startProfile() : undefined;
        rows.push({ name: scenario.name, result: await load(target, requests) });
        if (profiling) await profiling.stopInto(PROFILE_DIR!, scenario.name);
      }
    } finally {
      if (bare) await stopChildServer(bare.child);
    }
    deps.search = cached;
    await built.stop();
    await closeDeps(deps);
  });

  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'];
  const lines = rows.map((r) =>
    r.result
      ? [
          r.name,
          r.result.requests.average.toFixed(0),
          String(r.result.latency.p50),
          String(r.result.latency.p99),
          failuresOf(r.result),
        ]
      : [r.name, 'n/a', 'n/a', 'n/a', r.note ?? ''],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
  // The product against the bare handler, each pair measured back to back.
  const ratios = SCENARIOS.flatMap((scenario) => {
    const product = rows.find((r) => r.name === scenario.bareOf)?.result;
    const floor = rows.find((r) => r.name === scenario.name)?.result;
    if (!product || !floor) return [];
    const [p, b] = [product.requests.average, floor.requests.average];
    return [
      `${scenario.bareOf}: product ${p.toFixed(0)} req/s, bare ${b.toFixed(0)} req/s, product/bare ${(p / b).toFixed(2)}`,
    ];
  });
  if (ratios.length > 0) console.log(`\n${ratios.join('\n')}`);
  console.log(
    `\n${os.cpus().length} CPU(s), ${CONNECTIONS} connections${RATE ? ` offering ${RATE} requests/s` : ''}, ${DURATION} s per scenario after ${WARMUP} s of warm-up.`,
  );
}

if (require.main === module)
  main()
    .catch((error) => {
      console.error('benchmark failed (ignored):', error);
    })
    .finally(() => process.exit(0));
