import { statement } from '../db/sql';

/** Apollo's automatic persisted queries, shared by every API process (rows). */
export const persistedQueriesQueries = {
  /** rows `{ query }`: the query text registered under a key, if any. */
  byHash: statement(`select query from persisted_queries where hash = $1`),
  /**
   * Registers a query; a key already there keeps its text (the key is the text's hash) and
   * counts as used.
   */
  insert: statement(
    `insert into persisted_queries (hash, query) values ($1, $2)
     on conflict (hash) do update set last_used_at = now()`,
    { pool: 'orm' },
  ),
  /** Marks a key used, unless it was within the last $2 seconds (another process wrote it). */
  touch: statement(
    `update persisted_queries set last_used_at = now()
     where hash = $1 and last_used_at < now() - make_interval(secs => $2)`,
    { pool: 'orm' },
  ),
  remove: statement(`delete from persisted_queries where hash = $1`, { pool: 'orm' }),
  /** rows `{ count }`: deletes the entries nobody used in the last $1 days, and counts them. */
  expire: statement(
    `with expired as (
       delete from persisted_queries where last_used_at < now() - make_interval(days => $1)
       returning 1)
     select count(*)::int as count from expired`,
    { pool: 'orm' },
  ),
};
