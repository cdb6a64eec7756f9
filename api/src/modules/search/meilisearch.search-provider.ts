import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Meilisearch, SearchParams, Settings } from 'meilisearch' with {
  'resolution-mode': 'import',
};
import { dbOf, rows, type Db, type ReadPools } from '../../db/sql';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../shared/logger';
import type {
  IndexedKind,
  SearchHits,
  SearchKind,
  SearchProvider,
  SearchQuery,
} from './search-provider';
import { SEARCH_SYNC_JOB, type SearchSyncJob, type SyncedSearchProvider } from './search.jobs';
import { meiliQueries, type MeiliWorkRow } from './search.queries';

/** Index names; one per kind of result. */
export const MEILI_INDEXES: Record<SearchKind, string> = {
  books: 'books',
  issues: 'issues',
  users: 'users',
};

/** Index settings: what is searched, filtered and sorted (Meilisearch settings API). */
export const MEILI_SETTINGS: Record<SearchKind, Settings> = {
  books: {
    searchableAttributes: ['title', 'description'],
    filterableAttributes: ['username', 'publisherId', 'status', 'contentRating', 'genres'],
    sortableAttributes: ['dateCreated', 'id', 'popularity'],
    pagination: { maxTotalHits: 100_000 },
  },
  issues: {
    searchableAttributes: ['title', 'description'],
    filterableAttributes: [
      'username',
      'publisherId',
      'bookId',
      'status',
      'contentRating',
      'genres',
    ],
    sortableAttributes: ['dateCreated', 'id', 'popularity'],
    pagination: { maxTotalHits: 100_000 },
  },
  users: {
    searchableAttributes: ['username'],
    filterableAttributes: ['username', 'active'],
    sortableAttributes: ['dateCreated', 'id'],
    pagination: { maxTotalHits: 100_000 },
  },
};

