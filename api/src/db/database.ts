import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config/env';
import { startEmbeddedPostgres, withDatabase } from './embedded-postgres';

export const APP_DATABASE = 'panelhouse';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

/** Creates `name` if it does not exist yet (the cluster's `postgres` database must be reachable). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * The database this process uses: DATABASE_URL when given, otherwise an embedded
 * PostgreSQL in `$DATA_DIR/postgres`.
 */
export async function openDatabase(
  config: AppConfig,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), {
    port: config.embeddedPgPort,
    // Room for a handful of local processes (docs/scaling.md "Connections").
    maxConnections: config.embeddedPgMaxConnections,
    log: (chunk) => {
      for (const line of chunk.split('\n')) {
        // Shutdown notices are expected; only real problems are worth a line.
        if (
          /\b(ERROR|PANIC)\b/.test(line) ||
          (/\bFATAL\b/.test(line) && !/administrator command/.test(line))
        ) {
          log(`[postgres] ${line}`);
        }
      }
    },
  });
  await ensureDatabase(server.url, APP_DATABASE);
  return { url: withDatabase(server.url, APP_DATABASE), embedded: true, stop: server.stop };
}
