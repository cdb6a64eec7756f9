import { statement } from '../db/sql';

/** Apollo's automatic persisted queries, shared by every API process (rows). */
export const persistedQueriesQueries = {
  /** rows `{ query }`: the query text registered under a key, if any. */
  byHash: statement(`select query from persisted_queries where hash = $1`),
  /** Registers a query; a key already there keeps its text (the key is the text's hash). */
  insert: statement(
    `insert into persisted_queries (hash, query) values ($1, $2) on conflict (hash) do nothing`,
    { pool: 'orm' },
  ),
  remove: statement(`delete from persisted_queries where hash = $1`, { pool: 'orm' }),
};
