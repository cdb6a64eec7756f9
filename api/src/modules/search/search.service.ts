import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { Book, type BookView } from '../books/book.entity';
import { BookGenre } from '../books/book-genre.entity';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';
import type { SearchHits, SearchKind, SearchQuery } from './search-provider';
import { searchQueryFromInput, searchQueryFromV1 } from './search.params';
import {
  presentV1BookRow,
  presentV1IssueRow,
  presentV1UserHit,
  type V1BookRow,
  type V1Counts,
  type V1IssueRow,
} from './search.presenter';
import { dbOf, isoSql, rows as readRows, statement as readStatement, toView } from '../../db/sql';
import { BOOK_COLUMNS } from '../books/books.loaders';
import { SearchType, type SearchInput, type SearchResult } from './search.types';

const TYPE_OF_KIND: Record<SearchKind, SearchType> = {
  books: SearchType.BOOKS,
  issues: SearchType.ISSUES,
  users: SearchType.USERS,
};

/** The genres and issue total of a hit's book, selected with the hits (v1 items and GraphQL books). */
const BOOK_TOTALS = `coalesce((select array_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id), '{}') as genre_array,
          (select count(*)::int from issues ci where ci.book_id = b.id) as total_issues`;

/** S1 items for the engine's ids, in their order, in one prepared statement. */
const V1_BOOK_ROWS = readStatement(
  `select u.id as user_id, u.username, u.photo_key, b.id as book_id, b.title as book_title, b.url_slug, b.cover_key,
          b.description, b.status, ${isoSql('b.last_updated')} as last_updated, ${isoSql('b.date_created')} as date_created,
          b.content_rating, ${BOOK_TOTALS},
          (select count(*)::int from issues ci join issue_pages cp on cp.issue_id = ci.id where ci.book_id = b.id) as total_book_pages
     from unnest($1::int[]) with ordinality as hit(id, n)
     join books b on b.id = hit.id
     join users u on u.id = b.publisher_id
    order by hit.n`,
);

/** S2 items for the engine's ids, in their order, in one prepared statement. */
const V1_ISSUE_ROWS = readStatement(
  `select u.id as user_id, u.username, u.photo_key, i.id as issue_id, i.title as issue_title, i.description, i.cover_key,
          i.issue_number, ${isoSql('i.date_created')} as date_created, b.id as book_id, b.title as book_title, b.status,
          b.url_slug, b.content_rating, ${BOOK_TOTALS},
          (select count(*)::int from issue_pages cp where cp.issue_id = i.id) as total_issue_pages
     from unnest($1::int[]) with ordinality as hit(id, n)
     join issues i on i.id = hit.id
     join books b on b.id = i.book_id
     join users u on u.id = b.publisher_id
    order by hit.n`,
);

/**
 * Books by id for GraphQL hits, with the genres and issue count each result card shows
 * (primed into the loaders, so the card fields send no statements of their own).
 */
const BOOKS_BY_ID = readStatement(
  `select ${BOOK_COLUMNS('b')}, ${BOOK_TOTALS} from books b where b.id = any($1::int[])`,
);

/** A GraphQL search result and what was loaded with its books, for the request's loaders. */
export interface SearchOutcome {
  result: SearchResult;
  genresByBook: Map<number, string[]>;
  issueCountByBook: Map<number, number>;
}

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
  async search(_viewer: User | null, input: SearchInput): Promise<SearchOutcome> {
    const query = searchQueryFromInput(input);
    const hits = await this.run(query);
    const outcome: SearchOutcome = {
      result: {
        type: TYPE_OF_KIND[query.kind],
        totalCount: hits.totalCount,
        page: query.page,
        limit: query.limit,
        books: [],
        issues: [],
        users: [],
      },
      genresByBook: new Map(),
      issueCountByBook: new Map(),
    };
    const { result } = outcome;
    if (query.kind === 'books') result.books = await this.loadBooks(hits.ids, outcome);
    else if (query.kind === 'issues') result.issues = await this.loadIssues(hits.ids);
    else result.users = await this.loadUsers(hits.ids);
    return outcome;
  }

  /** v1 `GET /search/{books|issues|users}` (api-v1 §6.2-6.3): the envelope's keys. */
  async searchV1(
    _viewer: User | null,
    kind: SearchKind,
    params: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const query = searchQueryFromV1(kind, params);
    const hits = await this.run(query);
    const media = this.deps.media;
    let items: Record<string, unknown>[];
    if (kind === 'books') {
      const rows =
        hits.ids.length > 0
          ? await readRows<V1BookRow>(dbOf(this.em, this.deps), V1_BOOK_ROWS, [hits.ids])
          : [];
      items = rows.map((r) => presentV1BookRow(r, media));
    } else if (kind === 'issues') {
      const rows =
        hits.ids.length > 0
          ? await readRows<V1IssueRow>(dbOf(this.em, this.deps), V1_ISSUE_ROWS, [hits.ids])
          : [];
      items = rows.map((r) => presentV1IssueRow(r, media));
    } else {
      const users = await this.loadUsers(hits.ids);
      const counts = await this.counts(
        [],
        [],
        users.map((u) => u.id),
      );
      items = users.map((u) => presentV1UserHit(u, counts, media));
    }
    return {
      type: kind,
      totalResultCount: hits.totalCount,
      currentResultCount: items.length,
      [kind]: items,
    };
  }

  private run(query: SearchQuery): Promise<SearchHits> {
    return this.deps.search.search(this.em, query);
  }

  private async loadBooks(ids: number[], outcome: SearchOutcome): Promise<BookView[]> {
    if (ids.length === 0) return [];
    const rows = await readRows<Record<string, unknown>>(dbOf(this.em, this.deps), BOOKS_BY_ID, [
      ids,
    ]);
    // The view takes the book's columns from the row and ignores the totals beside them.
    const books = rows.map((row) => {
      const book = toView<BookView>(this.em, Book, row);
      outcome.genresByBook.set(book.id, row.genre_array as string[]);
      outcome.issueCountByBook.set(book.id, row.total_issues as number);
      return book;
    });
    return inOrder(ids, books);
  }

  private async loadIssues(ids: number[]): Promise<Issue[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await this.em.find(Issue, { id: { $in: ids } }));
  }

  private async loadUsers(ids: number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await this.em.find(User, { id: { $in: ids } }));
  }

  /** The derived numbers of v1 search items, one set-based query per kind of number. */
  private async counts(
    bookIds: number[],
    issueIds: number[],
    userIds: number[],
  ): Promise<V1Counts> {
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
        this.em
          .find(BookGenre, { book: { $in: bookIds } }, { orderBy: { genre: 'asc' } })
          .then((rows) => {
            for (const row of rows)
              counts.genresByBook.set(row.book.id, [
                ...(counts.genresByBook.get(row.book.id) ?? []),
                row.genre,
              ]);
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
            for (const r of rows)
              counts.subscribersByUser.set(Number(r.publisher_id), Number(r.subscribers));
          }),
      );
    }
    await Promise.all(jobs);
    return counts;
  }
}
