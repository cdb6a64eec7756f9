// Starts the whole product in one process: database (embedded unless DATABASE_URL),
// migrations, demo seed, HTTP server; shuts everything down cleanly on SIGINT/SIGTERM.
import 'reflect-metadata';
import { buildApp } from './app';
import { closeDeps, createDeps } from './bootstrap';
import { loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { dbOf } from './db/sql';
import { seedDemoCatalogue } from './db/seed/demo-seed';
import { createLogger } from './shared/logger';
import { scheduleMediaSweep, sweepOrphanMedia } from './modules/media/media-sweep';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ json: config.isProduction });
  log.info(`starting Panelhouse (data in ${config.dataDir})`);
  const database = await openDatabase(config, (line) => log.warn(line));
  if (database.embedded) log.info('embedded PostgreSQL is running');
  let deps: Awaited<ReturnType<typeof createDeps>>;
  try {
    deps = await createDeps(config, database.url, log);
  } catch (error) {
    await database.stop();
    throw error;
  }
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(deps);
    if (seeded) log.info(`seeded the demo catalogue: ${seeded}`);
  }
  // Meilisearch: index settings and the first full index (after the seed), in the background; never throws.
  void deps.search.start();
  const built = await buildApp(deps);
  await new Promise<void>((resolve) => built.server.listen(config.port, config.host, resolve));
  // Removes stored files no row references (left by a crash between store and commit).
  const stopSweep = scheduleMediaSweep(
    () => sweepOrphanMedia(dbOf(deps.orm.em.fork(), deps), deps.media.storage, { log }),
    config.mediaSweepIntervalMinutes * 60_000,
    log,
  );
  log.info(`Panelhouse is ready on http://localhost:${config.port} (GraphQL IDE at /graphql)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    stopSweep();
    try {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await built.stop();
      log.info('http server stopped');
      await closeDeps(deps);
      log.info('database connections closed');
      await database.stop();
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error('error during shutdown', { error: String(error) });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
