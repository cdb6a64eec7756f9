/**
 * `npm run bench:cluster` (after `npm run build`): the read scenarios against one and then
 * two API processes of the built app (`PANELHOUSE_ROLE=api`, `node api/dist/main.js`) on
 * the same seeded database, in one run. The load is the same in both rounds: two
 * autocannon children with half the connections each, both aimed at process A in the first
 * round, one at A and one at B in the second (a load balancer's even split), after one
 * unmeasured pass of every scenario over both. Prints a table.
 *
 *   BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS as `npm run bench`; BENCH_ONLY=<regex>
 */
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../src/db/database';
import { freePort, startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/db/mikro-orm.config';
import {
  CONNECTIONS,
  DURATION,
  SCENARIOS,
  SEED_SQL,
  SIZES,
  WARMUP,
  load,
  type CannonResult,
} from './run';

const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');
const MEASURED =
  /^(v1 reader|GraphQL book details|GraphQL search books \(q \+ filters, 20 per page\)$)/;

async function startApi(
  name: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), PANELHOUSE_ROLE: 'api' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not start`);
}

/** Two load children, `targets[i]` each, half the connections each; totals and the worse latencies. */
async function split(
  targets: string[],
  make: () => ReturnType<(typeof SCENARIOS)[number]['make']>,
) {
  const results: CannonResult[] = await Promise.all(
    targets.map((url) =>
      load(url, Array.from({ length: 500 }, make), Math.max(1, Math.round(CONNECTIONS / 2))),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    bad: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(MAIN)) throw new Error('api/dist is missing: run `npm run build` first');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-bench-cluster-'));
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), {
    fsync: false,
    maxConnections: 300,
  });
  const children: ChildProcess[] = [];
  const rows: string[][] = [];
  try {
    await ensureDatabase(pg.url, 'bench');
    const url = withDatabase(pg.url, 'bench');
    const env = {
      DATABASE_URL: url,
      DATA_DIR: tmp,
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      GRAPHQL_ANONYMOUS_BUDGET_PER_HOUR: '1000000000',
      API_RATE_LIMIT: '0',
      LOG_LEVEL: 'error',
      MALLOC_ARENA_MAX: '2',
    };
    // Process A migrates; then the catalogue is seeded once for both rounds.
    const a = await startApi('A', env);
    children.push(a.child);
    const orm = await MikroORM.init(ormConfig(url));
    const started = Date.now();
    for (const sql of SEED_SQL) await orm.em.fork().getConnection().execute(sql);
    await orm.close(true);
    console.log(
      `seeded ${SIZES.books} books, ${SIZES.books * SIZES.issuesPerBook} issues in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const b = await startApi('B', env);
    children.push(b.child);
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const measured = SCENARIOS.filter(
      (scenario) => MEASURED.test(scenario.name) && !(only && only.test(scenario.name) === false),
    );
    // One unmeasured pass of every scenario over both processes first: the freshly seeded
    // database's pages are cold, and the first measured round must not pay for them alone.
    process.stdout.write('warming up both processes and the database...\n');
    for (const scenario of measured) await split([a.url, b.url], scenario.make);
    for (const scenario of measured) {
      process.stdout.write(`measuring ${scenario.name}: one process, then two...\n`);
      const one = await split([a.url, a.url], scenario.make);
      const two = await split([a.url, b.url], scenario.make);
      rows.push([
        scenario.name,
        one.rps.toFixed(0),
        `${one.p50} / ${one.p99}`,
        two.rps.toFixed(0),
        `${two.p50} / ${two.p99}`,
        `${((two.rps / one.rps - 1) * 100).toFixed(0)} %`,
        String(one.bad + two.bad),
      ]);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const header = [
    'scenario',
    '1 process req/s',
    'p50 / p99 ms',
    '2 processes req/s',
    'p50 / p99 ms',
    'change',
    'non-2xx',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(format(row));
  console.log(
    `\n${os.cpus().length} CPU(s), ${CONNECTIONS} connections in two autocannon children, ${DURATION} s per round after ${WARMUP} s of warm-up.`,
  );
}

main()
  .catch((error) => console.error('benchmark failed (ignored):', error))
  .finally(() => process.exit(0));
