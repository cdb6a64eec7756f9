import { statement } from '../db/sql';

/** The `cluster_settings` table (rows): facts every process on one database shares. */
export const clusterQueries = {
  /** rows `{ value }` */
  get: statement(`select value from cluster_settings where key = $1`, { pool: 'orm' }),
  /** Writes a value only if the key has none yet (the first process decides). */
  claim: statement(
    `insert into cluster_settings (key, value) values ($1, $2) on conflict (key) do nothing`,
    { pool: 'orm' },
  ),
  /** Writes or replaces a value, and marks it fresh. */
  put: statement(
    `insert into cluster_settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    { pool: 'orm' },
  ),
  remove: statement(`delete from cluster_settings where key = $1`, { pool: 'orm' }),
  /** rows `{ value }`: values under a key prefix, other than `$2`, refreshed within `$3` seconds. */
  liveOthers: statement(
    `select value from cluster_settings
      where key like $1 || '%' and key <> $2 and updated_at > now() - make_interval(secs => $3)`,
    { pool: 'orm' },
  ),
};