/** A string value in a Meilisearch filter expression: double-quoted, `"` and `\` escaped. */
export function meiliString(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** The filter of a query (AND of the entries); visibility of works is in the index itself. */
export function meiliFilter(query: SearchQuery): string[] {
  const filter: string[] = [];
  if (query.username !== undefined) filter.push(`username = ${meiliString(query.username)}`);
  if (query.kind === 'users') {
    if (!query.includeDeactivated) filter.push('active = true');
    return filter;
  }
  if (query.status) filter.push(`status = ${meiliString(query.status)}`);
  if (query.contentRatings?.length)
    filter.push(`contentRating IN [${query.contentRatings.map(meiliString).join(', ')}]`);
  if (query.includeGenres?.length)
    filter.push(`genres IN [${query.includeGenres.map(meiliString).join(', ')}]`);
  if (query.excludeGenres?.length)
    filter.push(`genres NOT IN [${query.excludeGenres.map(meiliString).join(', ')}]`);
  return filter;
}

/** Sort of a query: explicit date order or popularity, else relevance when there is text, else newest. Ties by id. */
export function meiliSort(query: SearchQuery): string[] | undefined {
  if (query.sort === 'oldest') return ['dateCreated:asc', 'id:asc'];
  if (query.sort === 'popular' && query.kind !== 'users')
    return ['popularity:desc', 'dateCreated:desc', 'id:desc'];
  if (query.sort === 'newest' || query.sort === 'popular' || !query.q)
    return ['dateCreated:desc', 'id:desc'];
  return undefined;
}

const time = (d: Date | string) => new Date(d).getTime();

function workDocument(row: MeiliWorkRow) {
  return {
    id: Number(row.id),
    ...('book_id' in row ? { bookId: Number(row.book_id) } : {}),
    title: row.title,
    description: row.description,
    username: row.username,
    publisherId: Number(row.publisher_id),
    status: row.status,
    contentRating: row.content_rating,
    genres: row.genres ?? [],
    dateCreated: time(row.date_created),
    // Refreshed when the work's document is synced (a rating, the per-minute likes batch).
    popularity: Number(row.popularity ?? 0),
  };
}

/**
 * Meilisearch engine. Documents mirror the visible books and issues and every user
 * (with `active`); jobs enqueued in the writer's transaction keep them in sync. When
 * Meilisearch cannot answer, searches fall back to PostgreSQL and say so in the log.
 */
export class MeilisearchSearchProvider implements SyncedSearchProvider {
  readonly name = 'meilisearch' as const;

  constructor(
    private readonly client: Meilisearch,
    private readonly fallback: SearchProvider,
    private readonly pools: ReadPools,
    private readonly log: Logger,
    private readonly orm: MikroORM | undefined,
    /** The job queue, once the process has one (read lazily: it may be wired after this engine). */
    private readonly jobs: () => JobQueue | undefined,
  ) {}

  async search(em: EntityManager, query: SearchQuery): Promise<SearchHits> {
    const params: SearchParams = {
      filter: meiliFilter(query),
      page: query.page,
      hitsPerPage: query.limit,
      attributesToRetrieve: ['id'],
    };
    const sort = meiliSort(query);
    if (sort) params.sort = sort;
    try {
      // page + hitsPerPage make Meilisearch count exhaustively (totalHits), not estimate.
      const response = (await this.client
        .index(MEILI_INDEXES[query.kind])
        .search(query.q ?? '', params)) as {
        hits: { id: number }[];
        totalHits?: number;
        estimatedTotalHits?: number;
      };
      return {
        ids: response.hits.map((hit) => Number(hit.id)),
        totalCount: response.totalHits ?? response.estimatedTotalHits ?? response.hits.length,
      };
    } catch (error) {
      this.log.warn('meilisearch search failed; answering from PostgreSQL', {
        error: String(error),
        kind: query.kind,
      });
      return this.fallback.search(em, query);
    }
  }

  async indexChanged(em: EntityManager, kind: IndexedKind, id: number): Promise<void> {
    const jobs = this.jobs();
    if (!jobs) {
      this.log.warn('no job queue: search index update skipped until the next full reindex', {
        kind,
        id,
      });
      return;
    }
    await jobs.send<SearchSyncJob>(em, SEARCH_SYNC_JOB, { kind, id });
  }

  /** Applies the settings and, when the books index is empty, indexes everything. Never throws. */
  async start(): Promise<void> {
    try {
      for (const kind of Object.keys(MEILI_INDEXES) as SearchKind[]) {
        await this.client.createIndex(MEILI_INDEXES[kind], { primaryKey: 'id' });
        await this.client.index(MEILI_INDEXES[kind]).updateSettings(MEILI_SETTINGS[kind]);
      }
      const stats = await this.client.index(MEILI_INDEXES.books).getStats();
      if (stats.numberOfDocuments === 0 && this.orm) {
        const count = await this.reindexAll(this.orm.em.fork() as EntityManager);
        this.log.info(`meilisearch: indexed ${count} documents`);
      }
    } catch (error) {
      this.log.warn('meilisearch is not reachable; searching with PostgreSQL until it is', {
        error: String(error),
      });
    }
  }

  async sync(em: EntityManager, job: SearchSyncJob): Promise<void> {
    const db = this.db(em);
    if (job.kind === 'issue') return this.syncIssues(db, [job.id]);
    if (job.kind === 'book') return this.syncBooks(db, [job.id]);
    return this.syncUser(db, job.id);
  }

  /** Indexes every book, issue and user in id-ordered batches; returns the number of documents sent. */
  async reindexAll(em: EntityManager, batchSize = 1000): Promise<number> {
    const db = this.db(em);
    let sent = 0;
    for (const table of ['books', 'issues', 'users'] as const) {
      let after = 0;
      for (;;) {
        const found = await rows<{ id: number }>(db, meiliQueries.idsAfter[table], [
          after,
          batchSize,
        ]);
        if (found.length === 0) break;
        const ids = found.map((r) => Number(r.id));
        if (table === 'books') await this.syncBooks(db, ids, false);
        else if (table === 'issues') await this.syncIssues(db, ids);
        else await this.syncUsers(db, ids);
        sent += ids.length;
        after = ids[ids.length - 1];
      }
    }
    return sent;
  }

  private db(em: EntityManager): Db {
    return dbOf(em, { pools: this.pools });
  }

  private async syncBooks(db: Db, ids: number[], withIssues = true): Promise<void> {
    const found = await rows<MeiliWorkRow>(db, meiliQueries.books, [ids]);
    const visible = found.filter((r) => r.visible);
    const visibleIds = new Set(visible.map((r) => Number(r.id)));
    const gone = ids.filter((id) => !visibleIds.has(id));
    const books = this.client.index(MEILI_INDEXES.books);
    if (visible.length > 0) await books.addDocuments(visible.map((r) => workDocument(r)));
    if (gone.length > 0) {
      await books.deleteDocuments(gone);
      await this.client
        .index(MEILI_INDEXES.issues)
        .deleteDocuments({ filter: `bookId IN [${gone.join(', ')}]` });
    }
    if (withIssues && visible.length > 0) {
      const issues = await rows<{ id: number }>(db, meiliQueries.issuesOfBooks, [[...visibleIds]]);
      if (issues.length > 0)
        await this.syncIssues(
          db,
          issues.map((r) => Number(r.id)),
        );
    }
  }

  private async syncIssues(db: Db, ids: number[]): Promise<void> {
    const found = await rows<MeiliWorkRow>(db, meiliQueries.issues, [ids]);
    const visible = found.filter((r) => r.visible);
    const visibleIds = new Set(visible.map((r) => Number(r.id)));
    const gone = ids.filter((id) => !visibleIds.has(id));
    const index = this.client.index(MEILI_INDEXES.issues);
    if (visible.length > 0) await index.addDocuments(visible.map((r) => workDocument(r)));
    if (gone.length > 0) await index.deleteDocuments(gone);
  }

  private async syncUsers(db: Db, ids: number[]): Promise<void> {
    const found = await rows<{
      id: number;
      username: string;
      active: boolean;
      date_created: Date | string;
    }>(db, meiliQueries.users, [ids]);
    const known = new Set(found.map((r) => Number(r.id)));
    const index = this.client.index(MEILI_INDEXES.users);
    if (found.length > 0) {
      await index.addDocuments(
        found.map((r) => ({
          id: Number(r.id),
          username: r.username,
          active: r.active,
          dateCreated: time(r.date_created),
        })),
      );
    }
    const gone = ids.filter((id) => !known.has(id));
    if (gone.length > 0) await index.deleteDocuments(gone);
  }

  /** A user's change (username, activation) reaches their user document and all their works. */
  private async syncUser(db: Db, id: number): Promise<void> {
    await this.syncUsers(db, [id]);
    const books = await rows<{ id: number }>(db, meiliQueries.booksOf, [id]);
    if (books.length > 0)
      await this.syncBooks(
        db,
        books.map((r) => Number(r.id)),
      );
  }
}

/** Loads the ESM-only client (Node >= 20.19 can require() it from our CommonJS output). */
export function createMeiliClient(
  host: string,
  apiKey: string | undefined,
  timeoutMs = 2000,
): Meilisearch {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- ESM-only package, see above
  const { Meilisearch: Client } = require('meilisearch') as {
    Meilisearch: new (config: object) => Meilisearch;
  };
  return new Client({ host, apiKey, timeout: timeoutMs });
}
