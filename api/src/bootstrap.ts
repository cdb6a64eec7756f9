import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { ormConfig } from './db/mikro-orm.config';
import { ReadPool } from './db/read-pool';
import { PgBossQueue } from './jobs/pg-boss.queue';
import { JOB_QUEUES, registerWorkers } from './jobs/registry';
import { AuthRateLimits } from './modules/auth/rate-limits';
import { TokenService } from './modules/auth/tokens';
import { Mailer } from './modules/mail/mailer';
import { MediaService } from './modules/media/media.service';
import { createSearchProvider } from './modules/search/create-search-provider';
import type { Logger } from './shared/logger';
import { createStorage } from './storage/create-storage';

/** Connects the ORM to `databaseUrl`, applies pending migrations and wires the process-wide deps. */
export async function createDeps(
  config: AppConfig,
  databaseUrl: string,
  log: Logger,
): Promise<AppDeps> {
  const orm = await MikroORM.init(
    ormConfig(databaseUrl, { poolMax: Number(process.env.DB_POOL_MAX ?? 10) }),
  );
  try {
    const applied = await orm.getMigrator().up();
    if (applied.length > 0) log.info(`applied ${applied.length} migration(s)`);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  let jobs: PgBossQueue;
  try {
    jobs = await new PgBossQueue({
      connectionString: databaseUrl,
      queues: JOB_QUEUES,
      worker: config.worker,
      log,
      pollingIntervalSeconds: Number(process.env.JOB_POLL_SECONDS ?? 2),
    }).start();
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  const read = new ReadPool(databaseUrl, Number(process.env.DB_READ_POOL_MAX ?? 4));
  const searchRead = new ReadPool(databaseUrl, Number(process.env.DB_SEARCH_POOL_MAX ?? 10), {
    pipeline: false,
  });
  const deps: AppDeps = {
    config,
    orm,
    read,
    searchRead,
    media: new MediaService(createStorage(config)),
    mailer: new Mailer(config, (line) => log.info(line)),
    tokens: new TokenService(resolveJwtSecret(config)),
    rateLimits: new AuthRateLimits(config.authRateLimit),
    log,
    jobs,
    search: createSearchProvider(config, log, databaseUrl, searchRead, orm, () => jobs),
  };
  await registerWorkers(deps);
  return deps;
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  // Workers first: running handlers may still send mail or use the database.
  await deps.jobs.stop();
  await deps.search.stop?.();
  deps.mailer.close();
  await deps.read.close();
  await deps.searchRead.close();
  await deps.orm.close(true);
}
