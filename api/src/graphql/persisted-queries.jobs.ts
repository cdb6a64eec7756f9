import type { AppDeps } from '../app-deps';
import { API_LIMITS } from '../config/limits';
import { dbOf, rows, type Db } from '../db/sql';
import { persistedQueriesQueries as queries } from './persisted-queries.queries';

/** The expiry of unused persisted queries as a periodic job (one run per interval per cluster). */
export const PERSISTED_QUERIES_SWEEP_JOB = 'persisted-queries.sweep';

/** Deletes the entries nobody registered or asked for in API_LIMITS.persistedQueryExpiryDays; returns how many. */
export async function sweepPersistedQueries(db: Db): Promise<number> {
  const [row] = await rows<{ count: number }>(db, queries.expire, [
    API_LIMITS.persistedQueryExpiryDays,
  ]);
  return row?.count ?? 0;
}

/** Registers the sweep handler (processes with role worker or all). */
export async function registerPersistedQueriesSweepJob(deps: AppDeps): Promise<void> {
  await deps.jobs.work(PERSISTED_QUERIES_SWEEP_JOB, async () => {
    const swept = await sweepPersistedQueries(dbOf(deps.orm.em.fork(), deps));
    if (swept) deps.log.info('expired unused persisted queries', { swept });
  });
}
