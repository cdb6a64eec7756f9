// Starts one Panelhouse process: database (embedded unless DATABASE_URL), migrations, and
// what its role runs (PANELHOUSE_ROLE, docs/scaling.md "Roles"): `all` (the default) is the
// whole product in one process; `api` serves HTTP only; `worker` runs jobs and periodic work
// and answers /healthz. Shuts everything down cleanly on SIGINT/SIGTERM.
import 'reflect-metadata';
import type http from 'node:http';
import { buildApp } from './app';
import { closeDeps, createDeps } from './bootstrap';
import { checkClusterSecret, claimLocalMedia, localMediaOwner } from './cluster/cluster-guard';
import { workerHealthServer } from './cluster/worker-health';
import { loadConfig } from './config/env';
import { jwtSecretSource, resolveJwtSecret } from './config/secrets';
import { openDatabase } from './db/database';
import { dbOf } from './db/sql';
import { seedDemoCatalogue } from './db/seed/demo-seed';
import { createLogger } from './shared/logger';
import { scheduleMediaSweep } from './modules/media/media-sweep.jobs';
import { scheduleDigest } from './modules/inbox/digest.jobs';
import { scheduleAnalytics } from './modules/analytics/analytics.jobs';
import { PERSISTED_QUERIES_SWEEP_JOB } from './graphql/persisted-queries.jobs';
import { schedulePeriodic } from './jobs/periodic';
import { LocalStorage } from './storage/local.storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ json: config.isProduction });
  // A signal during the start is kept and acted on after the step under way, so the
  // embedded PostgreSQL is never left running without its owner.
  let shutdown: ((signal: string) => Promise<void>) | undefined = undefined;
  let stopRequested: string | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (shutdown) void shutdown(signal);
      else stopRequested ??= signal;
    });
  const stopIfAsked = async (close: () => Promise<void>) => {
    if (!stopRequested) return;
    log.info(`${stopRequested} during the start: shutting down`);
    await close().catch((error: unknown) =>
      log.error('error during shutdown', { error: String(error) }),
    );
    process.exit(0);
  };
  log.info(`starting Panelhouse, role ${config.role} (data in ${config.dataDir})`);
  const database = await openDatabase(config, (line) => log.warn(line));
  if (database.embedded) log.info('embedded PostgreSQL is running');
  await stopIfAsked(database.stop);
  let deps: Awaited<ReturnType<typeof createDeps>>;
  try {
    deps = await createDeps(config, database.url, log);
  } catch (error) {
    await database.stop();
    throw error;
  }
  await stopIfAsked(async () => {
    await closeDeps(deps);
    await database.stop();
  });
  const stops: (() => void)[] = [];
  let releaseLocalMedia = async () => undefined as void;
  try {
    // Every replica on this database must agree on the secret and on where media lives.
    const db = dbOf(deps.orm.em.fork(), deps);
    await checkClusterSecret(db, resolveJwtSecret(config), {
      source: jwtSecretSource(config),
      rotate: config.jwtSecretRotate,
      log,
    });
    if (deps.media.storage instanceof LocalStorage)
      releaseLocalMedia = await claimLocalMedia(db, localMediaOwner(config), {
        shared: config.mediaLocalShared,
        log,
      });
  } catch (error) {
    await closeDeps(deps);
    await database.stop();
    throw error;
  }
  if (config.seedDemo && config.worker) {
    const seeded = await seedDemoCatalogue(deps);
    if (seeded) log.info(`seeded the demo catalogue: ${seeded}`);
  }
  // Meilisearch's settings and first full index are the workers' job; the PostgreSQL
  // engine's change listener (search cache) is needed where searches are served.
  if (config.meiliHost ? config.worker : config.serveHttp) void deps.search.start();

  let server: http.Server;
  let stopHttp = async () => undefined as void;
  if (config.serveHttp) {
    const built = await buildApp(deps);
    server = built.server;
    stopHttp = built.stop;
  } else {
    server = workerHealthServer(deps.orm);
    stopHttp = () => new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  // Periodic work: enqueued once per interval per cluster, whichever worker gets there first.
  if (config.worker) {
    stops.push(scheduleMediaSweep(deps, config.mediaSweepIntervalMinutes * 60_000));
    // Daily: an entry expires after days unused, so a day late is no harm.
    stops.push(schedulePeriodic(deps, PERSISTED_QUERIES_SWEEP_JOB, 24 * 3600_000));
    // The daily notification digest.
    stops.push(scheduleDigest(deps));
    // Reading analytics: partitions, retention and the rollup of today and yesterday.
    stops.push(scheduleAnalytics(deps));
  }
  log.info(
    config.serveHttp
      ? `Panelhouse is ready on http://localhost:${config.port} (GraphQL IDE at /graphql)`
      : `Panelhouse worker is running (health check on http://localhost:${config.port}/healthz)`,
  );

  let stopping = false;
  shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    for (const stop of stops) stop();
    try {
      // Apollo's drain plugin closes the HTTP server and waits for in-flight requests.
      await stopHttp();
      log.info('http server stopped');
      await releaseLocalMedia().catch(() => undefined);
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
  if (stopRequested) await shutdown(stopRequested);
}

main().catch((error) => {
  // A refusal (a bad setting, a cluster mismatch) is one clear line, not a stack trace.
  if (
    error instanceof Error &&
    /^(Refusing to start|PANELHOUSE_ROLE|JWT_SECRET)/.test(error.message)
  )
    console.error(`panelhouse: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
