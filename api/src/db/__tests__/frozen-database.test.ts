import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { buildApp, type BuiltApp } from '../../app';
import type { AppDeps } from '../../app-deps';
import { closeDeps, createDeps } from '../../bootstrap';
import { loadConfig } from '../../config/env';
import { createLogger } from '../../shared/logger';
import { unavailableEngine } from '../../shared/unavailable';
import { APP_DATABASE, ensureDatabase } from '../database';
import { withDatabase } from '../embedded-postgres';
import { startPostgresProcess, type PostgresProcess } from '../../../test/support/postgres-process';

// A frozen database (SIGSTOP: connections are accepted, nothing is ever answered) on a
// PostgreSQL of this file's own, so the shared test server stays untouched. With one-second
// limits, v1, GraphQL and the health check answer 503 with Retry-After in seconds instead of
// waiting forever, and recover once the database runs again.
jest.setTimeout(180_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-frozen-'));
// As root, PostgreSQL runs as the postgres user, which must reach its data directory.
fs.chmodSync(dir, 0o755);
let pg: PostgresProcess;
let deps: AppDeps;
let built: BuiltApp;
let frozen: number[] = [];

beforeAll(async () => {
  pg = await startPostgresProcess(path.join(dir, 'data'));
  await ensureDatabase(pg.url, APP_DATABASE);
  const config = {
    ...loadConfig({
      DATA_DIR: path.join(dir, 'app'),
      PUBLIC_URL: 'http://panelhouse.test',
      SEED_DEMO: '0',
      DB_STATEMENT_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '1000',
    }),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    worker: false,
    graphqlBudgetPerHour: 0,
    graphqlSessionBudgetPerHour: 0,
    graphqlAnonymousBudgetPerHour: 0,
  };
  const log = createLogger({ json: false, silent: process.env.TEST_LOGS !== '1' });
  deps = await createDeps(config, withDatabase(pg.url, APP_DATABASE), log);
  await deps.search.start();
  built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
});

afterAll(async () => {
  signal(frozen, 'SIGCONT');
  await built?.stop();
  if (deps) await closeDeps(deps);
  await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The postmaster and every backend and helper process it forked. */
function postgresProcesses(): number[] {
  const postmaster = Number(
    fs.readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // "pid (comm) state ppid ...": the command may contain spaces, the fields after it do not.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // gone
    }
  }
}

const http = () => request(built.app);
const v1User = () => http().get('/api/v1/users/get-user?id=1').timeout(15_000);
const v1Book = () => http().get('/api/v1/read/someone/book/1').timeout(15_000);
const gqlUser = () =>
  http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: '{ user(id: 1) { id } }' })
    .timeout(15_000);
const health = () => http().get('/healthz').timeout(15_000);

test('a statement past the statement timeout is cancelled by PostgreSQL (57014), which means 503', async () => {
  const em = deps.orm.em.fork();
  const errors = await Promise.all([
    deps.pools.read.rows('select pg_sleep(3)', []).catch((error: unknown) => error),
    deps.pools.search.rows('select pg_sleep(3)', []).catch((error: unknown) => error),
    em
      .getConnection()
      .execute('select pg_sleep(3)')
      .catch((error: unknown) => error),
  ]);
  for (const error of errors) {
    expect(error).toMatchObject({ code: '57014' });
    expect(unavailableEngine(error)).toBe('database');
  }
});

test('a frozen database answers 503 with Retry-After within seconds, and the API recovers', async () => {
  // Warm every pool: the requests below meet open connections that never answer.
  for (const send of [v1User, v1Book, gqlUser, health]) expect((await send()).status).not.toBe(503);

  const timings: string[] = [];
  frozen = postgresProcesses();
  signal(frozen, 'SIGSTOP');
  for (const [name, send] of Object.entries({ v1User, v1Book, gqlUser, health })) {
    const started = Date.now();
    const res = await send().catch((error: Error) => ({
      status: 0,
      error,
      headers: {} as Record<string, string>,
      body: {},
    }));
    const ms = Date.now() - started;
    // One-second limits: the client gives up after 2 s at most; a hang would be endless.
    expect({ name, status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({
      name,
      status: 503,
      retryAfter: '5',
    });
    expect(ms).toBeLessThan(8_000);
    timings.push(`${name} ${ms} ms`);
    if (name === 'gqlUser')
      expect(
        (res.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0],
      ).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }

  // Reported for docs/scaling.md.
  console.log(`frozen database: 503 after ${timings.join(', ')}`);
  signal(frozen, 'SIGCONT');
  frozen = [];
  const deadline = Date.now() + 20_000;
  let statuses: number[] = [];
  while (Date.now() < deadline) {
    statuses = [];
    for (const send of [v1User, v1Book, gqlUser, health]) statuses.push((await send()).status);
    if (!statuses.includes(503)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(statuses).not.toContain(503);
  expect(statuses.every((status) => status < 500)).toBe(true);
});
