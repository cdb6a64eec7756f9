import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { notFound } from '../../shared/app-error';
import { BookGenre } from '../books/book-genre.entity';
import { Book, type BookView } from '../books/book.entity';
import { VISIBLE_BOOK } from '../books/books.policy';
import { CreditRoleEnum, WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue, type IssueView } from '../issues/issue.entity';
import { User, type UserView } from '../users/user.entity';
import { pageWindow } from './paging';
import { dbOf, isoSql, rows as readRows, statement as readStatement, toEntity, toView } from '../../db/sql';
import { BOOK_COLUMNS, ISSUE_COLUMNS } from '../books/books.loaders';
import type { CreditRow } from '../issues/issues.loaders';
import { USER_COLUMNS } from '../users/users.loaders';

/** One row of the v1 reader (R2): the issue, its book and publisher, and its pages as JSON. */
export interface ReaderIssueRow {
  id: number;
  issue_number: number;
  title: string;
  description: string;
  image_prefix_ref: string;
  cover_key: string;
  date_created: string;
  last_updated: string | null;
  book_id: number;
  book_title: string;
  url_slug: string;
  status: string;
  content_rating: string;
  publisher_id: number;
  username: string;
  /** Pages by page number: [id, page_number, image_key, date_created ISO, last_updated ISO | null]. */
  pages: [number, number, string, string, string | null][];
}

/** A visible book with its publisher's columns as JSON (both mapped to managed entities). */
const VISIBLE_BOOK_BY_ID = readStatement(
  `select ${BOOK_COLUMNS('b')}, row_to_json(u) as publisher_row
     from books b
     join lateral (select ${USER_COLUMNS('x')} from users x where x.id = b.publisher_id) u on true
    where b.id = $1 and not b.removed and u.active`,
);

/**
 * The details page in one statement: the visible book and its publisher, and on request
 * (`$2` genres, `$3` issues, `$4` credits; a CASE runs its sub-select only when asked) its
 * genres, its issues and its credits, as JSON. Same columns and orders as the loaders'
 * statements (GENRES_BY_BOOK, ISSUES_BY_BOOK, CREDITS_BY_BOOK). Credits come as
 * `[role, creator id]` pairs and each credited user once (other than the publisher): a user
 * usually has a credit on every issue, and their row is the bulk of the JSON to parse.
 * Users are looked up by id per credit (a sub-select, a lateral join): a plain join let the
 * planner merge-join the users index from its start up to the highest credited id.
 */
const BOOK_DETAILS = readStatement(
  `select ${BOOK_COLUMNS('b')}, row_to_json(u) as publisher_row,
          case when $2::boolean then
            coalesce((select json_agg(g.genre order by g.genre) from book_genres g where g.book_id = b.id), '[]')
          end as genres_json,
          case when $3::boolean then
            coalesce((select json_agg(i order by i.issue_number)
                        from (select ${ISSUE_COLUMNS('x')} from issues x where x.book_id = b.id) i), '[]')
          end as issues_json,
          case when $4::boolean then
            coalesce((select json_agg(json_build_array(wc.role, wc.creator_id)
                                      order by wc.role, (select x.username from users x where x.id = wc.creator_id))
                        from work_credits wc where wc.book_id = b.id), '[]')
          end as credits_json,
          case when $4::boolean then
            coalesce((select json_agg(c)
                        from (select distinct wc.creator_id from work_credits wc
                               where wc.book_id = b.id and wc.creator_id <> b.publisher_id) d
                        join lateral (select ${USER_COLUMNS('x')} from users x where x.id = d.creator_id) c on true), '[]')
          end as creators_json
     from books b
     join lateral (select ${USER_COLUMNS('x')} from users x where x.id = b.publisher_id) u on true
    where b.id = $1 and not b.removed and u.active`,
);

/** Which relations of a book to load with it (see ReadingService.findBookDetails). */
export interface BookDetailsWanted {
  genres: boolean;
  issues: boolean;
  credits: boolean;
}

/** A visible book (with its publisher's view) and the relations asked for (undefined when not asked). */
export interface BookDetails {
  book: BookView & { publisher: UserView };
  genres?: string[];
  issues?: IssueView[];
  credits?: CreditRow[];
}

