import { statement } from '../db/sql';

/** The rate limits' own statements (rate-limiter-flexible runs the per-request ones). */
export const rateLimitQueries = {
  /**
   * Rows `{ key, points, expire }`: adds `$2[i]` points to key `$1[i]` in one statement, by
   * rate-limiter-flexible's rule for a row (a window that ended at or before `$4`, epoch ms,
   * starts again with these points and ends at `$3[i]`), and returns every key's total.
   */
  settle: statement(
    `insert into rate_limits (key, points, expire)
     select s.key, s.points, s.expire from unnest($1::text[], $2::int[], $3::bigint[]) as s(key, points, expire)
     on conflict (key) do update set
       points = case when rate_limits.expire <= $4::bigint then excluded.points
                     else rate_limits.points + excluded.points end,
       expire = case when rate_limits.expire <= $4::bigint then excluded.expire
                     else rate_limits.expire end
     returning key, points, expire`,
    { pool: 'orm' },
  ),
  /** Deletes every stored key of limit `$1` (`<name>:%`). */
  forgetAll: statement(`delete from rate_limits where key like $1 || ':%'`, { pool: 'orm' }),
};
