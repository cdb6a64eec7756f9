import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../app-deps';
import { API_LIMITS } from '../config/limits';
import { dbOf, exec, rows, type Db } from '../db/sql';
import { rateLimitsOf, type RateLimits } from '../shared/rate-limits';
import { callerKey } from './caller';
import type { GraphQLContext } from './context';
import { persistedQueriesQueries as queries } from './persisted-queries.queries';
import type { RequestHooks, RequestPart } from './request-plugin';

/** Query texts kept in each process, in characters (a query is at most API_LIMITS.maxQueryBytes). */
const LOCAL_CHARS = 8 * 1024 * 1024;

/** Apollo's key prefix for persisted queries (PrefixingKeyValueCache in front of this store). */
const APQ_PREFIX = 'apq:';

const TOUCH_MS = API_LIMITS.persistedQueryTouchSeconds * 1000;

interface LocalEntry {
  query: string;
  /** When this process last wrote the entry's last use (0: not yet). */
  touchedAt: number;
}

/**
 * Apollo's automatic persisted queries (APQ) in PostgreSQL, so a query registered through
 * one API process is found by every other (replicas behind a load balancer, a CDN that asks
 * any of them), with the query texts in use kept in a small LRU in front of the table.
 *
 * Apollo checks that a key is the sha256 of its query before registering it, and registers
 * only queries that parse and validate, within the document size limits (the text's bytes,
 * comments included). Apollo's `ttl` is not used: a key names one text forever, so an
 * entry is never wrong, only unused. Instead each entry's last use (registration or a
 * lookup by hash) is written at most once per API_LIMITS.persistedQueryTouchSeconds, and
 * entries unused for API_LIMITS.persistedQueryExpiryDays are swept (persisted-queries.jobs.ts).
 * `plugin()` limits how many new entries one caller registers per hour.
 */
export class PersistedQueryStore implements KeyValueCache<string> {
  private readonly local = new LRUCache<string, LocalEntry>({
    maxSize: LOCAL_CHARS,
    sizeCalculation: (entry, key) => entry.query.length + key.length,
  });

  private readonly db: Db;

  private readonly limits: RateLimits;

  constructor(deps: Pick<AppDeps, 'orm' | 'pools' | 'config'>) {
    // Outside a transaction the statements run on the pools; the fork only carries the connection.
    this.db = dbOf(deps.orm.em.fork(), deps);
    this.limits = rateLimitsOf(deps);
  }

  async get(key: string): Promise<string | undefined> {
    let entry = this.local.get(key);
    if (!entry) {
      const [row] = await rows<{ query: string }>(this.db, queries.byHash, [key]);
      if (!row) return undefined;
      entry = { query: row.query, touchedAt: 0 };
      this.local.set(key, entry);
    }
    if (Date.now() - entry.touchedAt >= TOUCH_MS) {
      entry.touchedAt = Date.now();
      await exec(this.db, queries.touch, [key, API_LIMITS.persistedQueryTouchSeconds]);
    }
    return entry.query;
  }

  async set(key: string, query: string): Promise<void> {
    // Larger documents are refused before they could be registered; this only keeps the
    // table's bound true whatever calls the store.
    if (Buffer.byteLength(query) > API_LIMITS.maxQueryBytes) return;
    this.local.set(key, { query, touchedAt: Date.now() });
    await exec(this.db, queries.insert, [key, query]);
  }

  async delete(key: string): Promise<boolean> {
    const had = this.local.delete(key);
    await exec(this.db, queries.remove, [key]);
    return had;
  }

  /**
   * Past API_LIMITS.persistedQueryRegistrationsPerHour new entries per caller (token, user or
   * IP, as the cost budget counts them), Apollo is told not to register: the query still
   * runs and is charged as usual, and its client sends the text again next time. Re-sending a
   * text already stored is not a new entry.
   */
  plugin(): RequestPart<GraphQLContext> {
    const hooks: RequestHooks<GraphQLContext> = {
      didResolveOperation: (requestContext) => {
        const { metrics, queryHash, contextValue } = requestContext;
        if (!metrics.persistedQueryRegister || !queryHash) return;
        return this.limitRegistration(queryHash, contextValue, metrics);
      },
    };
    return { requestDidStart: () => hooks };
  }

  private async limitRegistration(
    queryHash: string,
    contextValue: GraphQLContext,
    metrics: { persistedQueryRegister?: boolean },
  ): Promise<void> {
    if ((await this.get(`${APQ_PREFIX}${queryHash}`)) !== undefined) return;
    const caller = callerKey(contextValue).key;
    const state = await this.limits.consume('persisted-query-registrations', caller);
    if (!state.allowed) metrics.persistedQueryRegister = false;
  }
}
