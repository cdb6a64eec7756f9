import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { GENRE_KEYS, GENRES, LIMITS, MESSAGES } from '../../config/limits';
import {
  type ConnectionArgs,
  connectionWindow,
  type ConnectionResult,
  type ListArgs,
  type ListResult,
  ownedList,
  toConnection,
} from '../../shared/paging';
import { badInput } from '../../shared/app-error';
import { type BookView, BookStatus } from '../books/book.entity';
import { catalogueBooks, catalogueCount, genreCounts } from '../books/books.queries';
import { BOOK_CURSOR, type Genre } from '../books/books.types';
import { dbOf, type Db } from '../../db/sql';
import { notFound } from '../../shared/app-error';
import { parseIssueNumber } from '../../shared/validation';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import { VISIBLE_BOOK } from '../books/books.policy';
import { byRole } from '../credits/credit-groups';
import { CreditRoleEnum, WorkCredit } from '../credits/work-credit.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { issuesVisibleTo, viewerIdOf } from '../issues/issues.policy';
import type { User, UserView } from '../users/user.entity';
import { ACTIVE_USER } from '../users/users.policy';
import {
  bookDetails,
  type BookDetails,
  type BookDetailsWanted,
  issueWithBook,
  type IssueWithBook,
  readerIssue,
  type ReaderIssueRow,
  userBooksCount,
  userBooksPage,
  userIssuesCount,
  userIssuesPage,
  visibleBook,
  visibleBookView,
} from './reading.queries';
import { USER_BOOKS_CURSOR, USER_ISSUES_CURSOR } from './reading.types';

// The reader row's shape lives with its statement; the service's callers may take it from here.
export type { ReaderIssueRow } from './reading.queries';

export interface AccreditedGroup {
  role: CreditRoleEnum;
  count: number;
  issues: Issue[];
}

/**
 * Public reading: books, issues, pages, credits, genres, a user's works and accredited
 * works. Everything here applies the visibility rules: removed books and the works of
 * deactivated accounts are treated as if they did not exist (null / 404 / left out), and so
 * are scheduled issues for anyone but their creator (`viewer`, issues.policy.ts).
 */
export class ReadingService {
  private readonly db: Db;

  /** `em` or a Db over it (a request scope's `lazyDbOf`: forked only when the ORM is used). */
  constructor(em: EntityManager | Db, deps: AppDeps) {
    this.db = 'pools' in em ? em : dbOf(em, deps);
  }

  private get em(): EntityManager {
    return this.db.em;
  }

  /** A visible book with its publisher, or null. */
  findBook(bookId: number): Promise<Book | null> {
    return visibleBook(this.db, bookId);
  }

  /**
   * A visible book with its publisher and, as asked, its genres, issues and credits (the
   * details page) in one prepared statement, or null, as views (db/row-view.ts).
   */
  findBookDetails(
    bookId: number,
    wanted: BookDetailsWanted,
    viewer: User | null,
  ): Promise<BookDetails | null> {
    return bookDetails(this.db, bookId, wanted, viewerIdOf(viewer));
  }

