import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../jobs/job-queue';
import type { IndexedKind, SearchProvider } from './search-provider';

/** Queue of index updates for engines with their own index (Meilisearch). */
export const SEARCH_SYNC_JOB = 'search.sync';

export interface SearchSyncJob {
  kind: IndexedKind;
  id: number;
}

/** An engine whose index is kept in sync by jobs. */
export interface SyncedSearchProvider extends SearchProvider {
  /** Brings the documents of one entity (and those derived from it) up to date; throws to be retried. */
  sync(em: EntityManager, job: SearchSyncJob): Promise<void>;
}

function isSynced(provider: SearchProvider): provider is SyncedSearchProvider {
  return typeof (provider as Partial<SyncedSearchProvider>).sync === 'function';
}

/**
 * Registers the sync worker (roles worker and all, PANELHOUSE_ROLE). A failing sync (engine down)
 * throws, so the queue retries it and the index catches up when the engine returns.
 * Nothing to do for the PostgreSQL engine.
 */
export async function registerSearchJobs(
  jobs: JobQueue,
  search: SearchProvider,
  orm: MikroORM,
): Promise<void> {
  if (!isSynced(search)) return;
  await jobs.work<SearchSyncJob>(SEARCH_SYNC_JOB, (job) =>
    search.sync(orm.em.fork() as EntityManager, job),
  );
}
