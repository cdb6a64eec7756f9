import { Client } from 'pg';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../shared/logger';
import type { IndexedKind, SearchHits, SearchProvider, SearchQuery } from './search-provider';

/**
 * The channel the search-changed triggers notify (see the search-terms migration): after
 * every committed statement that writes books, issues, book genres or a user's username or
 * activation. PostgreSQL delivers a notification only when its transaction commits.
 */
export const SEARCH_CHANGED_CHANNEL = 'panelhouse_search_changed';

/**
 * Counts committed changes of the searchable tables by LISTENing on one dedicated
 * connection. `generation` moves on every notification and on every (re)connect (changes
 * made while the connection was down are unknown); `live` is false while not listening.
 */
export class SearchChangeListener {
  generation = 0;
  live = false;
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  /** One warning per outage, not one per retry. */
  private warned = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
    private readonly retryMs = 2_000,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    const client = new Client({ connectionString: this.connectionString });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.live = false;
      this.client = undefined;
      void disconnect(client);
      if (!this.stopped) this.retry = setTimeout(() => void this.start(), this.retryMs);
    };
    client.on('error', (error) => {
      this.warn('search cache: change listener lost its connection', error);
      lost();
    });
    client.on('end', lost);
    client.on('notification', () => {
      this.generation += 1;
    });
    try {
      await client.connect();
      await client.query(`listen ${SEARCH_CHANGED_CHANNEL}`);
      this.generation += 1;
      this.live = true;
      this.warned = false;
    } catch (error) {
      this.warn('search cache: cannot listen for changes, searches are not cached', error);
      lost();
    }
  }

  private warn(message: string, error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.log.warn(message, { message: (error as Error).message });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.live = false;
    if (client) await disconnect(client);
  }
}

/** Ends a client quietly: its listeners are gone, a late socket error is swallowed. */
async function disconnect(client: Client): Promise<void> {
  client.removeAllListeners();
  client.on('error', () => undefined);
  await client.end().catch(() => undefined);
}

interface CachedHits {
  generation: number;
  hits: SearchHits;
}

/** The parts of a query that decide its hits, in a fixed order (genre lists as sets). */
export function searchCacheKey(query: SearchQuery): string {
  const sorted = (values?: readonly string[]) => (values ? [...values].sort() : null);
  return JSON.stringify([
    query.kind,
    query.q?.trim() ?? '',
    query.username ?? null,
    sorted(query.includeGenres),
    sorted(query.excludeGenres),
    query.status ?? null,
    sorted(query.contentRatings),
    query.sort ?? null,
    query.page,
    query.limit,
    query.includeDeactivated ?? false,
  ]);
}

interface CachedPage {
  generation: number;
  /** The page's value, or its load while it runs (concurrent askers share one load). */
  value: Promise<unknown>;
}

/**
 * How long a remembered page (its rows as shown) is served at most. A page also shows what
 * does not notify the search-changed channel (a publisher's photo, page counts), so its
 * rows are reloaded after this even when no search-changed commit came.
 */
export const SEARCH_PAGE_TTL_MS = 30_000;

/**
 * Remembers the hits (ids in order and the total) of recent searches of an engine that
 * reads PostgreSQL directly, until the searchable data changes.
 *
 * Why: a text search must count and rank every match, so a common word costs PostgreSQL
 * milliseconds however small the page, while the same searches repeat constantly (the
 * header box, popular words, the first pages). Every entry carries the change generation
 * it was computed in and is served only while no change has committed since; a search
 * racing a commit is stored under the older generation, so it is never served after the
 * notification. While the listener is down, or inside a transaction (which must see its
 * own writes), searches go straight to the engine. Only ids and totals are kept: the rows
 * shown are always loaded fresh.
 */
export class CachedSearchProvider implements SearchProvider {
  readonly name: SearchProvider['name'];
  private readonly cache: LRUCache<string, CachedHits>;
  private readonly pages: LRUCache<string, CachedPage>;
  /** The engine's own, uncached: its rows are remembered by `page`, as the service loads them. */
  readonly searchWithRows?: SearchProvider['searchWithRows'];

  constructor(
    private readonly engine: SearchProvider,
    private readonly changes: SearchChangeListener,
    options: { maxEntries: number; ttlMs: number; pageTtlMs?: number },
  ) {
    this.name = engine.name;
    this.searchWithRows = engine.searchWithRows?.bind(engine);
    this.cache = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.pages = new LRUCache({
      max: options.maxEntries,
      ttl: Math.min(options.ttlMs, options.pageTtlMs ?? SEARCH_PAGE_TTL_MS),
    });
  }

  /**
   * A page built from a search's hits (`variant` names the form: v1 rows, GraphQL views),
   * served under the hits' rule: only while no search-changed commit has come since it was
   * loaded, never while the listener is down or inside a transaction, and at most
   * `pageTtlMs` old. Concurrent askers of a missing page share one load. The value is
   * shared by every asker: it must not be changed.
   */
  async page<T>(
    em: EntityManager,
    query: SearchQuery,
    variant: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.changes.live || em.getTransactionContext()) return load();
    const key = `${variant}:${searchCacheKey(query)}`;
    const generation = this.changes.generation;
    const cached = this.pages.get(key);
    if (cached && cached.generation === generation) return cached.value as Promise<T>;
    const value = load();
    const entry: CachedPage = { generation, value };
    this.pages.set(key, entry);
    // A failed load is not remembered (the next asker tries again).
    value.catch(() => {
      if (this.pages.peek(key) === entry) this.pages.delete(key);
    });
    return value;
  }

  changeMark(): number | undefined {
    return this.changes.live ? this.changes.generation : undefined;
  }

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    if (!this.changes.live || em.getTransactionContext()) return this.engine.search(em, query);
    const key = searchCacheKey(query);
    const generation = this.changes.generation;
    const cached = this.cache.get(key);
    if (cached && cached.generation === generation) return copy(cached.hits);
    const hits = await this.engine.search(em, query);
    this.cache.set(key, { generation, hits: copy(hits) });
    return hits;
  }

  indexChanged(em: EntityManager, kind: IndexedKind, id: number): Promise<void> {
    return this.engine.indexChanged(em, kind, id);
  }

  async start(): Promise<void> {
    await this.engine.start();
    await this.changes.start();
  }

  async stop(): Promise<void> {
    await this.changes.stop();
    await this.engine.stop?.();
  }
}

const copy = (hits: SearchHits): SearchHits => ({
  ids: [...hits.ids],
  totalCount: hits.totalCount,
});
