/**
 * Reading analytics, the recording side: beacons of 20 events each from many client addresses
 * (X-Forwarded-For behind one trusted proxy, so the per-address limit is counted as in
 * production), and what the recorder stores.
 *
 * - In `npm run bench` (bench/run.ts): the scenario below, requests a second and latency.
 * - Alone, on a small catalogue of its own (no big seed):
 *   `NODE_ENV=production node -r @swc-node/register bench/recording.ts` prints beacons and
 *   events a second answered, events a second **stored** (rows in `reading_events` over the
 *   load, warm-up included), what the recorder dropped, and how long the rollup of them takes.
 *   BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS apply as in bench/run.ts.
 *   It then measures ordinary reads (the v1 reader) at READS_RATE requests a second (default
 *   300) over 20 connections, alone and while beacons arrive at BEACON_EVENTS_RATE events a
 *   second (default 5,000) from another load generator: the reads' p99 with and without
 *   recording, in the same process and on the same data. Then the same for the bare reader
 *   (bench/bare.ts) in a process of its own while the product records: what two shared cores
 *   cost a read that shares no event loop with the recording, the floor of that comparison.
 * - A/B, `BENCH_AB=<other checkout>` (its root, e.g. an export of main): both builds serve the
 *   same seeded small catalogue in child processes, in alternating order for BENCH_ROUNDS
 *   rounds (default 2: A B, B A), each from a fresh events table: the v1 reader alone, beside
 *   BEACON_EVENTS_RATE events a second, then beacons at saturation, with the event loop's
 *   delay in the server (p99 and max, `perf_hooks`, 1 ms resolution) over each. One table.
 *   BENCH_PROFILE=<dir>: a CPU profile of each server over the reads beside the beacons.
 *   BENCH_PIN=1: the API server on CPU 0 and everything else the bench starts (PostgreSQL,
 *   the load generators, the bench itself) on the other CPUs (`taskset`), so the reads'
 *   figures are the API's own and not the cores' sharing; the table says where each ran, and
 *   how busy each CPU was (anyone's work, from /proc/stat) while the reads ran beside beacons.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { LIMITS } from '../src/config/limits';
import { rollup } from '../src/modules/analytics/rollup';
import { createLogger } from '../src/shared/logger';
import type * as Run from './run';
import type { CannonRequest, Scenario } from './run';

type RunModule = typeof Run;
import { SIZES } from './sizes';
import { withBenchDatabase } from './bench-database';
import { startBareServer } from './bare';
import { startChildServer, stopChildServer } from './child-server';
import { randomClientIp } from './social';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const EVENTS_PER_BEACON = LIMITS.analytics.beaconMaxEvents;

/** A catalogue's shape: `bench/run.ts` seeds SIZES; the standalone run a small one. */
interface Catalogue {
  books: number;
  creators: number;
  issuesPerBook: number;
  pagesPerIssue: number;
}

/**
 * A public issue's id: as bench/run.ts's seed numbers them, without the removed books (every
 * 101st) and the deactivated creators' (every 97th user), whose beacons would be refused.
 */
function publicIssue(c: Catalogue): number {
  const book = 1 + Math.floor(Math.random() * c.books);
  const publisher = 1 + (book % c.creators);
  if (book % 101 === 0 || publisher % 97 === 0) return publicIssue(c);
  return (book - 1) * c.issuesPerBook + 1 + Math.floor(Math.random() * c.issuesPerBook);
}

/** One beacon as a reader's browser sends it: a view and progress reports of a few issues. */
export function beaconRequest(c: Catalogue = SIZES): CannonRequest {
  const events = Array.from({ length: EVENTS_PER_BEACON }, (_, i) => ({
    issueId: publicIssue(c),
    opened: i % 4 === 0,
    furthestPage: 1 + Math.floor(Math.random() * c.pagesPerIssue),
    finished: i % 7 === 0,
    referrer: i % 4 === 0 ? 'https://www.example.com/forum/thread' : undefined,
  }));
  return {
    method: 'POST',
    path: '/api/reading/beacon',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER,
      'x-forwarded-for': randomClientIp(),
    },
    body: JSON.stringify({ events }),
  };
}