  async requireBook(bookId: number): Promise<Book> {
    const book = await this.findBook(bookId);
    if (!book) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  /**
   * The v1 book record: the visible book and its publisher as views from one row on the read
   * pool (no fork, no hydration), or 404.
   */
  async requireBookRecord(bookId: number): Promise<BookView & { publisher: UserView }> {
    const book = await visibleBookView(this.db, bookId);
    if (!book) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  /**
   * An issue the viewer sees, with its book and publisher, or null. A number outside the
   * smallint column (GraphQL's Int goes further) is BAD_USER_INPUT, not a database error.
   */
  async findIssue(bookId: number, issueNumber: number, viewer: User | null): Promise<Issue | null> {
    if (parseIssueNumber(issueNumber) === undefined)
      throw badInput(MESSAGES.invalidIssueNumber, 'issueNumber');
    return this.em.findOne(
      Issue,
      {
        issueNumber,
        book: { id: bookId, ...VISIBLE_BOOK },
        ...issuesVisibleTo(viewerIdOf(viewer)),
      },
      { populate: ['book', 'book.publisher'] },
    );
  }

  /**
   * The same issue as `findIssue` with its book and publisher, as views in one statement:
   * what GraphQL's `issue` shows (its fields read relations through the loaders).
   */
  findIssueWithBook(
    bookId: number,
    issueNumber: number,
    viewer: User | null,
  ): Promise<IssueWithBook | null> {
    if (parseIssueNumber(issueNumber) === undefined)
      throw badInput(MESSAGES.invalidIssueNumber, 'issueNumber');
    return issueWithBook(this.db, bookId, issueNumber, viewerIdOf(viewer));
  }

  /** The v1 reader's issue with its pages (one prepared statement), or 404. */
  async readerIssue(
    bookId: number,
    issueNumber: number,
    viewer: User | null,
  ): Promise<ReaderIssueRow> {
    const row = await readerIssue(this.db, bookId, issueNumber, viewerIdOf(viewer));
    if (!row) throw notFound(MESSAGES.issueNotFound);
    return row;
  }

  async requireIssue(bookId: number, issueNumber: number, viewer: User | null): Promise<Issue> {
    const issue = await this.findIssue(bookId, issueNumber, viewer);
    if (!issue) throw notFound(MESSAGES.issueNotFound);
    return issue;
  }

  /** Issues of a visible book that the viewer sees, latest first (v1 R3). */
  async issuesNewestFirst(bookId: number, viewer: User | null): Promise<Issue[]> {
    const book = await this.requireBook(bookId);
    return this.em.find(
      Issue,
      { book, ...issuesVisibleTo(viewerIdOf(viewer)) },
      { orderBy: { issueNumber: 'desc' } },
    );
  }

  async genres(bookId: number): Promise<string[]> {
    const book = await this.requireBook(bookId);
    const rows = await this.em.find(BookGenre, { book }, { orderBy: { genre: 'asc' } });
    return rows.map((r) => r.genre);
  }

  /** Credit rows of every issue the viewer sees of a visible book (credited users loaded). */
  async bookCredits(bookId: number, viewer: User | null): Promise<WorkCredit[]> {
    const book = await this.requireBook(bookId);
    return this.em.find(
      WorkCredit,
      { book, issue: issuesVisibleTo(viewerIdOf(viewer)) },
      { populate: ['creator'] },
    );
  }

  async issueCredits(
    bookId: number,
    issueNumber: number,
    viewer: User | null,
  ): Promise<WorkCredit[]> {
    const issue = await this.requireIssue(bookId, issueNumber, viewer);
    return this.em.find(WorkCredit, { issue }, { populate: ['creator'] });
  }

  /**
   * The visible catalogue newest first, keyset-paginated (a crawl neither skips nor repeats
   * books while books are added: new ones come before the first page), filtered by genre key
   * (unknown: BAD_USER_INPUT) and status.
   */
  async catalogue(
    args: ConnectionArgs & { genre?: string | null; status?: BookStatus | null },
  ): Promise<ConnectionResult<BookView>> {
    const window = connectionWindow(BOOK_CURSOR, args);
    const genre = args.genre == null ? null : args.genre.toLowerCase();
    if (genre !== null && !GENRE_KEYS.includes(genre))
      throw badInput(MESSAGES.genreInvalid(args.genre ?? ''), 'genre');
    const filter = { genre, status: args.status ?? null };
    const found = await catalogueBooks(this.db, filter, window.after, window.first + 1);
    return toConnection(
      found,
      window,
      BOOK_CURSOR,
      (row) => [row.createdMicros, row.book.id] as const,
      (row) => row.book,
      () => catalogueCount(this.db, filter),
    );
  }

  /** Every genre of the fixed list with its number of visible books. */
  async genreList(): Promise<Genre[]> {
    const counts = await genreCounts(this.db);
    return GENRES.map((name) => {
      const key = name.toLowerCase();
      return { key, name, bookCount: counts.get(key) ?? 0 };
    });
  }

  /**
   * A user's visible books, newest first (created desc, id desc): page/limit, or first/after
   * (a crawl neither skips nor repeats books while books are published); a deactivated or
   * unknown user has none.
   */
  userBooks(userId: number, args: ListArgs): Promise<ListResult<BookView>> {
    return ownedList(
      USER_BOOKS_CURSOR,
      userId,
      args,
      LIMITS.gridPageSize,
      (slice) => userBooksPage(this.db, userId, slice),
      () => userBooksCount(this.db, userId),
    );
  }

  /**
   * A user's issues in visible books that the viewer sees, newest first (created desc, id
   * desc); as userBooks.
   */
  userIssues(userId: number, args: ListArgs, viewer: User | null): Promise<ListResult<IssueView>> {
    const viewerId = viewerIdOf(viewer);
    return ownedList(
      USER_ISSUES_CURSOR,
      userId,
      args,
      LIMITS.gridPageSize,
      (slice) => userIssuesPage(this.db, userId, slice, viewerId),
      () => userIssuesCount(this.db, userId, viewerId),
    );
  }

  /**
   * Visible issues the (active) user is credited on, one group per role in the fixed
   * role order (all eight, possibly empty), issues by book title then issue number.
   * `issuesPerRole` keeps the first issues of each role (`count` stays the full number).
   */
  async accreditedWorks(
    userId: number,
    viewer: User | null,
    issuesPerRole = Infinity,
  ): Promise<AccreditedGroup[]> {
    const rows = await this.em.find(
      WorkCredit,
      {
        creator: { id: userId, ...ACTIVE_USER },
        book: VISIBLE_BOOK,
        issue: issuesVisibleTo(viewerIdOf(viewer)),
      },
      {
        populate: ['issue', 'book'],
        orderBy: { book: { title: 'asc', id: 'asc' }, issue: { issueNumber: 'asc' } },
      },
    );
    return byRole(rows).map(({ role, rows: ofRole }) => ({
      role,
      count: ofRole.length,
      issues: ofRole.slice(0, issuesPerRole).map((r) => r.issue),
    }));
  }
}
