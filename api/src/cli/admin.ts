/**
 * The admin command line: `npm run admin -- grant admin <email>` (also `revoke admin`,
 * `grant moderator`, `revoke moderator`), and `npm run admin -- analytics rollup [YYYY-MM-DD…]`
 * (recomputes the reading statistics of today and yesterday, or of the days given, now instead
 * of at the job's next run). It uses the database `npm start` uses: DATABASE_URL
 * when set, else the embedded PostgreSQL in $DATA_DIR/postgres (the running server's, when
 * `npm start` is up; otherwise it starts it for the command and stops it after). Pending
 * migrations are applied first, so it works on a fresh install too.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, type AppConfig } from '../config/env';
import { APP_DATABASE, type DatabaseHandle, openDatabase } from '../db/database';
import { withDatabase } from '../db/embedded-postgres';
import { ormConfig } from '../db/mikro-orm.config';
import { closeReadPools, createReadPools } from '../db/sql';
import { runAdminCommand } from '../modules/moderation/admin-command';
import { rollup } from '../modules/analytics/rollup';
import { createLogger } from '../shared/logger';

/** The embedded server `npm start` is running now (its postmaster.pid names the port), if any. */
function runningEmbedded(config: AppConfig): string | null {
  const dir = path.join(config.dataDir, 'postgres');
  const pidFile = path.join(dir, 'postmaster.pid');
  const secretFile = path.join(config.dataDir, '.postgres.password');
  if (!fs.existsSync(pidFile) || !fs.existsSync(secretFile)) return null;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  return withDatabase(`postgres://panelhouse:${password}@127.0.0.1:${port}/postgres`, APP_DATABASE);
}

const ANALYTICS_USAGE = 'usage: npm run admin -- analytics rollup [YYYY-MM-DD ...]';

/** `analytics rollup [days]`: the periodic rollup, run once now (what a deployment's cron or a test calls). */
async function runAnalyticsCommand(
  orm: MikroORM,
  config: AppConfig,
  databaseUrl: string,
  args: readonly string[],
): Promise<{ ok: boolean; message: string }> {
  if (args[0] !== 'rollup') return { ok: false, message: ANALYTICS_USAGE };
  const pools = createReadPools(databaseUrl, { read: 1, search: 1 });
  try {
    const log = createLogger({ json: false, silent: true });
    const days = args.length > 1 ? args.slice(1) : undefined;
    const done = await rollup({ orm, pools, config, log }, { days });
    const skipped = done.skipped.length > 0 ? `; skipped ${done.skipped.join(', ')}` : '';
    return {
      ok: done.skipped.length === 0,
      message: `rolled up ${done.days.join(', ') || 'nothing'} (${done.issues.length} issues, ${done.books.length} books)${skipped}`,
    };
  } finally {
    await closeReadPools(pools);
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const running = config.databaseUrl ? null : runningEmbedded(config);
  const database: DatabaseHandle = running
    ? { url: running, embedded: true, stop: async () => undefined }
    : await openDatabase(config, (line) => console.error(line));
  try {
    const orm = await MikroORM.init(ormConfig(database.url, { poolMax: 2 }));
    try {
      await orm.getMigrator().up();
      const args = process.argv.slice(2);
      const result =
        args[0] === 'analytics'
          ? await runAnalyticsCommand(orm, config, database.url, args.slice(1))
          : await runAdminCommand(orm.em.fork(), args);
      (result.ok ? console.log : console.error)(result.message);
      return result.ok ? 0 : 1;
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
