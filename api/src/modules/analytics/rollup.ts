import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, exec, rows, type Db } from '../../db/sql';
import { rollupQueries as queries } from './rollup.queries';
import { addDays, utcDay } from './salts';

/** What one rollup run did: the days it recomputed and the works whose totals it refreshed. */
export interface RollupResult {
  days: string[];
  /** Days asked for but outside what the raw events still cover (nothing recomputed). */
  skipped: string[];
  issues: number[];
  books: number[];
}

type Deps = Pick<AppDeps, 'orm' | 'pools' | 'config' | 'log'>;

const inTransaction = <T>(deps: Deps, work: (db: Db) => Promise<T>): Promise<T> =>
  (deps.orm.em.fork() as EntityManager).transactional((em) => work(dbOf(em, deps)));

/**
 * Recomputes every rollup row of UTC day `day` in one transaction, holding the day's advisory
 * lock: two runs of the same day (a retry, another replica) wait for each other and leave the
 * same rows. Returns the issues and books whose daily rows changed.
 */
export function rollupDay(deps: Deps, day: string): Promise<{ issues: number[]; books: number[] }> {
  return inTransaction(deps, async (db) => {
    await exec(db, queries.longStatements);
    await exec(db, queries.lockDay, [day]);
    const issues = await rows<{ issue_id: number }>(db, queries.issueDaily, [day]);
    // Later days' running totals include this day's figures: they are brought up to date in the
    // same transaction. A backfill of n days thus rewrites up to n rows per issue each day.
    if (issues.length > 0)
      await exec(db, queries.issueRunningTotals, [day, issues.map((r) => r.issue_id)]);
    const books = await rows<{ book_id: number }>(db, queries.bookDaily, [day]);
    await exec(db, queries.creatorDaily, [day]);
    await exec(db, queries.pageReach, [day]);
    await exec(db, queries.traffic, [day]);
    return { issues: issues.map((r) => r.issue_id), books: books.map((r) => r.book_id) };
  });
}

/** Sums the all-time totals of these works again from their daily rows (one lock for every day). */
export async function refreshTotals(
  deps: Deps,
  issues: readonly number[],
  books: readonly number[],
): Promise<void> {
  if (issues.length === 0 && books.length === 0) return;
  await inTransaction(deps, async (db) => {
    await exec(db, queries.lockTotals);
    if (issues.length > 0) await exec(db, queries.issueTotals, [[...issues]]);
    if (books.length > 0) await exec(db, queries.bookTotals, [[...books]]);
  });
}

/**
 * The periodic rollup: today and yesterday (UTC), or the `days` given. A day older than the
 * retention is skipped: its events are gone, and recomputing it would wipe its rows.
 */
export async function rollup(
  deps: Deps,
  options: { days?: readonly string[]; now?: Date } = {},
): Promise<RollupResult> {
  const today = utcDay(options.now ?? new Date());
  const oldest = addDays(today, -(deps.config.analyticsRetentionDays - 1));
  const asked = options.days ?? [today, addDays(today, -1)];
  const result: RollupResult = { days: [], skipped: [], issues: [], books: [] };
  const issues = new Set<number>();
  const books = new Set<number>();
  for (const day of new Set(asked)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < oldest || day > today) {
      result.skipped.push(day);
      continue;
    }
    const changed = await rollupDay(deps, day);
    changed.issues.forEach((id) => issues.add(id));
    changed.books.forEach((id) => books.add(id));
    result.days.push(day);
  }
  result.issues = [...issues].sort((a, b) => a - b);
  result.books = [...books].sort((a, b) => a - b);
  await refreshTotals(deps, result.issues, result.books);
  return result;
}