/**
 * The scenario of `npm run bench`: 5,000 different beacons (each address about once per run's
 * cycle through them, well under its per-minute limit).
 */
export const RECORDING_SCENARIOS: Scenario[] = [
  {
    name: `reading beacon POST /api/reading/beacon (${EVENTS_PER_BEACON} events)`,
    cache: true,
    pool: 5_000,
    make: () => beaconRequest(),
  },
];

/** The standalone run's catalogue: enough public issues for realistic lookups, seeded in seconds. */
const SMALL: Catalogue = { books: 1_000, creators: 100, issuesPerBook: 5, pagesPerIssue: 10 };

const SMALL_SEED_SQL = [
  `insert into users (first_name, last_name, username, email, password_hash, role, active)
   select 'Bench', 'User' || g, 'reader_' || lpad(g::text, 6, '0'), 'reader' || g || '@bench.test', 'x',
          case when g <= ${SMALL.creators} then 'creator' else 'user' end, g % 97 <> 0
     from generate_series(1, ${SMALL.creators * 2}) g`,
  `insert into books (publisher_id, title, url_slug, description, status, content_rating, removed, image_prefix_ref,
                      cover_key, cover_width, cover_height, cover_content_type, cover_byte_size)
   select 1 + (g % ${SMALL.creators}), 'Book ' || g, 'book-' || g, 'A book.', 'ongoing', 'T', g % 101 = 0,
          md5('b' || g), 'bench/cover.png', 320, 485, 'image/png', 50000
     from generate_series(1, ${SMALL.books}) g`,
  `insert into issues (book_id, publisher_id, issue_number, title, description, image_prefix_ref, cover_key,
                       cover_width, cover_height, cover_content_type, cover_byte_size)
   select 1 + (g - 1) / ${SMALL.issuesPerBook}, 1 + ((1 + (g - 1) / ${SMALL.issuesPerBook}) % ${SMALL.creators}),
          1 + (g - 1) % ${SMALL.issuesPerBook}, 'Issue ' || g, 'An issue.', md5('i' || g), 'bench/cover.png',
          320, 485, 'image/png', 50000
     from generate_series(1, ${SMALL.books * SMALL.issuesPerBook}) g`,
  `insert into issue_pages (issue_id, page_number, image_key, image_width, image_height, image_content_type, image_byte_size)
   select 1 + (g - 1) / ${SMALL.pagesPerIssue}, 1 + (g - 1) % ${SMALL.pagesPerIssue}, 'bench/page.png', 1988, 3056,
          'image/png', 900000
     from generate_series(1, ${SMALL.books * SMALL.issuesPerBook * SMALL.pagesPerIssue}) g`,
  'analyze',
];

/** A v1 reader request of the small catalogue's public issues. */
function smallReaderRequest(): CannonRequest {
  const issue = publicIssue(SMALL);
  const book = 1 + Math.floor((issue - 1) / SMALL.issuesPerBook);
  const n = 1 + ((issue - 1) % SMALL.issuesPerBook);
  return { method: 'GET', path: `/api/v1/read/x/book/${book}/issue/${n}` };
}

/**
 * The v1 reader at READS_RATE requests a second, alone and then with beacons arriving at
 * BEACON_EVENTS_RATE events a second beside it; one line each.
 */
