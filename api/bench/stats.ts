/**
 * The reading statistics rows of `npm run bench` and its creator dashboard scenario: a year of
 * daily rollups for STATS_CREATORS creators (each has 10 books and 50 issues in the bench
 * catalogue), page reach for the first of them, and `creatorStats` over 365 days with the
 * totals, the days and the 50 issues, asked by those creators signed in.
 *
 * Run alone (`NODE_ENV=production node -r @swc-node/register bench/stats.ts`) it seeds the
 * catalogue and these rows only (no social rows) and measures the scenario with
 * STATS_CONNECTIONS (default 4) connections: a few creators looking at their dashboards at
 * once, the latency a creator sees rather than the server's saturation.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Connection } from '@mikro-orm/core';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { TokenService } from '../src/modules/auth/tokens';
import { createLogger } from '../src/shared/logger';
// run.ts imports this file for its scenario list; each side uses the other only inside its
// main(), after both are loaded, so the circle is harmless (as CommonJS resolves it).
import { load, type Scenario, SEED_SQL } from './run';
import { SIZES } from './sizes';

/** Creators 2..51 (none of them deactivated by the seed): 50 issues each. */
export const STATS_CREATORS = { first: 2, count: 50 };
const LAST = STATS_CREATORS.first + STATS_CREATORS.count - 1;
const DAYS = 365;
const YEAR = `(select generate_series(current_date - ${DAYS - 1}, current_date, interval '1 day')::date as d) y`;
const DOMAINS = `(array['', 'example.com', 'news.example', 'forum.example', 'social.example'])`;

/** Set-based inserts of a year of rollups; the figures vary by issue and day. */
export const STATS_SEED_SQL = [
  // With each row's running totals, as the rollup keeps them.
  `insert into issue_daily_stats (issue_id, day, book_id, creator_id, views, unique_readers, completions, likes, comments,
                                  cum_views, cum_unique_readers, cum_completions, cum_likes, cum_comments)
   select f.*, sum(views) over w, sum(unique_readers) over w, sum(completions) over w, sum(likes) over w,
          sum(comments) over w
     from (select i.id as issue_id, y.d as day, i.book_id, i.publisher_id as creator_id,
                  5 + abs(i.id * 7 + (y.d - current_date) * 13) % 60 as views,
                  3 + abs(i.id * 5 + (y.d - current_date) * 11) % 40 as unique_readers,
                  abs(i.id + (y.d - current_date)) % 9 as completions,
                  abs(i.id * 3 + (y.d - current_date)) % 4 as likes,
                  abs(i.id + (y.d - current_date) * 7) % 3 as comments
             from issues i, ${YEAR} where i.publisher_id between ${STATS_CREATORS.first} and ${LAST}) f
   window w as (partition by f.issue_id order by f.day)`,
  `insert into book_daily_stats (book_id, day, creator_id, views, unique_readers, completions, likes, ratings, comments)
   select s.book_id, s.day, min(s.creator_id), sum(s.views), sum(s.unique_readers), sum(s.completions),
          sum(s.likes), count(*) % 3, sum(s.comments)
     from issue_daily_stats s group by s.book_id, s.day`,
  `insert into creator_daily_stats (creator_id, day, views, unique_readers, completions, likes, ratings, comments,
                                    subscribers_gained, subscribers_lost)
   select s.creator_id, s.day, sum(s.views), sum(s.unique_readers), sum(s.completions), sum(s.likes),
          sum(s.ratings), sum(s.comments), s.creator_id % 5, s.creator_id % 2
     from book_daily_stats s group by s.creator_id, s.day`,
  // One source and referrer per issue and day, turning over the sources and domains.
  `insert into issue_daily_traffic (issue_id, day, source, referrer_domain, book_id, creator_id, views)
   select s.issue_id, s.day, (array['web', 'opds', 'cbz', 'api'])[1 + abs(s.issue_id + (s.day - current_date)) % 4],
          ${DOMAINS}[1 + abs(s.issue_id * 3 + (s.day - current_date)) % 5], s.book_id, s.creator_id, s.views
     from issue_daily_stats s`,
  `insert into issue_daily_page_reach (issue_id, day, page, readers)
   select s.issue_id, s.day, p, greatest(0, s.unique_readers - (p - 1) * 2)
     from issue_daily_stats s, generate_series(1, ${SIZES.pagesPerIssue}) p
    where s.creator_id = ${STATS_CREATORS.first}`,
  `insert into issue_read_totals (issue_id, views, readers)
   select issue_id, sum(views), sum(unique_readers) from issue_daily_stats group by issue_id`,
  `insert into book_read_totals (book_id, views, readers)
   select book_id, sum(views), sum(unique_readers) from book_daily_stats group by book_id`,
  `insert into sessions (id, user_id)
   select md5('bench-stats-session-' || g)::uuid, g from generate_series(${STATS_CREATORS.first}, ${LAST}) g`,
  // As autovacuum leaves rollup tables that are written once a day: all-visible pages, so an
  // index that covers a statement's columns is read without the table.
  'vacuum analyze issue_daily_stats, book_daily_stats, creator_daily_stats, issue_daily_traffic, issue_daily_page_reach',
  'analyze',
];

