import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../app-deps';
import { dbOf, exec, rows, type Db } from '../db/sql';
import { persistedQueriesQueries as queries } from './persisted-queries.queries';

/** Query texts kept in each process, in characters (a query is at most the 1 MB JSON limit). */
const LOCAL_CHARS = 8 * 1024 * 1024;

/**
 * Apollo's automatic persisted queries (APQ) in PostgreSQL, so a query registered through
 * one API process is found by every other (replicas behind a load balancer, a CDN that asks
 * any of them), with the query texts in use kept in a small LRU in front of the table.
 *
 * Apollo checks that a key is the sha256 of its query before registering it, and registers
 * only queries that parse and validate. Entries never expire (Apollo's `ttl` is not used):
 * a key names one text forever, so a stale entry cannot be wrong.
 */
export class PersistedQueryStore implements KeyValueCache<string> {
  private readonly local = new LRUCache<string, string>({
    maxSize: LOCAL_CHARS,
    sizeCalculation: (query, key) => query.length + key.length,
  });

  private readonly db: Db;

  constructor(deps: Pick<AppDeps, 'orm' | 'pools'>) {
    // Outside a transaction the statements run on the pools; the fork only carries the connection.
    this.db = dbOf(deps.orm.em.fork(), deps);
  }

  async get(key: string): Promise<string | undefined> {
    const cached = this.local.get(key);
    if (cached !== undefined) return cached;
    const [row] = await rows<{ query: string }>(this.db, queries.byHash, [key]);
    if (row) this.local.set(key, row.query);
    return row?.query;
  }

  async set(key: string, query: string): Promise<void> {
    this.local.set(key, query);
    await exec(this.db, queries.insert, [key, query]);
  }

  async delete(key: string): Promise<boolean> {
    const had = this.local.delete(key);
    await exec(this.db, queries.remove, [key]);
    return had;
  }
}
