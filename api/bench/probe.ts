// Debug helper: seeds like the benchmark, starts the app and times single requests sequentially.
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig } from '../src/config/env';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { createLogger } from '../src/shared/logger';
import { SEED_SQL } from './run';

async function main(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-probe-'));
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), { fsync: false });
  try {
    await ensureDatabase(pg.url, 'bench');
    const deps = await createDeps(
      loadConfig({ DATA_DIR: tmp, JWT_SECRET: 'x'.repeat(40) }),
      withDatabase(pg.url, 'bench'),
      createLogger({ json: false, silent: true }),
    );
    for (const sql of SEED_SQL) await deps.orm.em.fork().getConnection().execute(sql);
    if (process.env.PROBE_SQL) {
      const proto = Object.getPrototypeOf(deps.orm.em.getConnection());
      const original = proto.execute;
      proto.execute = async function (this: unknown, ...args: unknown[]) {
        const t = process.hrtime.bigint();
        try {
          return await original.apply(this, args);
        } finally {
          const sql = typeof args[0] === 'string' ? args[0] : '(qb)';
          console.log(
            `  ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(1)} ms ${sql.replace(/\s+/g, ' ').slice(0, 110)}`,
          );
        }
      };
    }
    const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
    await new Promise<void>((resolve) => built.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;
    const paths = (
      process.env.PROBE_PATHS ??
      '/healthz|/api/v1/search/issues?username=reader_000005&limit=0|/api/v1/search/books?q=shadow|/api/v1/search/books?q=shadow&limit=1|/api/v1/search/issues?q=detectve&status=ongoing&content-rating=G,T&include=action,horror'
    ).split('|');
    for (const p of paths) {
      const times: number[] = [];
      for (let i = 0; i < Number(process.env.PROBE_N ?? 30); i += 1) {
        const t = process.hrtime.bigint();
        const res = await fetch(base + p);
        await res.text();
        times.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${p}: median ${times[Math.floor(times.length / 2)].toFixed(1)} ms, min ${times[0].toFixed(1)} ms`,
      );
    }
    await built.stop();
    await closeDeps(deps);
  } finally {
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
main()
  .catch((e) => console.error(e))
  .finally(() => process.exit(0));
