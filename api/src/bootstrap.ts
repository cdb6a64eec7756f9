import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AppDeps } from './app-deps';
import type { AppConfig } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { ormConfig } from './db/mikro-orm.config';
import { AuthRateLimits } from './modules/auth/rate-limits';
import { TokenService } from './modules/auth/tokens';
import { Mailer } from './modules/mail/mailer';
import { MediaService } from './modules/media/media.service';
import { createSearchProvider } from './modules/search/create-search-provider';
import type { Logger } from './shared/logger';
import { createStorage } from './storage/create-storage';

/** Connects the ORM to `databaseUrl`, applies pending migrations and wires the process-wide deps. */
export async function createDeps(config: AppConfig, databaseUrl: string, log: Logger): Promise<AppDeps> {
  const orm = await MikroORM.init(ormConfig(databaseUrl, { poolMax: Number(process.env.DB_POOL_MAX ?? 10) }));
  try {
    const applied = await orm.getMigrator().up();
    if (applied.length > 0) log.info(`applied ${applied.length} migration(s)`);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return {
    config,
    orm,
    media: new MediaService(createStorage(config)),
    mailer: new Mailer(config, (line) => log.info(line)),
    tokens: new TokenService(resolveJwtSecret(config)),
    rateLimits: new AuthRateLimits(config.authRateLimit),
    log,
    search: createSearchProvider(config, log, orm),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  deps.mailer.close();
  await deps.orm.close(true);
}
