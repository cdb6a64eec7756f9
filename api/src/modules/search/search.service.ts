import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { dbOf, rows, toView, type Db } from '../../db/sql';
import { Book, type BookView } from '../books/book.entity';
import { Issue } from '../issues/issue.entity';
import { releasedIssue } from '../issues/issues.policy';
import { VISIBLE_BOOK } from '../books/books.policy';
import { User, type UserView } from '../users/user.entity';
import {
  ACTIVE_USER,
  canFindDeactivatedUsers,
  creditPickerView,
  isActiveUser,
} from '../users/users.policy';
import { escapeLike } from '../../shared/text';
import type {
  HitRowsSql,
  SearchHits,
  SearchKind,
  SearchQuery,
  SearchRows,
} from './search-provider';
import { searchQueryFromInput, searchQueryFromV1 } from './search.params';
import {
  publicBooks,
  publicBookSearchItems,
  publicIssueSearchItems,
  searchRowsOfHits,
} from '../issues/public-works.queries';
import type { PublicBookSearchRow, PublicIssueSearchRow } from '../issues/public-works.rows';
import { SUBSCRIBERS_BY_PUBLISHER } from './search.queries';
import { usersByIds } from '../users/users.queries';
import { SearchType, type SearchInput, type SearchResult } from './search.types';

const TYPE_OF_KIND: Record<SearchKind, SearchType> = {
  books: SearchType.BOOKS,
  issues: SearchType.ISSUES,
  users: SearchType.USERS,
};

/** A GraphQL search result and what was loaded with its books, for the request's loaders. */
export interface SearchOutcome {
  result: SearchResult;
  genresByBook: Map<number, string[]>;
  issueCountByBook: Map<number, number>;
  /** The books' publishers, when the page was loaded to be remembered (else their loader's). */
  publishers: Map<number, UserView>;
}

/** One page of a v1 search: the hits in rank order, with what their items show. */
export type V1SearchPage = { totalCount: number } & (
  | { kind: 'books'; books: PublicBookSearchRow[] }
  | { kind: 'issues'; issues: PublicIssueSearchRow[] }
  | { kind: 'users'; users: UserView[]; subscribersByUser: Map<number, number> }
);

/** Deactivated accounts are found only by signed-in viewers (users.policy.ts). */
function forViewer(viewer: User | null, query: SearchQuery): SearchQuery {
  return query.includeDeactivated && !canFindDeactivatedUsers(viewer)
    ? { ...query, includeDeactivated: false }
    : query;
}

/**
 * The engine's match count less the hits of this page that failed the re-check (the
 * engine's index lagging behind a removal or deactivation), so "X of N" stays honest.
 */
export function countAfterDrops(
  hits: Pick<SearchRows<unknown>, 'hitCount' | 'totalCount'>,
  loaded: number,
): number {
  return Math.max(0, hits.totalCount - (hits.hitCount - loaded));
}

const asPage = (hits: SearchHits) => ({ hitCount: hits.ids.length, totalCount: hits.totalCount });

/** A row of `publicBooks.searchViews`: a book's columns, its genres and released issues. */
type BookViewRow = { id: number } & Record<string, unknown>;