async function readsUnderRecording(
  { load, failuresOf }: Pick<RunModule, 'load' | 'failuresOf'>,
  base: string,
  reader: { base: string; name: string } = { base, name: 'v1 reader' },
): Promise<string[]> {
  const readsRate = Number(process.env.READS_RATE ?? 300);
  const eventsRate = Number(process.env.BEACON_EVENTS_RATE ?? 5_000);
  const reads = Array.from({ length: 2_000 }, smallReaderRequest);
  const beacons = Array.from({ length: 5_000 }, () => beaconRequest(SMALL));
  const line = (what: string, r: Run.CannonResult) =>
    `${what}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
    `non-2xx ${failuresOf(r)}`;
  const out: string[] = [];
  for (const round of [1, 2]) {
    const alone = await load(reader.base, reads, 20, readsRate);
    const [beside, recording] = await Promise.all([
      load(reader.base, reads, 20, readsRate),
      load(base, beacons, 20, eventsRate / EVENTS_PER_BEACON),
    ]);
    out.push(
      line(`round ${round}, ${reader.name} at ${readsRate}/s alone`, alone),
      line(`round ${round}, ${reader.name} at ${readsRate}/s with ${eventsRate} events/s`, beside),
      line(`round ${round}, the beacons beside it`, recording),
    );
  }
  return out;
}

async function main(): Promise<void> {
  // bench/run.ts imports this file for its scenario: its helpers are loaded here, on use.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const run = require('./run') as RunModule;
  const { load, failuresOf, DURATION, WARMUP, CONNECTIONS } = run;
  const log = createLogger({ json: false, silent: true });
  await withBenchDatabase('panelhouse-bench-recording-', async ({ tmp, url }) => {
    const configEnv = {
      DATA_DIR: tmp,
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      TRUST_PROXY: '1',
    };
    const config = loadConfig(configEnv);
    const deps = await createDeps(config, url, log);
    const connection = deps.orm.em.fork().getConnection();
    for (const sql of SMALL_SEED_SQL) await connection.execute(sql);
    const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
    await new Promise<void>((resolve) => built.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;
    const requests = Array.from({ length: 5_000 }, () => beaconRequest(SMALL));
    console.log(
      `posting beacons of ${EVENTS_PER_BEACON} events (${WARMUP} s warm-up, then ${DURATION} s, ${CONNECTIONS} connections)...`,
    );
    const result = await load(base, requests);
    // Every answered beacon was stored, warm-up included: the rate is over the whole load.
    const seconds = WARMUP + DURATION;
    await deps.recorder.flush();
    const [{ n }] = await connection.execute<{ n: string }[]>(
      'select count(*) as n from reading_events',
    );
    const stored = Number(n);
    const rolled = Date.now();
    await rollup(deps);
    const rollupMs = Date.now() - rolled;
    const { dropped, failedWrites } = deps.recorder.stats;
    const reads = await readsUnderRecording(run, base);
    // The floor: the bare reader (bench/bare.ts: node:http, the read pool, no app) in a process
    // of its own while the product records the beacons, so no event loop is shared.
    const bare = await startBareServer(url, configEnv);
    try {
      reads.push(
        ...(await readsUnderRecording(run, base, { base: bare.base, name: 'bare reader' })),
      );
    } finally {
      await stopChildServer(bare.child);
    }
    await built.stop();
    await closeDeps(deps);
    const beacons = result.requests.average;
    console.log(
      [
        `beacons answered: ${beacons.toFixed(0)}/s (${(beacons * EVENTS_PER_BEACON).toFixed(0)} events/s), ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${failuresOf(result)}`,
        `events stored: ${stored} in ${seconds} s of load = ${(stored / seconds).toFixed(0)} events/s ` +
          `(dropped ${dropped}, failed writes ${failedWrites})`,
        `rollup of today's ${stored} events: ${rollupMs} ms`,
        ...reads,
        `${os.cpus().length} CPU(s), load generator and PostgreSQL on the same machine.`,
      ].join('\n'),
    );
  });
}

/**
 * A child process serving `apiDir`'s app on `databaseUrl`, with its event loop's delay and a
 * CPU profile on request (IPC: 'delay-reset', 'delay', 'profile-start', 'profile-stop <file>').
 */
