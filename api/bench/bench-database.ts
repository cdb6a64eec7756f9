import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../src/db/database';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres';

/**
 * Runs `work` on a fresh embedded PostgreSQL (fsync off: a benchmark's data is thrown away)
 * with a `bench` database, in a temporary directory named after `prefix`; stops the server and
 * removes the directory afterwards, whatever happens.
 */
export async function withBenchDatabase<T>(
  prefix: string,
  work: (bench: { tmp: string; url: string }) => Promise<T>,
): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // When the bench runs as root the embedded PostgreSQL runs as another user, who must reach it.
  fs.chmodSync(tmp, 0o755);
  const pg = await startEmbeddedPostgres(path.join(tmp, 'pg'), { fsync: false });
  try {
    await ensureDatabase(pg.url, 'bench');
    return await work({ tmp, url: withDatabase(pg.url, 'bench') });
  } finally {
    await pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
