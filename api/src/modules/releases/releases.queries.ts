import { isoSql, statement } from '../../db/sql';

/**
 * The release schedule's statements. All run inside a write or the release job's
 * transaction (db/sql.ts runs them on the EntityManager's transaction), so they name the
 * ORM pool: none is a hot read worth a prepared plan.
 */
export const releasesQueries = {
  /**
   * Rows `{ issue_number, release_at }` (release_at as an ISO string) of the issues `$2 - 1`
   * and `$2 + 1` of book `$1` that are still scheduled (release order, release-schedule.ts).
   */
  scheduledNeighbours: statement(
    `select issue_number, ${isoSql('release_at')} as release_at
       from issues where book_id = $1 and issue_number in ($2::int - 1, $2::int + 1) and release_at > now()`,
    { pool: 'orm' },
  ),
  /**
   * The release job's claim: marks issue `$1` announced when it is still unannounced, still
   * due at the time `$2` the job was scheduled for (a rescheduled issue's old job claims
   * nothing) and that time has come. Concurrent claims queue on the row lock; only the first
   * gets a row `{ id }`: notices and webhooks go out exactly once.
   */
  claimRelease: statement(
    `update issues set release_announced_at = now()
      where id = $1 and release_announced_at is null
        and release_at = $2::timestamptz and release_at <= now()
      returning id`,
    { pool: 'orm' },
  ),
  /** Rows `{ id }`: issue `$1` still waits for the release at `$2`, which has not come yet (a job that ran early). */
  releaseStillAhead: statement(
    `select id from issues
      where id = $1 and release_announced_at is null and release_at = $2::timestamptz and release_at > now()`,
    { pool: 'orm' },
  ),
  /**
   * Moves the release of issue `$1`, while it is still ahead and unannounced, to `$2` (a time),
   * or to now when `$2` is null (then marked announced: the caller announces it). One row
   * `{ release_at, release_announced_at }`, none when the issue was released meanwhile; the
   * row lock orders it with a concurrent release claim.
   */
  reschedule: statement(
    `update issues set release_at = coalesce($2::timestamptz, now()),
            release_announced_at = case when $2::timestamptz is null then now() end
      where id = $1 and release_announced_at is null and release_at > now()
      returning release_at, release_announced_at`,
    { pool: 'orm' },
  ),
};