/** R2 in one statement: the visible issue (book not removed, publisher active) with its pages. */
const READER_ISSUE = readStatement(
  `select i.id, i.issue_number, i.title, i.description, i.image_prefix_ref, i.cover_key,
          ${isoSql('i.date_created')} as date_created, ${isoSql('i.last_updated')} as last_updated,
          b.id as book_id, b.title as book_title, b.url_slug, b.status, b.content_rating,
          u.id as publisher_id, u.username,
          coalesce((select json_agg(json_build_array(p.id, p.page_number, p.image_key,
                                                     ${isoSql('p.date_created')}, ${isoSql('p.last_updated')})
                                    order by p.page_number)
                      from issue_pages p where p.issue_id = i.id), '[]') as pages
     from issues i
     join books b on b.id = i.book_id
     join users u on u.id = b.publisher_id
    where i.book_id = $1 and i.issue_number = $2 and not b.removed and u.active`,
);

export interface Paged<T> {
  items: T[];
  totalCount: number;
}

export interface AccreditedGroup {
  role: CreditRoleEnum;
  count: number;
  issues: Issue[];
}

const ROLE_ORDER = Object.values(CreditRoleEnum);

/**
 * Public reading: books, issues, pages, credits, genres, a user's works and accredited
 * works. Everything here applies the visibility rule: removed books and the works of
 * deactivated accounts are treated as if they did not exist (null / 404 / left out).
 */
export class ReadingService {
  constructor(
    private readonly em: EntityManager,
    private readonly _deps: AppDeps,
  ) {}

  /** A visible book with its publisher, or null. */
  async findBook(bookId: number): Promise<Book | null> {
    const [row] = await readRows<Record<string, unknown>>(
      dbOf(this.em, this._deps),
      VISIBLE_BOOK_BY_ID,
      [bookId],
    );
    if (!row) return null;
    const { publisher_row: publisher, ...book } = row;
    toEntity(this.em, User, publisher as Record<string, unknown>);
    return toEntity(this.em, Book, book);
  }

  /**
   * A visible book with its publisher and, as asked, its genres, issues and credits (the
   * details page) in one prepared statement, or null, as views (db/row-view.ts).
   */
  async findBookDetails(bookId: number, wanted: BookDetailsWanted): Promise<BookDetails | null> {
    const [row] = await readRows<Record<string, unknown>>(dbOf(this.em, this._deps), BOOK_DETAILS, [
      bookId,
      wanted.genres,
      wanted.issues,
      wanted.credits,
    ]);
    if (!row) return null;
    // The book's view takes its columns from the row and ignores the JSON beside them.
    const {
      publisher_row: publisher,
      genres_json: genres,
      issues_json: issues,
      credits_json: credits,
      creators_json: creators,
    } = row as Record<string, unknown> & {
      genres_json: string[] | null;
      issues_json: Record<string, unknown>[] | null;
      credits_json: [CreditRoleEnum, number][] | null;
      creators_json: Record<string, unknown>[] | null;
    };
    const book = toView<BookDetails['book']>(this.em, Book, row);
    // The view refers to its publisher by id; the statement loaded the whole row.
    book.publisher = toView<UserView>(this.em, User, publisher as Record<string, unknown>);
    return {
      book,
      genres: genres ?? undefined,
      issues: issues?.map((r) => toView<IssueView>(this.em, Issue, r)),
      credits: credits ? this.mapCredits(credits, creators ?? [], book.publisher) : undefined,
    };
  }

  /** `[role, creator id]` pairs with their users: one view per user, the publisher's included. */
  private mapCredits(
    pairs: [CreditRoleEnum, number][],
    creators: Record<string, unknown>[],
    publisher: UserView,
  ): CreditRow[] {
    const users = new Map<number, UserView>([[publisher.id, publisher]]);
    for (const row of creators) {
      const user = toView<UserView>(this.em, User, row);
      users.set(user.id, user);
    }
    return pairs.map(([role, id]) => ({ role, creator: users.get(id) as UserView }));
  }

