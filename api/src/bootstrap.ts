import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { ormConfig } from './db/mikro-orm.config';
import { closeReadPools, createReadPools } from './db/sql';
import type { DbTimeouts } from './db/timeouts';
import { PgBossQueue } from './jobs/pg-boss.queue';
import { JOB_QUEUES, registerWorkers } from './jobs/registry';
import { AuthRateLimits } from './modules/auth/rate-limits';
import { rateLimitsOf } from './shared/rate-limits';
import { TokenService } from './modules/auth/tokens';
import { Mailer } from './modules/mail/mailer';
import { MediaService } from './modules/media/media.service';
import { sweepSpool } from './modules/media/spool-sweep';
import { configureUploads } from './modules/media/upload-slots';
import { createSearchProvider } from './modules/search/create-search-provider';
import type { Logger } from './shared/logger';
import { createStorage } from './storage/create-storage';
import { EventRecorder } from './modules/analytics/event-recorder';

/** Connects the ORM to `databaseUrl`, applies pending migrations and wires the process-wide deps. */
export async function createDeps(
  config: AppConfig,
  databaseUrl: string,
  log: Logger,
): Promise<AppDeps> {
  // Upload limits and the spool folder; the temp files of requests killed mid-upload go now.
  configureUploads(config);
  await sweepSpool({ log });
  const timeouts = dbTimeouts(config);
  const orm = await MikroORM.init(ormConfig(databaseUrl, { poolMax: config.dbPoolMax, timeouts }));
  let jobs: PgBossQueue;
  try {
    // Replicas starting together: one migrates and creates the job queues (pg-boss's
    // create_queue deadlocks when run concurrently), the others wait and find nothing to do.
    jobs = await withMigrationLock(databaseUrl, async () => {
      const applied = await migrate(orm, databaseUrl);
      if (applied > 0) log.info(`applied ${applied} migration(s)`);
      return new PgBossQueue({
        connectionString: databaseUrl,
        queues: JOB_QUEUES,
        worker: config.worker,
        poolMax: config.dbJobsPoolMax,
        log,
        pollingIntervalSeconds: config.jobPollSeconds,
        timeouts,
      }).start();
    });
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  const pools = createReadPools(
    databaseUrl,
    { read: config.dbReadPoolMax, search: config.dbSearchPoolMax },
    timeouts,
  );
  const deps: AppDeps = {
    config,
    orm,
    pools,
    media: new MediaService(createStorage(config)),
    mailer: new Mailer(config, (line) => log.info(line)),
    tokens: new TokenService(resolveJwtSecret(config)),
    rateLimits: new AuthRateLimits(rateLimitsOf({ orm, config, pools })),
    log,
    jobs,
    search: createSearchProvider(config, log, databaseUrl, pools, orm, () => jobs),
    recorder: new EventRecorder({ orm, pools, log }),
  };
  await registerWorkers(deps);
  return deps;
}

export const dbTimeouts = (config: AppConfig): DbTimeouts => ({
  statementMs: config.dbStatementTimeoutMs,
  connectMs: config.dbConnectTimeoutMs,
  idleInTransactionMs: config.dbIdleInTransactionTimeoutMs,
});

/**
 * Applies pending migrations on a connection of their own without the app's statement
 * timeout: a migration that rewrites a large table may need minutes. Checking for pending
 * ones on the app's pool keeps the usual start (nothing to apply) as cheap as before.
 */
async function migrate(orm: MikroORM, databaseUrl: string): Promise<number> {
  if ((await orm.getMigrator().getPendingMigrations()).length === 0) return 0;
  const migrator = await MikroORM.init(ormConfig(databaseUrl, { poolMax: 1 }));
  try {
    return (await migrator.getMigrator().up()).length;
  } finally {
    await migrator.close(true);
  }
}

/** A session advisory lock held on its own connection while `work` runs. */
async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({
    connectionString: databaseUrl,
    application_name: 'panelhouse-migrate',
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The advisory lock key of migrations (any fixed 64-bit number, unique to this use). */
const MIGRATION_LOCK = 7_305_118_021;

export async function closeDeps(deps: AppDeps): Promise<void> {
  // The buffered reading events first, while the pools are open (HTTP has stopped by now).
  await deps.recorder.close();
  // What the in-process limits counted since their last settlement.
  await rateLimitsOf(deps).close();
  // Workers first: running handlers may still send mail or use the database.
  await deps.jobs.stop();
  await deps.search.stop?.();
  deps.mailer.close();
  await closeReadPools(deps.pools);
  await deps.orm.close(true);
}
