import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import type { JobQueue } from '../../jobs/job-queue';
import type { ReadPools } from '../../db/sql';
import type { Logger } from '../../shared/logger';
import { MeilisearchSearchProvider, createMeiliClient } from './meilisearch.search-provider';
import { PostgresSearchProvider } from './postgres.search-provider';
import { CachedSearchProvider, SearchChangeListener } from './search-cache';
import type { SearchProvider } from './search-provider';

/**
 * PostgreSQL search by default; Meilisearch when `MEILI_HOST` is set, with PostgreSQL
 * as its fallback. PostgreSQL results are cached until the data
 * changes (see CachedSearchProvider) unless `SEARCH_CACHE_SIZE=0`. `jobs` is read lazily so the queue may be
 * wired after the engine.
 */
export function createSearchProvider(
  config: AppConfig,
  log: Logger,
  databaseUrl: string,
  pools: ReadPools,
  orm?: MikroORM,
  jobs: () => JobQueue | undefined = () => undefined,
): SearchProvider {
  const postgres = new PostgresSearchProvider(pools);
  if (!config.meiliHost) {
    if (config.searchCacheSize === 0) return postgres;
    return new CachedSearchProvider(postgres, new SearchChangeListener(databaseUrl, log), {
      maxEntries: config.searchCacheSize,
      // A safety net only: a change invalidates entries as soon as it commits.
      ttlMs: 5 * 60_000,
    });
  }
  return new MeilisearchSearchProvider(
    createMeiliClient(config.meiliHost, config.meiliApiKey),
    postgres,
    pools,
    log,
    orm,
    jobs,
  );
}
