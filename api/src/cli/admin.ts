/**
 * The admin command line: `npm run admin -- grant admin <email>` (also `revoke admin`,
 * `grant moderator`, `revoke moderator`). It uses the database `npm start` uses: DATABASE_URL
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
import { runAdminCommand } from '../modules/moderation/admin-command';

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
      const result = await runAdminCommand(orm.em.fork(), process.argv.slice(2));
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
