/**
 * `npm run bench:ab -- <other checkout>`: an interleaved A/B of the main reads between another
 * checkout of this repository (A, e.g. `git worktree add /tmp/before <commit>`) and this one
 * (B), on one seeded database. Each round starts A's and B's API as child processes on the
 * same data, in alternating order, and runs every scenario against each; a change to a read
 * path is judged by the spread of its rounds, not by one run. Prints one table per scenario.
 *
 *   BENCH_ROUNDS=2  BENCH_DURATION=10  BENCH_WARMUP=5  BENCH_CONNECTIONS=50  BENCH_ONLY=<regex>
 *   BENCH_SOCIAL=1: also seeds the reader feedback (likes, ratings, comments, signed-in readers)
 *   and runs its scenarios; both builds must have its tables.
 *
 * The other checkout needs no install of its own: a `node_modules` link to this one's is made
 * when missing (the dependencies must be the same).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/shared/logger';
import { type CannonResult, load, SCENARIOS, SEED_SQL, useReaderTokens } from './run';
import { benchTokens, SOCIAL_SEED_SQL } from './social';
import { BENCH_JWT_SECRET, startChildServer, stopChildServer } from './child-server';
import { withBenchDatabase } from './bench-database';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SOCIAL = process.env.BENCH_SOCIAL === '1';
const JWT_SECRET = BENCH_JWT_SECRET;

/** A child process serving `apiDir`'s app on `databaseUrl`, its search listener started. */
function startServer(
  apiDir: string,
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
) {
  return startChildServer(apiDir, databaseUrl, {
    dataDir,
    startSearch: true,
    // Builds with a GraphQL cost budget charge it on every request but never run out.
    env: { ...env, GRAPHQL_ANONYMOUS_BUDGET_PER_HOUR: '1000000000' },
  });
}

/** Whether the build's schema has cursor connections (`IssueConnection`). */
async function hasIssueConnection(base: string): Promise<boolean> {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __type(name: "IssueConnection") { name } }' }),
  });
  const body = (await answer.json()) as { data?: { __type: { name: string } | null } };
  return Boolean(body.data?.__type);
}

async function main(): Promise<void> {
  const other = process.argv[2];
  if (!other) throw new Error('usage: npm run bench:ab -- <path of the other checkout>');
  const builds = [
    { label: 'A', apiDir: path.resolve(other, 'api') },
    { label: 'B', apiDir: path.resolve(__dirname, '..') },
  ];
  const modules = path.resolve(other, 'node_modules');
  if (!fs.existsSync(modules))
    fs.symlinkSync(path.resolve(__dirname, '..', '..', 'node_modules'), modules);

  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const results = new Map<string, Map<string, CannonResult[]>>();
  await withBenchDatabase('panelhouse-ab-', async ({ tmp, url }) => {
    const log = createLogger({ json: false, silent: true });
    const deps = await createDeps(
      loadConfig({
        DATA_DIR: tmp,
        SEED_DEMO: '0',
        JWT_SECRET,
        // The seed's bulk statements run for minutes.
        DB_STATEMENT_TIMEOUT_MS: '0',
      }),
      url,
      log,
    );
    const connection = deps.orm.em.fork().getConnection();
    for (const sql of SEED_SQL) await connection.execute(sql);
    if (SOCIAL) {
      for (const sql of SOCIAL_SEED_SQL) await connection.execute(sql);
      useReaderTokens(await benchTokens(connection, JWT_SECRET));
    }
    await closeDeps(deps);
    console.log('seeded; rounds:', ROUNDS);

    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const cache of [true, false]) {
        const scenarios = SCENARIOS.filter(
          // The bare handler's scenarios belong to `npm run bench` (it is not a build).
          (s) =>
            s.cache === cache && !s.bareOf && (SOCIAL || !s.social) && (!only || only.test(s.name)),
        );
        if (scenarios.length === 0) continue;
        for (const build of order) {
          const { base, child } = await startServer(
            build.apiDir,
            url,
            fs.mkdtempSync(path.join(tmp, 'd-')),
            cache ? {} : { SEARCH_CACHE_SIZE: '0' },
          );
          try {
            // A build from before cursor connections gets the scenarios' legacy requests.
            const legacy = !(await hasIssueConnection(base));
            for (const scenario of scenarios) {
              process.stdout.write(`round ${round + 1} ${build.label}: ${scenario.name}\n`);
              const make = (legacy && scenario.makeLegacy) || scenario.make;
              const requests = Array.from({ length: scenario.pool ?? 500 }, make);
              const result = await load(base, requests);
              const byBuild = results.get(scenario.name) ?? new Map<string, CannonResult[]>();
              byBuild.set(build.label, [...(byBuild.get(build.label) ?? []), result]);
              results.set(scenario.name, byBuild);
            }
          } finally {
            await stopChildServer(child);
          }
        }
      }
    }
  });

  console.log(`\nA = ${builds[0].apiDir}, B = ${builds[1].apiDir}`);
  console.log('| scenario | A req/s (rounds) | B req/s (rounds) | A p99 ms | B p99 ms |');
  console.log('|---|---|---|---|---|');
  const cell = (runs: CannonResult[] | undefined, f: (r: CannonResult) => number) =>
    (runs ?? []).map((r) => f(r).toFixed(0)).join(' / ');
  for (const [name, byBuild] of results) {
    const a = byBuild.get('A');
    const b = byBuild.get('B');
    console.log(
      `| ${name} | ${cell(a, (r) => r.requests.average)} | ${cell(b, (r) => r.requests.average)} | ${cell(a, (r) => r.latency.p99)} | ${cell(b, (r) => r.latency.p99)} |`,
    );
  }
}

if (require.main === module)
  main()
    .catch((error) => {
      console.error('A/B benchmark failed (ignored):', error);
    })
    .finally(() => process.exit(0));
