import { statement } from '../db/sql';

/**
 * The per-caller cost budget (table `api_budgets`, migration Migration20261122000000): a fixed
 * window that starts with a caller's first request and lasts `$4` seconds.
 *
 * (`excluded.reset_at - $4` is the statement's clock, now.) `charge` is the one statement a GraphQL request sends: it opens or renews the window, takes
 * back the caller's pending refund (`$5` points, only if it belongs to the window ending at
 * `$6`), and adds the requested cost `$2` when it fits under the limit `$3`; otherwise the
 * usage stays as it was and `charged` is false. Returns rows { used, reset_at (epoch seconds,
 * bigint as text), charged }.
 */
export const budgetQueries = {
  charge: statement(`
    insert into api_budgets as b (key, used, reset_at, charged)
    values ($1::text, case when $2::int <= $3::int then $2::int else 0 end,
            floor(extract(epoch from now()))::bigint + $4::int, $2::int <= $3::int)
    on conflict (key) do update set
      used = case
        when b.reset_at <= excluded.reset_at - $4::int then excluded.used
        when greatest(b.used - case when b.reset_at = $6::bigint then $5::int else 0 end, 0) + $2::int <= $3::int
          then greatest(b.used - case when b.reset_at = $6::bigint then $5::int else 0 end, 0) + $2::int
        else greatest(b.used - case when b.reset_at = $6::bigint then $5::int else 0 end, 0)
      end,
      charged = case
        when b.reset_at <= excluded.reset_at - $4::int then excluded.charged
        else greatest(b.used - case when b.reset_at = $6::bigint then $5::int else 0 end, 0) + $2::int <= $3::int
      end,
      reset_at = case when b.reset_at <= excluded.reset_at - $4::int then excluded.reset_at else b.reset_at end
    returning used, reset_at, charged
  `),
};
