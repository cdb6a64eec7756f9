import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookStatus, ContentRating } from '../books/book.entity';

/** What a search looks for. */
export type SearchKind = 'books' | 'issues' | 'users';

/** Kinds of indexed documents; a change to one may touch others (a book's issues carry its status). */
export type IndexedKind = 'book' | 'issue' | 'user';

/**
 * A validated search (the service builds it from GraphQL or v1 input). Every filter is
 * ANDed with the others and with the text clause.
 */
export interface SearchQuery {
  kind: SearchKind;
  /** Free text, trimmed; empty or absent means "no text clause". */
  q?: string;
  /** Exact (case-sensitive) username of the publisher (books, issues) or of the user. */
  username?: string;
  /** Lower-case genres: the book has at least one of them (books, issues). */
  includeGenres?: string[];
  /** Lower-case genres: the book has none of them (books, issues). */
  excludeGenres?: string[];
  status?: BookStatus;
  /** Empty or absent means every rating. */
  contentRatings?: ContentRating[];
  /**
   * Date order, or `popular` (books and issues: most popular first, reactions/popularity.sql.ts,
   * then newest; users: newest). Absent: by relevance when `q` is given (then newest, then
   * id), else newest. Ties are always broken by id in the same direction, so pages are stable.
   */
  sort?: 'newest' | 'oldest' | 'popular';
  /** 1-based. */
  page: number;
  /** 1..SEARCH_MAX_LIMIT. */
  limit: number;
  /** Users search only: include deactivated accounts (credit picker). */
  includeDeactivated?: boolean;
}

/** Matching ids in result order (this page only) and the number of matches ignoring paging. */
export interface SearchHits {
  ids: number[];
  totalCount: number;
}

/**
 * SQL selecting the rows of a page of hits: `hits` is a relation aliased `hit` (its `id`),
 * `hitColumns` what to select of it beside each row, `order` the rows' order. A hit whose
 * work is no longer public gives a row with a null `id`.
 */
export type HitRowsSql = (hits: string, hitColumns: string, order: string) => string;

/** A page of hits as rows: the rows still public, in order, and what the engine matched. */
export interface SearchRows<T> {
  rows: T[];
  /** The hits on this page, dropped rows included. */
  hitCount: number;
  /** The matches ignoring paging. */
  totalCount: number;
}

/**
 * A search engine: PostgreSQL full-text + trigram by default,
 * Meilisearch when `MEILI_HOST` is set. Removed books and deactivated publishers never
 * appear in book or issue results; deactivated users only when `includeDeactivated`.
 */
export interface SearchProvider {
  readonly name: 'postgres' | 'meilisearch';
  search(em: EntityManager, query: SearchQuery): Promise<SearchHits>;
  /**
   * `search` with the hits' rows (`rowsOf`) read in the same statement. Engines that read
   * PostgreSQL directly have it; the others give ids and the service reads their rows.
   */
  searchWithRows?<T>(
    em: EntityManager,
    query: SearchQuery,
    rowsOf: HitRowsSql,
  ): Promise<SearchRows<T>>;
  /**
   * A result cache's page of `query` (what `load` builds from its hits), remembered as long
   * as its hits would be (search-cache.ts). Absent on engines without a result cache.
   */
  page?<T>(
    em: EntityManager,
    query: SearchQuery,
    variant: string,
    load: () => Promise<T>,
  ): Promise<T>;
  /**
   * The result cache's change mark: an answer built from searches now may be served while
   * the mark stays the same (no search-changed commit since). Undefined while nothing built
   * from searches may be remembered (the listener is down). Absent on engines without a
   * result cache.
   */
  changeMark?(): number | undefined;
  /**
   * Call inside the transaction of any change to a book (incl. genres, removal), an
   * issue or a user (username, activation). Engines that read the tables directly do
   * nothing; engines with their own index enqueue a sync job on `em`, so the index
   * update exists if and only if the change commits. Deletions use the same hook.
   */
  indexChanged(em: EntityManager, kind: IndexedKind, id: number): Promise<void>;
  /** Prepares the engine (index settings, first full index); never throws. */
  start(): Promise<void>;
  /** Releases what `start` opened (connections, timers). */
  stop?(): Promise<void>;
}