/** A session token for each of the STATS_CREATORS. */
export async function statsTokens(connection: Connection, jwtSecret: string): Promise<string[]> {
  const rows: { id: number; sid: string; pwd: Date }[] = await connection.execute(
    `select u.id, s.id as sid, u.password_changed_at as pwd from sessions s join users u on u.id = s.user_id
      where s.id = md5('bench-stats-session-' || u.id)::uuid`,
  );
  const tokens = new TokenService(jwtSecret);
  return rows.map((r) => tokens.issue(r.id, new Date(r.pwd), r.sid));
}

export const CREATOR_STATS_QUERY = `query CreatorStats($range: StatsRangeInput!) {
  creatorStats(range: $range) {
    totals { views uniqueReaders completions completionRate likes ratings comments subscribersGained subscribersLost }
    daily { day views uniqueReaders completions likes ratings comments subscribersGained subscribersLost }
    issues(first: 50) { totalCount nodes { issue { id issueNumber title } totals { views uniqueReaders completionRate likes comments } } }
  }
}`;

const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let creatorTokens: string[] = [];
export const useCreatorTokens = (tokens: string[]) => {
  creatorTokens = tokens;
};

/** The dashboard scenario. */
export const STATS_SCENARIOS: Scenario[] = [
  {
    name: 'GraphQL creatorStats: 365 days, totals, daily and 50 issues (signed-in creator)',
    cache: true,
    make: () => ({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${creatorTokens[Math.floor(Math.random() * creatorTokens.length)]}`,
      },
      body: JSON.stringify({
        query: CREATOR_STATS_QUERY,
        variables: { range: { from: dayOffset(-(DAYS - 1)), to: dayOffset(0) } },
      }),
    }),
  },
];

async function main(): Promise<void> {
  const connections = Number(process.env.STATS_CONNECTIONS ?? 4);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-bench-stats-'));
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), { fsync: false });
  try {
    await ensureDatabase(pg.url, 'bench');
    const url = withDatabase(pg.url, 'bench');
    const config = loadConfig({
      DATA_DIR: tmp,
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      GRAPHQL_BUDGET_PER_HOUR: '1000000000',
      GRAPHQL_SESSION_BUDGET_PER_HOUR: '1000000000',
    });
    const log = createLogger({ json: false, silent: true });
    const started = Date.now();
    const seeder = await createDeps({ ...config, dbStatementTimeoutMs: 0 }, url, log);
    const connection = seeder.orm.em.fork().getConnection();
    for (const sql of [...SEED_SQL, ...STATS_SEED_SQL]) await connection.execute(sql);
    useCreatorTokens(await statsTokens(connection, config.jwtSecret as string));
    const [counts] = await connection.execute(
      `select (select count(*) from issue_daily_stats) as issue_days, (select count(*) from issue_daily_traffic) as traffic,
              (select count(*) from issue_daily_page_reach) as reach`,
    );
    await closeDeps(seeder);
    console.log(
      `seeded the catalogue and ${JSON.stringify(counts)} rollup rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const deps = await createDeps(config, url, log);
    const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
    await new Promise<void>((resolve) => built.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;
    const check = STATS_SCENARIOS[0].make();
    const answer = (await (
      await fetch(base + check.path, { method: 'POST', headers: check.headers, body: check.body })
    ).json()) as { errors?: unknown; data?: { creatorStats: { daily: unknown[] } } };
    if (answer.errors || answer.data?.creatorStats.daily.length !== DAYS)
      throw new Error(`unexpected answer: ${JSON.stringify(answer).slice(0, 500)}`);
    const requests = Array.from({ length: 500 }, STATS_SCENARIOS[0].make);
    const result = await load(base, requests, connections);
    console.log(
      `${STATS_SCENARIOS[0].name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx + result.errors} ` +
        `(${connections} connections, ${os.cpus().length} CPUs)`,
    );
    await built.stop();
    await closeDeps(deps);
  } finally {
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module)
  main()
    .catch((error) => {
      console.error('benchmark failed (ignored):', error);
    })
    .finally(() => process.exit(0));
