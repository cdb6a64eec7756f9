import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../shared/logger';
import { MeilisearchSearchProvider, createMeiliClient } from './meilisearch.search-provider';
import { PostgresSearchProvider } from './postgres.search-provider';
import type { SearchProvider } from './search-provider';

/**
 * PostgreSQL search by default; Meilisearch when `MEILI_HOST` is set (DESIGN "What
 * runs"), with PostgreSQL as its fallback. `jobs` is read lazily so the queue may be
 * wired after the engine.
 */
export function createSearchProvider(
  config: AppConfig,
  log: Logger,
  orm?: MikroORM,
  jobs: () => JobQueue | undefined = () => undefined,
): SearchProvider {
  const postgres = new PostgresSearchProvider();
  if (!config.meiliHost) return postgres;
  return new MeilisearchSearchProvider(
    createMeiliClient(config.meiliHost, config.meiliApiKey),
    postgres,
    log,
    orm,
    jobs,
  );
}
