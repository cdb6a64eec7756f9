import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MESSAGES } from '../../config/limits';
import { notFound } from '../../shared/app-error';
import { parseId, parseIssueNumber } from '../../shared/validation';
import { randomRef } from '../auth/tokens';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import { canEditBook, canEditIssue } from '../books/books.policy';
import { groupCreditsByUser } from '../credits/credit-groups';
import type { WorkCreditView } from '../credits/credits.types';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue } from '../issues/issue.entity';
import type { User } from '../users/user.entity';
import { creditPickerView } from '../users/users.policy';

/**
 * Reads of the viewer's own works for the edit screens (GraphQL `editableBook` and
 * friends, v1 P1, P3, P8, P12, P14), also used by PublishService before a write.
 * Someone else's book or issue is NOT_FOUND, never 403 (v1 style): its existence is
 * not revealed.
 */
export class OwnWorks {
  constructor(private readonly em: EntityManager) {}

  /** The viewer's own book; NOT_FOUND for a missing book or someone else's. */
  async book(viewer: User, bookId: unknown): Promise<Book> {
    const id = parseId(bookId);
    const book = id ? await this.em.findOne(Book, { id }) : null;
    if (!book || !canEditBook(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  /** One issue of the viewer's own book by number; NOT_FOUND for the book first, then the issue. */
  async issue(viewer: User, bookId: unknown, issueNumber: unknown): Promise<Issue> {
    const book = await this.book(viewer, bookId);
    const number = parseIssueNumber(issueNumber);
    const issue = number ? await this.em.findOne(Issue, { book, issueNumber: number }) : null;
    if (!issue || !canEditIssue(viewer, book)) throw notFound(MESSAGES.issueNotFound);
    return issue;
  }

  async genresOf(book: Book): Promise<BookGenre[]> {
    return this.em.find(BookGenre, { book }, { orderBy: { genre: 'asc' } });
  }

  async pagesOf(issue: Issue): Promise<IssuePage[]> {
    return this.em.find(IssuePage, { issue }, { orderBy: { pageNumber: 'asc' } });
  }

  async creditsOf(issue: Issue): Promise<WorkCredit[]> {
    return this.em.find(
      WorkCredit,
      { issue },
      { populate: ['creator'], orderBy: { creator: { username: 'asc' }, role: 'asc' } },
    );
  }

  /** v1 P3: the book with its genres. */
  async bookWithGenres(
    viewer: User,
    bookId: unknown,
  ): Promise<{ book: Book; genres: BookGenre[] }> {
    const book = await this.book(viewer, bookId);
    return { book, genres: await this.genresOf(book) };
  }

  /** v1 P8: the issue with its pages in reading order. */
  async issueWithPages(
    viewer: User,
    bookId: unknown,
    issueNumber: unknown,
  ): Promise<{ issue: Issue; pages: IssuePage[] }> {
    const issue = await this.issue(viewer, bookId, issueNumber);
    return { issue, pages: await this.pagesOf(issue) };
  }

  /** v1 P12: the credits of one of the viewer's issues. */
  async issueCredits(viewer: User, bookId: unknown, issueNumber: unknown): Promise<WorkCredit[]> {
    return this.creditsOf(await this.issue(viewer, bookId, issueNumber));
  }

  /** The viewer's issues of one of their books by number (v1 P14), 20 a page. */
  async issues(viewer: User, bookId: unknown, page: unknown): Promise<Issue[]> {
    const book = await this.book(viewer, bookId);
    const pageNumber = parseId(page) ?? 1;
    const size = LIMITS.subscriptionsPageSize;
    return this.em.find(
      Issue,
      { book },
      { orderBy: { issueNumber: 'asc' }, limit: size, offset: (pageNumber - 1) * size },
    );
  }

  /** Credits of the latest issue of one of the viewer's books (prefill for a new issue). */
  async previousIssueCredits(viewer: User, bookId: unknown): Promise<WorkCreditView[]> {
    const book = await this.book(viewer, bookId);
    const latest = await this.em.findOne(Issue, { book }, { orderBy: { issueNumber: 'desc' } });
    if (!latest) return [];
    // Deactivated accounts stay credited, shown as the credit picker shows them.
    const credits = await this.creditsOf(latest);
    return groupCreditsByUser(
      credits.map((c) => ({ role: c.role, creator: creditPickerView(c.creator) })),
    );
  }

  /**
   * Storage folder refs (v1 P1). New book: two fresh refs; new issue: the book's ref and
   * a fresh one; edit: the stored pair. Keys are always built from the stored refs, so
   * refs the client echoes back are never used for a path.
   */
  async imagePrefixRefs(
    viewer: User,
    bookId?: unknown,
    issueNumber?: unknown,
  ): Promise<{ bookRef: string; issueRef: string }> {
    if (bookId === undefined) return { bookRef: randomRef(), issueRef: randomRef() };
    if (issueNumber === undefined) {
      const book = await this.book(viewer, bookId);
      return { bookRef: book.imagePrefixRef, issueRef: randomRef() };
    }
    const issue = await this.issue(viewer, bookId, issueNumber);
    return { bookRef: issue.book.imagePrefixRef, issueRef: issue.imagePrefixRef };
  }
}