/** Orders loaded rows like the engine's ids (a row gone since the search is skipped). */
function inOrder<T extends { id: number }>(ids: number[], found: T[]): T[] {
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Search for GraphQL and v1: validates the input, asks the engine, loads the hits in rank order. */
export class SearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /**
   * GraphQL `search`. Public: visibility rules are the same for everyone, except that only
   * a signed-in viewer (the credit picker) finds deactivated accounts.
   */
  async search(viewer: User | null, input: SearchInput): Promise<SearchOutcome> {
    const query = forViewer(viewer, searchQueryFromInput(input));
    // Book pages are the same for every viewer and made of views: the result cache keeps
    // them whole, with their publishers (issues are entities of this request's fork).
    if (query.kind === 'books' && this.deps.search.page)
      return this.remembered(query, 'graphql', async () => {
        const outcome = await this.searchNow(query);
        const ids = [...new Set(outcome.result.books.map((b) => b.publisher.id))];
        for (const user of await usersByIds(this.db, ids)) outcome.publishers.set(user.id, user);
        return outcome;
      });
    return this.searchNow(query);
  }

  private async searchNow(query: SearchQuery): Promise<SearchOutcome> {
    const outcome: SearchOutcome = {
      result: {
        type: TYPE_OF_KIND[query.kind],
        totalCount: 0,
        page: query.page,
        limit: query.limit,
        books: [],
        issues: [],
        users: [],
      },
      genresByBook: new Map(),
      issueCountByBook: new Map(),
      publishers: new Map(),
    };
    const { result } = outcome;
    if (query.kind === 'books') {
      const page = await this.hitRows(query, searchRowsOfHits.bookViews, (db, ids) =>
        this.bookViewRows(db, ids),
      );
      result.books = this.bookViews(page.rows, outcome);
      result.totalCount = page.totalCount;
      return outcome;
    }
    const hits = await this.run(query);
    if (query.kind === 'issues') result.issues = await this.loadIssues(hits.ids);
    else result.users = await this.loadUsers(hits.ids, query);
    const loaded = result.issues.length + result.users.length;
    result.totalCount = countAfterDrops(asPage(hits), loaded);
    return outcome;
  }

  /** v1 `GET /search/{books|issues|users}`: the page's hits, for the route to present. */
  async searchV1(
    viewer: User | null,
    kind: SearchKind,
    params: Record<string, unknown>,
  ): Promise<V1SearchPage> {
    if (kind !== 'users') return this.searchV1Works(kind, params);
    const query = forViewer(viewer, searchQueryFromV1(kind, params));
    const hits = await this.run(query);
    const users = await this.loadUsers(hits.ids, query);
    return {
      kind,
      totalCount: countAfterDrops(asPage(hits), users.length),
      users,
      subscribersByUser: await this.subscriberCounts(
        users.filter((u) => isActiveUser(u)).map((u) => u.id),
      ),
    };
  }

  /**
   * v1 books or issues: the same for every viewer, read from the pools only (no ORM work),
   * and remembered by the result cache as loaded (a page shared by every asker, never
   * changed: the route presents it into a new body).
   */
  searchV1Works(
    kind: Exclude<SearchKind, 'users'>,
    params: Record<string, unknown>,
  ): Promise<Readonly<V1SearchPage>> {
    const query = searchQueryFromV1(kind, params);
    return this.remembered(query, 'v1', async () => {
      if (kind === 'books') {
        const page = await this.hitRows(query, searchRowsOfHits.books, publicBookSearchItems);
        return { kind, totalCount: page.totalCount, books: page.rows };
      }
      const page = await this.hitRows(query, searchRowsOfHits.issues, publicIssueSearchItems);
      return { kind, totalCount: page.totalCount, issues: page.rows };
    });
  }

  /**
   * The page's hits as rows still public, with the count after drops: in the engine's own
   * statement when it reads PostgreSQL (`rowsOf`), else by id after its search (`byIds`).
   */
  private async hitRows<T>(
    query: SearchQuery,
    rowsOf: HitRowsSql,
    byIds: (db: Db, ids: readonly number[]) => Promise<T[]>,
  ): Promise<{ rows: T[]; totalCount: number }> {
    const { search } = this.deps;
    if (search.searchWithRows) {
      const page = await search.searchWithRows<T>(this.em, query, rowsOf);
      return { rows: page.rows, totalCount: countAfterDrops(page, page.rows.length) };
    }
    const hits = await this.run(query);
    const rows = await byIds(this.db, hits.ids);
    return { rows, totalCount: countAfterDrops(asPage(hits), rows.length) };
  }

  /**
   * Users whose username contains `q` (case-insensitive, `%` and `_` literal): prefix
   * matches first, then the others, each by username; at most `limit`. Deactivated accounts
   * only with `includeDeactivated` (the credit picker credits them too). Blank text finds
   * nobody; text longer than a username may be is cut to that length. Deactivated accounts
   * come as the picker shows them (id and username only).
   */
  async users(input: {
    q: string;
    limit: number;
    includeDeactivated?: boolean;
  }): Promise<UserView[]> {
    const text = input.q.trim();
    if (text === '' || input.limit < 1) return [];
    const escaped = escapeLike(text.slice(0, LIMITS.usernameMax));
    const active = input.includeDeactivated ? {} : ACTIVE_USER;
    const prefix = await this.em.find(
      User,
      { ...active, username: { $ilike: `${escaped}%` } },
      { orderBy: { username: 'asc' }, limit: input.limit },
    );
    if (prefix.length >= input.limit) return prefix.map(creditPickerView);
    const rest = await this.em.find(
      User,
      { ...active, username: { $ilike: `%${escaped}%` }, id: { $nin: prefix.map((u) => u.id) } },
      { orderBy: { username: 'asc' }, limit: input.limit - prefix.length },
    );
    return [...prefix, ...rest].map(creditPickerView);
  }

  private run(query: SearchQuery): Promise<SearchHits> {
    return this.deps.search.search(this.em, query);
  }

  /** `load`'s page of `query` from the result cache, when the engine has one. */
  private remembered<T>(query: SearchQuery, variant: string, load: () => Promise<T>): Promise<T> {
    const { search } = this.deps;
    return search.page ? search.page(this.em, query, variant, load) : load();
  }

  private get db(): Db {
    return dbOf(this.em, this.deps);
  }

  /** The book view rows of the hits that are still visible, in the hits' order. */
  private async bookViewRows(db: Db, ids: readonly number[]): Promise<BookViewRow[]> {
    if (ids.length === 0) return [];
    return inOrder([...ids], await rows<BookViewRow>(db, publicBooks.searchViews, [[...ids]]));
  }

  private bookViews(found: BookViewRow[], outcome: SearchOutcome): BookView[] {
    // The view takes the book's columns from the row and ignores the totals beside them.
    return found.map((row) => {
      const book = toView<BookView>(this.em, Book, row);
      outcome.genresByBook.set(book.id, row.genre_array as string[]);
      outcome.issueCountByBook.set(book.id, row.total_issues as number);
      return book;
    });
  }

  /** The issue hits that are still public (an engine's index may lag behind a removal). */
  private async loadIssues(ids: number[]): Promise<Issue[]> {
    if (ids.length === 0) return [];
    return inOrder(
      ids,
      await this.em.find(Issue, { id: { $in: ids }, ...releasedIssue(), book: VISIBLE_BOOK }),
    );
  }

  /**
   * The user hits, re-checked (an engine's index may lag behind a deactivation): deactivated
   * accounts only when the query asked for them, and then by id and username only.
   */
  private async loadUsers(ids: number[], query: SearchQuery): Promise<UserView[]> {
    if (ids.length === 0) return [];
    const active = query.includeDeactivated ? {} : ACTIVE_USER;
    const found = await this.em.find(User, { id: { $in: ids }, ...active });
    return inOrder(ids, found).map(creditPickerView);
  }

  /** The v1 users items' subscriber counts (a user without any has no entry). */
  private async subscriberCounts(userIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (userIds.length === 0) return counts;
    const found = await rows<{ publisher_id: number; subscribers: string }>(
      this.db,
      SUBSCRIBERS_BY_PUBLISHER,
      [userIds],
    );
    for (const r of found) counts.set(Number(r.publisher_id), Number(r.subscribers));
    return counts;
  }
}
