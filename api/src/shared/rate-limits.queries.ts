import { type Statement, statement } from '../db/sql';

/**
 * One upsert of rate-limiter-flexible's rule for a row (`RateLimiterPostgres`: a window that
 * ended at or before `$4`, epoch ms, starts again at 1 point and ends at the new expiry;
 * otherwise one point more), for key `($1::text[])[i]` with the new expiry `($3::bigint[])[i]`,
 * counted only `when` it holds.
 */
const countOne = (i: number, when: string) =>
  `l${i} as (
     insert into rate_limits (key, points, expire)
     select ($1::text[])[${i}], 1, ($3::bigint[])[${i}] where ${when}
     on conflict (key) do update set
       points = case when rate_limits.expire <= $4::bigint then 1 else rate_limits.points + 1 end,
       expire = case when rate_limits.expire <= $4::bigint then excluded.expire else rate_limits.expire end
     returning ${i} as ord, points, expire)`;

const inTurn = new Map<string, Statement>();

/**
 * Rows `{ ord, points, expire }`: counts one point against each of `n` keys `$1` (text[]) in
 * turn, in one statement; key i+1 is counted only while key i stayed within its limit
 * `($2::bigint[])[i]` (the points it may reach), so the keys after a refusal count nothing, as
 * one statement per key would. A key whose row is missing from the answer was not counted.
 * The keys must differ (one statement cannot change a row twice). On the read pool it is
 * prepared (as the GraphQL budget's charge is): unprepared, planning the statement cost more
 * than the round trips it saves; `orm` is for a limiter built without the read pools.
 */
export function countInTurn(n: number, pool: 'read' | 'orm'): Statement {
  let found = inTurn.get(`${pool}/${n}`);
  if (!found) {
    const ctes = Array.from({ length: n }, (_v, k) =>
      countOne(
        k + 1,
        // The first key always counts; naming `$2` there gives it a type when it is the only one.
        k === 0 ? '$2::bigint[] is not null' : `(select points from l${k}) <= ($2::bigint[])[${k}]`,
      ),
    );
    const answer = ctes.map((_c, k) => `select ord, points, expire from l${k + 1}`);
    found = statement(`with ${ctes.join(', ')} ${answer.join(' union all ')}`, { pool });
    inTurn.set(`${pool}/${n}`, found);
  }
  return found;
}

/** The rate limits' own statements (rate-limiter-flexible runs the single-key ones). */
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
