/**
 * What one batch of reading events costs to insert, by batch size and way of sending it:
 * Node's CPU (this process) and PostgreSQL's (its processes' CPU time from /proc) per batch,
 * for the recorder's JSON insert on MikroORM's pool (the product's way), the same statement
 * prepared on a postgres.js connection, and `COPY ... FROM STDIN` through postgres.js.
 *
 *   NODE_ENV=production node -r @swc-node/register bench/recording-insert.ts
 *
 * BATCH_SIZES (default "100,500"), EVENTS (default 40,000 per way and size), BENCH_WAYS (a
 * comma list of the ways' names, default all). Each way writes its batches one after another
 * into an emptied table, twice (two rounds), after one batch not counted.
 */
import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { EntityManager } from '@mikro-orm/postgresql';
import postgres from 'postgres';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { dbOf, exec } from '../src/db/sql';
import { recordingQueries } from '../src/modules/analytics/recording.queries';
import { createLogger } from '../src/shared/logger';
import { withBenchDatabase } from './bench-database';

const COLUMNS =
  'at, day, issue_id, book_id, creator_id, kind, source, reader_hash, furthest_page, finished, referrer_domain';
const day = new Date().toISOString().slice(0, 10);

/** A row as the recorder sends it: a quarter views with a referrer, a reader per 20 events. */
function row(i: number) {
  return {
    at: new Date().toISOString(),
    day,
    issue_id: 1 + (i % 5000),
    book_id: 1 + (i % 1000),
    creator_id: 1 + (i % 100),
    kind: i % 4 === 0 ? 'view' : 'progress',
    source: 'web',
    reader_hash: `\\x${crypto
      .createHash('sha256')
      .update(String(Math.floor(i / 20)))
      .digest('hex')}`,
    furthest_page: 1 + (i % 10),
    finished: i % 7 === 0,
    referrer_domain: i % 4 === 0 ? 'example.com' : null,
  };
}
type Row = ReturnType<typeof row>;

/** A row in COPY's text format (bytea's hex form with its backslash escaped). */
const copyLine = (e: Row) =>
  `${e.at}\t${e.day}\t${e.issue_id}\t${e.book_id}\t${e.creator_id}\t${e.kind}\t${e.source}\t\\${e.reader_hash}\t` +
  `${e.furthest_page}\t${e.finished ? 't' : 'f'}\t${e.referrer_domain ?? '\\N'}\n`;

/** CPU milliseconds of PostgreSQL's processes: the postmaster of `dataDir` and its children. */
function postgresCpuMs(dataDir: string): number {
  const postmaster = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', postmaster]).toString();
  let ticks = 0;
  for (const pid of [postmaster, ...children.split('\n').map((p) => p.trim())].filter(Boolean)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended in the meantime.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function main(): Promise<void> {
  const sizes = (process.env.BATCH_SIZES ?? '100,500').split(',').map(Number);
  const events = Number(process.env.EVENTS ?? 40_000);
  const only = process.env.BENCH_WAYS?.split(',');
  await withBenchDatabase('panelhouse-bench-insert-', async ({ tmp, url }) => {
    const log = createLogger({ json: false, silent: true });
    const config = loadConfig({ DATA_DIR: tmp, SEED_DEMO: '0', JWT_SECRET: 'x'.repeat(40) });
    const deps = await createDeps(config, url, log);
    const db = dbOf(deps.orm.em.fork() as EntityManager, deps);
    const connection = deps.orm.em.fork().getConnection();
    await exec(db, recordingQueries.ensurePartition, [day]);
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    const insertText = recordingQueries.insertEvents.text(deps.orm.em as EntityManager);
    const ways: Record<string, (batch: Row[]) => Promise<unknown>> = {
      'json, MikroORM pool': (batch) =>
        exec(db, recordingQueries.insertEvents, [JSON.stringify(batch)]),
      'json, postgres.js prepared': (batch) =>
        sql.unsafe(insertText.replace('$1::json', '$1::text::json'), [JSON.stringify(batch)], {
          prepare: true,
        }),
      'copy, postgres.js': async (batch) => {
        const stream = await sql.unsafe(`copy reading_events (${COLUMNS}) from stdin`).writable();
        let text = '';
        for (const e of batch) text += copyLine(e);
        await new Promise<void>((resolve, reject) => {
          stream.on('error', reject);
          stream.end(text, () => resolve());
        });
      },
    };
    for (const size of sizes) {
      const batches = Array.from({ length: Math.ceil(events / size) }, (_, b) =>
        Array.from({ length: size }, (_, i) => row(b * size + i)),
      );
      for (const round of [1, 2])
        for (const [name, write] of Object.entries(ways)) {
          if (only && !only.includes(name)) continue;
          await connection.execute('truncate reading_events');
          await connection.execute('checkpoint');
          await write(batches[0]);
          const node = process.cpuUsage();
          const pg = postgresCpuMs(path.join(tmp, 'pg'));
          const started = Date.now();
          for (const batch of batches) await write(batch);
          const wall = Date.now() - started;
          const nodeUs = process.cpuUsage(node);
          const pgMs = postgresCpuMs(path.join(tmp, 'pg')) - pg;
          const per = (ms: number) => ((ms * 1000) / batches.length).toFixed(0);
          console.log(
            `round ${round}, ${size}-event batches, ${name}: ${batches.length} batches in ${wall} ms ` +
              `(${per(wall)} µs each); Node CPU ${per((nodeUs.user + nodeUs.system) / 1000)} µs, ` +
              `PostgreSQL CPU ${per(pgMs)} µs a batch`,
          );
        }
    }
    await sql.end();
    await closeDeps(deps);
  });
}

if (require.main === module)
  main()
    .catch((error) => console.error('benchmark failed:', error))
    .finally(() => process.exit(0));
