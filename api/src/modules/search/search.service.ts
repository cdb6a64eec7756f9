import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { Book } from '../books/book.entity';
import { BookGenre } from '../books/book-genre.entity';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';
import type { SearchHits, SearchKind, SearchQuery } from './search-provider';
import { searchQueryFromInput, searchQueryFromV1 } from './search.params';
import { presentV1BookHit, presentV1IssueHit, presentV1UserHit, type V1Counts } from './search.presenter';
import { SearchType, type SearchInput, type SearchResult } from './search.types';

const TYPE_OF_KIND: Record<SearchKind, SearchType> = {
  books: SearchType.BOOKS,
  issues: SearchType.ISSUES,
  users: SearchType.USERS,
};

/** Orders loaded rows like the engine's ids (a row gone since the search is skipped). */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Search for GraphQL and v1: validates the input, asks the engine, loads the hits in rank order. */
export class SearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** GraphQL `search`. Public: the viewer changes nothing (visibility rules are the same for everyone). */
  async search(_viewer: User | null, input: SearchInput): Promise<SearchResult> {
    const query = searchQueryFromInput(input);
    const hits = await this.run(query);
    const result: SearchResult = {
      type: TYPE_OF_KIND[query.kind],
      totalCount: hits.totalCount,
      page: query.page,
      limit: query.limit,
      books: [],
      issues: [],
      users: [],
    };
    if (query.kind === 'books') result.books = await this.loadBooks(hits.ids);
    else if (query.kind === 'issues') result.issues = await this.loadIssues(hits.ids);
    else result.users = await this.loadUsers(hits.ids);
    return result;
  }

  /** v1 `GET /search/{books|issues|users}` (api-v1 §6.2-6.3): the envelope's keys. */
  async searchV1(_viewer: User | null, kind: SearchKind, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const query = searchQueryFromV1(kind, params);
    const hits = await this.run(query);
    const media = this.deps.media;
    let items: Record<string, unknown>[];
    if (kind === 'books') {
      const books = await this.loadBooks(hits.ids, true);
      const counts = await this.counts(books.map((b) => b.id), [], []);
      items = books.map((b) => presentV1BookHit(b, counts, media));
    } else if (kind === 'issues') {
      const issues = await this.loadIssues(hits.ids, true);
      const counts = await this.counts([...new Set(issues.map((i) => i.book.id))], issues.map((i) => i.id), []);
      items = issues.map((i) => presentV1IssueHit(i, counts, media));
    } else {
      const users = await this.loadUsers(hits.ids);
      const counts = await this.counts([], [], users.map((u) => u.id));
      items = users.map((u) => presentV1UserHit(u, counts, media));
    }
    return { type: kind, totalResultCount: hits.totalCount, currentResultCount: items.length, [kind]: items };
  }

  private run(query: SearchQuery): Promise<SearchHits> {
    return this.deps.search.search(this.em, query);
  }

  private async loadBooks(ids: number[], withPublisher = false): Promise<Book[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.find(Book, { id: { $in: ids } }, withPublisher ? { populate: ['publisher'] } : {});
    return inOrder(ids, rows);
  }

  private async loadIssues(ids: number[], withBook = false): Promise<Issue[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.find(Issue, { id: { $in: ids } }, withBook ? { populate: ['book', 'book.publisher'] } : {});
    return inOrder(ids, rows);
  }

  private async loadUsers(ids: number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await this.em.find(User, { id: { $in: ids } }));
  }

  /** The derived numbers of v1 search items, one set-based query per kind of number. */
  private async counts(bookIds: number[], issueIds: number[], userIds: number[]): Promise<V1Counts> {
    const connection = this.em.getConnection();
    const counts: V1Counts = {
      genresByBook: new Map(),
      issuesByBook: new Map(),
      pagesByBook: new Map(),
      pagesByIssue: new Map(),
      subscribersByUser: new Map(),
    };
    const jobs: Promise<void>[] = [];
    if (bookIds.length > 0) {
      jobs.push(
        this.em.find(BookGenre, { book: { $in: bookIds } }, { orderBy: { genre: 'asc' } }).then((rows) => {
          for (const row of rows) counts.genresByBook.set(row.book.id, [...(counts.genresByBook.get(row.book.id) ?? []), row.genre]);
        }),
        connection
          .execute<{ book_id: number; issues: string; pages: string }[]>(
            `select i.book_id, count(distinct i.id) as issues, count(p.id) as pages
               from issues i left join issue_pages p on p.issue_id = i.id
              where i.book_id = any(array[?]::int[]) group by i.book_id`,
            [bookIds],
          )
          .then((rows) => {
            for (const r of rows) {
              counts.issuesByBook.set(Number(r.book_id), Number(r.issues));
              counts.pagesByBook.set(Number(r.book_id), Number(r.pages));
            }
          }),
      );
    }
    if (issueIds.length > 0) {
      jobs.push(
        connection
          .execute<{ issue_id: number; pages: string }[]>(
            'select issue_id, count(*) as pages from issue_pages where issue_id = any(array[?]::int[]) group by issue_id',
            [issueIds],
          )
          .then((rows) => {
            for (const r of rows) counts.pagesByIssue.set(Number(r.issue_id), Number(r.pages));
          }),
      );
    }
    if (userIds.length > 0) {
      // Subscribers that are themselves deactivated are not counted (they vanish from lists).
      jobs.push(
        connection
          .execute<{ publisher_id: number; subscribers: string }[]>(
            `select s.publisher_id, count(*) as subscribers from subscriptions s join users u on u.id = s.subscriber_id
              where s.publisher_id = any(array[?]::int[]) and u.active group by s.publisher_id`,
            [userIds],
          )
          .then((rows) => {
            for (const r of rows) counts.subscribersByUser.set(Number(r.publisher_id), Number(r.subscribers));
          }),
      );
    }
    await Promise.all(jobs);
    return counts;
  }
}