async function startServer(apiDir: string, databaseUrl: string, dataDir: string) {
  const setup = `
    const fs = require('node:fs');
    const inspector = require('node:inspector/promises');
    const { monitorEventLoopDelay } = require('node:perf_hooks');
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const session = new inspector.Session();
    session.connect();
    process.on('message', async (m) => {
      if (m === 'delay-reset') { delay.reset(); process.send({ ok: true }); }
      else if (m === 'recorder') {
        const { recorder } = globalThis.benchDeps;
        await recorder.flush();
        process.send(recorder.stats);
      }
      else if (m === 'delay') process.send({ p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
      else if (m === 'profile-start') {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        process.send({ ok: true });
      } else if (typeof m === 'string' && m.startsWith('profile-stop ')) {
        const { profile } = await session.post('Profiler.stop');
        fs.writeFileSync(m.slice(13), JSON.stringify(profile));
        process.send({ ok: true });
      }
    });`;
  const { base, child } = await startChildServer(apiDir, databaseUrl, {
    dataDir,
    setup,
    ipc: true,
  });
  const ask = <T>(message: string) =>
    new Promise<T>((resolve, reject) => {
      const gone = () => reject(new Error(`server in ${apiDir} exited`));
      child.once('exit', gone);
      child.once('message', (answer) => {
        child.off('exit', gone);
        resolve(answer as T);
      });
      child.send(message);
    });
  return { base, child, ask };
}

/** Sets the CPUs of process `pid` and of all its threads (`taskset -a`); its later children inherit them. */
function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** The CPUs process `pid` may run on, as `taskset` lists them. */
const cpusOf = (pid: number): string =>
  execFileSync('taskset', ['-c', '-p', String(pid)])
    .toString()
    .trim()
    .split(': ')
    .pop() ?? '?';

/** PostgreSQL's processes: its postmaster (first line of postmaster.pid) and every child of it. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    .toString()
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}

/** Each CPU's busy and total time so far (jiffies, /proc/stat), to tell how busy each was over a phase. */
function cpuTimes(): { busy: number; total: number }[] {
  return fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line))
    .map((line) => {
      const [user, nice, system, idle, iowait, irq, softirq, steal] = line
        .split(/\s+/)
        .slice(1, 9)
        .map(Number);
      const busy = user + nice + system + irq + softirq + steal;
      return { busy, total: busy + idle + iowait };
    });
}

