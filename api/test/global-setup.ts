import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';
import { TEMPLATE_DATABASE } from './database';

/**
 * Starts one embedded PostgreSQL for the whole run (fsync off: test data is disposable)
 * and migrates a template database; each test file clones it (test/database.ts).
 * Migrations run in a child process so no ORM metadata leaks into jest's realms.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panelhouse-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), { fsync: false });
  await ensureDatabase(server.url, TEMPLATE_DATABASE);
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'src/db/migration-cli.ts', 'up'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: withDatabase(server.url, TEMPLATE_DATABASE) },
    stdio: 'pipe',
  });
  process.env.TEST_PG_URL = server.url;
  (globalThis as Record<string, unknown>).__PANELHOUSE_PG__ = { stop: server.stop, dir };
}
