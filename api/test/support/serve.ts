// Starts the whole app (buildApp) on DATABASE_URL and DATA_DIR, listens on a free port and
// prints `LISTENING <port>`. Used by the memory test and the upload benchmark, which need
// the server in its own process to read its memory from /proc/<pid>/status.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { closeDeps, createDeps } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/env';
import { createLogger } from '../../src/shared/logger';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !process.env.DATA_DIR)
    throw new Error('DATABASE_URL and DATA_DIR are required');
  const config = {
    ...loadConfig({
      DATA_DIR: process.env.DATA_DIR,
      PUBLIC_URL: 'http://panelhouse.test',
      SEED_DEMO: '0',
    }),
    jwtSecret: 'child-process-secret-that-is-long-enough-for-hs256',
    authRateLimit: 10_000,
  };
  const log = createLogger({ json: false, silent: process.env.SERVE_LOGS !== '1' });
  const deps = await createDeps(config, databaseUrl, log);
  const built = await buildApp(deps, { apiRateLimitPerMinute: 0 });
  built.server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`LISTENING ${(built.server.address() as AddressInfo).port}\n`);
  });
  const stop = async () => {
    await built.stop();
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