/** `BENCH_AB`: A (the other checkout) against B (this one), alternating; see the top. */
async function abMain(other: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as in main()
  const { load, failuresOf } = require('./run') as RunModule;
  const builds = [
    { label: 'A', apiDir: path.resolve(other, 'api') },
    { label: 'B', apiDir: path.resolve(__dirname, '..') },
  ];
  // The other checkout needs no install of its own: the same dependencies, linked.
  for (const dir of ['..', '.'].map((d) => path.join(d, 'node_modules'))) {
    const link = path.resolve(other, 'api', dir);
    if (!fs.existsSync(link)) fs.symlinkSync(path.resolve(__dirname, '..', dir), link);
  }
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const readsRate = Number(process.env.READS_RATE ?? 300);
  const eventsRate = Number(process.env.BEACON_EVENTS_RATE ?? 5_000);
  const profileDir = process.env.BENCH_PROFILE;
  // The API on CPU 0, the rest on the others: set before PostgreSQL and the load generators
  // start, so they inherit it; each server is moved to CPU 0 once started.
  const pinned = process.env.BENCH_PIN === '1' && os.cpus().length > 1;
  const apiCpus = '0';
  const otherCpus = os.cpus().length === 2 ? '1' : `1-${os.cpus().length - 1}`;
  if (pinned) pin(process.pid, otherCpus);
  const log = createLogger({ json: false, silent: true });
  const rows: string[] = [];
  let placement = 'the API servers, PostgreSQL and the load generators on the same CPUs (unpinned)';
  await withBenchDatabase('panelhouse-bench-recording-ab-', async ({ tmp, url }) => {
    const config = loadConfig({ DATA_DIR: tmp, SEED_DEMO: '0', JWT_SECRET: 'x'.repeat(40) });
    const deps = await createDeps(config, url, log);
    const connection = deps.orm.em.fork().getConnection();
    for (const sql of SMALL_SEED_SQL) await connection.execute(sql);
    const reads = Array.from({ length: 2_000 }, smallReaderRequest);
    const beacons = Array.from({ length: 5_000 }, () => beaconRequest(SMALL));
    for (let round = 0; round < rounds; round++) {
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        // Each build from the same start: no events, and the last flood's writes settled.
        await connection.execute('truncate reading_events');
        await connection.execute('checkpoint');
        const server = await startServer(build.apiDir, url, fs.mkdtempSync(path.join(tmp, 'd-')));
        if (pinned) {
          pin(server.child.pid!, apiCpus);
          const pg = postgresPids(path.join(tmp, 'pg'));
          const pgCpus = [...new Set(pg.map(cpusOf))].join(' ');
          placement =
            `pinned: the API server on CPU ${cpusOf(server.child.pid!)}; PostgreSQL's ${pg.length} ` +
            `processes on CPU ${pgCpus}; the bench and its load generators on CPU ${cpusOf(process.pid)}`;
          if (pgCpus !== otherCpus)
            throw new Error(`PostgreSQL is not where it should be: ${placement}`);
        }
        const measured = async <T>(work: () => Promise<T>) => {
          await server.ask('delay-reset');
          const before = cpuTimes();
          const result = await work();
          const delay = await server.ask<{ p99: number; max: number }>('delay');
          // How busy each CPU was (whoever used it): a saturated one makes every figure late.
          const busy = cpuTimes()
            .map(
              (t, i) =>
                `${((100 * (t.busy - before[i].busy)) / (t.total - before[i].total)).toFixed(0)}`,
            )
            .join(' / ');
          return { result, delay: `${delay.p99.toFixed(0)} / ${delay.max.toFixed(0)}`, busy };
        };
        try {
          process.stdout.write(`round ${round + 1} ${build.label}\n`);
          const alone = await measured(() => load(server.base, reads, 20, readsRate));
          if (profileDir) await server.ask('profile-start');
          const beside = await measured(() =>
            Promise.all([
              load(server.base, reads, 20, readsRate),
              load(server.base, beacons, 20, eventsRate / EVENTS_PER_BEACON),
            ]),
          );
          if (profileDir) {
            fs.mkdirSync(profileDir, { recursive: true });
            const file = path.join(profileDir, `${build.label}-round${round + 1}.cpuprofile`);
            await server.ask(`profile-stop ${file}`);
          }
          const flood = await measured(() => load(server.base, beacons));
          // Everything answered is stored, or counted as dropped: never lost silently.
          const recorder = await server.ask<{
            stored: number;
            dropped: number;
            failedWrites: number;
          }>('recorder');
          const [besideReads, besideBeacons] = beside.result;
          const failed = [alone.result, besideReads, besideBeacons, flood.result]
            .map(failuresOf)
            .filter((failures) => failures !== '0');
          rows.push(
            `| ${round + 1} | ${build.label} | ${flood.result.requests.average.toFixed(0)} ` +
              `(p99 ${flood.result.latency.p99} ms) | ${flood.delay} ` +
              `| ${alone.result.latency.p99} | ${alone.delay} | ${besideReads.latency.p99} ` +
              `| ${besideBeacons.latency.p99} | ${beside.delay} | ${beside.busy} ` +
              `| ${recorder.stored} / ${recorder.dropped} / ${recorder.failedWrites} ` +
              `| ${failed.join('; ') || 0} |`,
          );
        } finally {
          await stopChildServer(server.child);
        }
      }
    }
    await closeDeps(deps);
  });
  console.log(`\nA = ${builds[0].apiDir}, B = ${builds[1].apiDir}`);
  console.log(
    `| round | build | beacons/s at saturation | its loop delay p99 / max ms ` +
      `| reader p99 alone ms | its loop delay | reader p99 beside ${eventsRate} events/s ms ` +
      `| the beacons' p99 ms | loop delay beside | CPUs busy beside % ` +
      `| events stored / dropped / failed writes | failed requests |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`${os.cpus().length} CPU(s); ${placement}.`);
}

if (require.main === module)
  (process.env.BENCH_AB ? abMain(process.env.BENCH_AB) : main())
    .catch((error) => {
      console.error('benchmark failed (ignored):', error);
    })
    .finally(() => process.exit(0));