  async requireBook(bookId: number): Promise<Book> {
    const book = await this.findBook(bookId);
    if (!book) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  /** A visible issue with its book and publisher, or null. */
  findIssue(bookId: number, issueNumber: number): Promise<Issue | null> {
    return this.em.findOne(
      Issue,
      { issueNumber, book: { id: bookId, ...VISIBLE_BOOK } },
      { populate: ['book', 'book.publisher'] },
    );
  }

  /** The v1 reader's issue with its pages (one prepared statement), or 404. */
  async readerIssue(bookId: number, issueNumber: number): Promise<ReaderIssueRow> {
    const [row] = await readRows<ReaderIssueRow>(dbOf(this.em, this._deps), READER_ISSUE, [bookId, issueNumber]);
    if (!row) throw notFound(MESSAGES.issueNotFound);
    return row;
  }

  async requireIssue(bookId: number, issueNumber: number): Promise<Issue> {
    const issue = await this.findIssue(bookId, issueNumber);
    if (!issue) throw notFound(MESSAGES.issueNotFound);
    return issue;
  }

  /** Issues of a visible book, latest first (v1 R3). */
  async issuesNewestFirst(bookId: number): Promise<Issue[]> {
    const book = await this.requireBook(bookId);
    return this.em.find(Issue, { book }, { orderBy: { issueNumber: 'desc' } });
  }

  pages(issue: Issue): Promise<IssuePage[]> {
    return this.em.find(IssuePage, { issue }, { orderBy: { pageNumber: 'asc' } });
  }

  async genres(bookId: number): Promise<string[]> {
    const book = await this.requireBook(bookId);
    const rows = await this.em.find(BookGenre, { book }, { orderBy: { genre: 'asc' } });
    return rows.map((r) => r.genre);
  }

  /** Credit rows of every issue of a visible book (credited users loaded). */
  async bookCredits(bookId: number): Promise<WorkCredit[]> {
    const book = await this.requireBook(bookId);
    return this.em.find(WorkCredit, { book }, { populate: ['creator'] });
  }

  async issueCredits(bookId: number, issueNumber: number): Promise<WorkCredit[]> {
    const issue = await this.requireIssue(bookId, issueNumber);
    return this.em.find(WorkCredit, { issue }, { populate: ['creator'] });
  }

  /** A user's visible books, newest first; a deactivated or unknown user has none. */
  async userBooks(
    userId: number,
    page?: number | null,
    limit?: number | null,
  ): Promise<Paged<Book>> {
    const window = pageWindow(page, limit, LIMITS.gridPageSize);
    const [items, totalCount] = await this.em.findAndCount(
      Book,
      { removed: false, publisher: { id: userId, active: true } },
      { orderBy: { dateCreated: 'desc', id: 'desc' }, limit: window.limit, offset: window.offset },
    );
    return { items, totalCount };
  }

  /** A user's issues in visible books, newest first. */
  async userIssues(
    userId: number,
    page?: number | null,
    limit?: number | null,
  ): Promise<Paged<Issue>> {
    const window = pageWindow(page, limit, LIMITS.gridPageSize);
    const [items, totalCount] = await this.em.findAndCount(
      Issue,
      { book: { removed: false, publisher: { id: userId, active: true } } },
      { orderBy: { dateCreated: 'desc', id: 'desc' }, limit: window.limit, offset: window.offset },
    );
    return { items, totalCount };
  }

  /**
   * Visible issues the (active) user is credited on, one group per role in the fixed
   * role order (all eight, possibly empty), issues by book title then issue number.
   */
  async accreditedWorks(userId: number): Promise<AccreditedGroup[]> {
    const rows = await this.em.find(
      WorkCredit,
      { creator: { id: userId, active: true }, book: VISIBLE_BOOK },
      {
        populate: ['issue', 'book'],
        orderBy: { book: { title: 'asc', id: 'asc' }, issue: { issueNumber: 'asc' } },
      },
    );
    return ROLE_ORDER.map((role) => {
      const issues = rows.filter((r) => r.role === role).map((r) => r.issue);
      return { role, count: issues.length, issues };
    });
  }

  /** Whether an account is active (deactivated users are hidden everywhere). */
  async isActiveUser(userId: number): Promise<boolean> {
    return (await this.em.count(User, { id: userId, active: true })) > 0;
  }
}
