import { NotificationsService } from '../notifications/notifications.service';
import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { AppError, badInput, conflict, notFound } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import { randomRef } from '../auth/tokens';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import {
  canAddIssue,
  canDeleteBook,
  canEditBook,
  canEditIssue,
  issueDeletionProblem,
} from '../books/books.policy';
import { groupCreditsByUser } from '../credits/credits.presenter';
import type { WorkCreditView } from '../credits/credits.types';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue } from '../issues/issue.entity';
import { keysOf, mediaKeys, type FileLedger } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import type { StoredImage } from '../media/stored-image.embeddable';
import { User, UserRole } from '../users/user.entity';
import { escapeLike } from '../users/users.service';
import {
  validBookDetails,
  validBookEdit,
  validIssueDetails,
  type CreditDraft,
  type RawBookDetails,
  type RawBookEdit,
  type RawIssueDetails,
} from './publish.validation';

/** One slot of an issue's final page order: a kept page (by id) or a new upload (index into the new files). */
export interface PageSlot {
  existingPageId?: number | null;
  newPageIndex?: number | null;
}

/** A published issue with every row written, for the v1 responses (P2, P7). */
export interface PublishedIssue {
  book: Book;
  issue: Issue;
  pages: IssuePage[];
  credits: WorkCredit[];
  genres: BookGenre[];
}

export interface IssueUpdateResult {
  issue: Issue;
  credits: WorkCredit[] | null;
  added: IssuePage[];
  moved: IssuePage[];
  removed: IssuePage[];
}

export interface BookUpdateResult {
  book: Book;
  genres: BookGenre[] | null;
}

/**
 * Publishing: books with their first issue, further issues, edits and deletions.
 * Files are checked (all of them) before any is stored, stored before the one
 * transaction that writes the rows, and deleted again if it fails; files a change
 * replaces or deletes are removed only after commit. Every write re-checks ownership
 * under a row lock inside its transaction.
 */
export class PublishService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  // ---------------------------------------------------------------- reads for the edit screens

  /** The viewer's own book; NOT_FOUND for a missing book or someone else's (v1 style, never 403). */
  async ownBook(viewer: User, bookId: unknown, em: EntityManager = this.em): Promise<Book> {
    const id = parseId(bookId);
    const book = id ? await em.findOne(Book, { id }) : null;
    if (!book || !canEditBook(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  async ownIssue(
    viewer: User,
    bookId: unknown,
    issueNumber: unknown,
    em: EntityManager = this.em,
  ): Promise<Issue> {
    const book = await this.ownBook(viewer, bookId, em);
    const number = parseId(issueNumber);
    const issue = number ? await em.findOne(Issue, { book, issueNumber: number }) : null;
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

  /** The viewer's issues of one of their books by number (v1 P14), 20 a page. */
  async ownIssues(viewer: User, bookId: unknown, page: unknown): Promise<Issue[]> {
    const book = await this.ownBook(viewer, bookId);
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
    const book = await this.ownBook(viewer, bookId);
    const latest = await this.em.findOne(Issue, { book }, { orderBy: { issueNumber: 'desc' } });
    return latest ? groupCreditsByUser(await this.creditsOf(latest)) : [];
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
      const book = await this.ownBook(viewer, bookId);
      return { bookRef: book.imagePrefixRef, issueRef: randomRef() };
    }
    const issue = await this.ownIssue(viewer, bookId, issueNumber);
    return { bookRef: issue.book.imagePrefixRef, issueRef: issue.imagePrefixRef };
  }

  /** Credit picker: username prefix matches first, then contains; deactivated users included (spec §4). */
  async creditableUsers(_viewer: User, query: unknown, limit: unknown): Promise<User[]> {
    const text = typeof query === 'string' ? query.trim() : '';
    if (text === '') return [];
    const max = Math.min(
      Math.max(
        typeof limit === 'number' && Number.isInteger(limit) ? limit : LIMITS.creditPickerResults,
        1,
      ),
      LIMITS.creditPickerResults,
    );
    const escaped = escapeLike(text.slice(0, LIMITS.usernameMax));
    const prefix = await this.em.find(
      User,
      { username: { $ilike: `${escaped}%` } },
      { orderBy: { username: 'asc' }, limit: max },
    );
    if (prefix.length >= max) return prefix;
    const rest = await this.em.find(
      User,
      { username: { $ilike: `%${escaped}%` }, id: { $nin: prefix.map((u) => u.id) } },
      { orderBy: { username: 'asc' }, limit: max - prefix.length },
    );
    return [...prefix, ...rest];
  }

  // ---------------------------------------------------------------- create

  /** A book with its first issue, pages, credits and genres: all or nothing. The uploader becomes a creator. */
  async createBook(
    viewer: User,
    input: RawBookDetails & { firstIssue: RawIssueDetails },
    files: { cover?: SpooledFile; issueCover?: SpooledFile; pages: SpooledFile[] },
  ): Promise<PublishedIssue> {
    const details = validBookDetails(input);
    const issueDetails = validIssueDetails(input.firstIssue ?? {});
    const coverFile = files.cover;
    if (!coverFile) throw badInput(MESSAGES.fileRequired, 'bookCoverPhoto');
    const issueFiles = requireIssueFiles(files.issueCover, files.pages);
    await this.assertCreditedUsersExist(issueDetails.credits);
    await this.inspect(coverFile, 'cover', 'bookCoverPhoto');
    await this.inspectIssueFiles(issueFiles.cover, issueFiles.pages);

    const bookRef = randomRef();
    const issueRef = randomRef();
    const media = this.deps.media;
    return this.withFiles(async ({ written }) => {
      const cover = await media.storeImage(
        coverFile,
        'cover',
        mediaKeys.bookCover(bookRef),
        written,
        'bookCoverPhoto',
      );
      const issueCover = await media.storeImage(
        issueFiles.cover,
        'cover',
        mediaKeys.issueImage(bookRef, issueRef),
        written,
        'issueCoverPhoto',
      );
      const pageImages = await this.storePages(issueFiles.pages, bookRef, issueRef, written);
      const result = await this.em.transactional(async (em) => {
        const publisher = em.getReference(User, viewer.id);
        const { genres: genreNames, ...bookFields } = details;
        const book = em.create(Book, { publisher, ...bookFields, imagePrefixRef: bookRef, cover });
        const genres = genreNames.map((genre) => em.create(BookGenre, { book, genre }));
        const published = this.writeIssue(
          em,
          book,
          publisher,
          1,
          issueDetails,
          issueRef,
          issueCover,
          pageImages,
        );
        await em.flush();
        // The first upload makes a user a creator (api-v1 §2.1).
        await em.nativeUpdate(
          User,
          { id: viewer.id, role: UserRole.USER },
          { role: UserRole.CREATOR },
        );
        await this.issuePublished(em, published.issue);
        return { book, genres, ...published };
      });
      if (viewer.role === UserRole.USER) viewer.role = UserRole.CREATOR;
      return result;
    });
  }

  /** The next issue of one of the viewer's books; its number is assigned under a lock on the book row. */
  async createIssue(
    viewer: User,
    bookId: unknown,
    input: RawIssueDetails,
    files: { cover?: SpooledFile; pages: SpooledFile[] },
  ): Promise<PublishedIssue> {
    const book = await this.ownBook(viewer, bookId);
    if (!canAddIssue(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    const details = validIssueDetails(input);
    const issueFiles = requireIssueFiles(files.cover, files.pages);
    await this.assertCreditedUsersExist(details.credits);
    await this.inspectIssueFiles(issueFiles.cover, issueFiles.pages);

    const issueRef = randomRef();
    const media = this.deps.media;
    return this.withFiles(async ({ written }) => {
      const cover = await media.storeImage(
        issueFiles.cover,
        'cover',
        mediaKeys.issueImage(book.imagePrefixRef, issueRef),
        written,
        'issueCoverPhoto',
      );
      const pageImages = await this.storePages(
        issueFiles.pages,
        book.imagePrefixRef,
        issueRef,
        written,
      );
      return await this.em.transactional(async (em) => {
        const locked = await this.lockOwnBook(em, viewer, book.id);
        const rows: { max: number | string | null }[] = await em.execute(
          'select coalesce(max(issue_number), 0) as max from issues where book_id = ?',
          [locked.id],
        );
        const number = Number(rows[0]?.max ?? 0) + 1;
        const published = this.writeIssue(
          em,
          locked,
          em.getReference(User, viewer.id),
          number,
          details,
          issueRef,
          cover,
          pageImages,
        );
        locked.lastUpdated = new Date();
        await em.flush();
        await this.issuePublished(em, published.issue);
        return { book: locked, genres: [], ...published };
      });
    });
  }

  // ---------------------------------------------------------------- update

  /**
   * Book details (with genres, status, removed flag) and/or the cover, in one
   * transaction. A replaced cover gets a new key; the old files go after commit.
   */
  async updateBook(
    viewer: User,
    bookId: unknown,
    change: { details?: RawBookEdit; cover?: SpooledFile },
  ): Promise<BookUpdateResult> {
    const book = await this.ownBook(viewer, bookId);
    const edit = change.details ? validBookEdit(change.details) : undefined;
    if (change.cover) await this.inspect(change.cover, 'cover', 'bookCoverPhoto');
    const media = this.deps.media;
    return this.withFiles(async ({ written, replaced }) => {
      const cover = change.cover
        ? await media.storeImage(
            change.cover,
            'cover',
            mediaKeys.bookCover(book.imagePrefixRef),
            written,
            'bookCoverPhoto',
          )
        : undefined;
      const result = await this.em.transactional(async (em) => {
        const locked = await this.lockOwnBook(em, viewer, book.id);
        let genres: BookGenre[] | null = null;
        if (edit) {
          locked.title = edit.title;
          locked.description = edit.description;
          locked.urlSlug = edit.urlSlug;
          locked.contentRating = edit.contentRating;
          locked.status = edit.status;
          if (edit.removed !== undefined) locked.removed = edit.removed;
          await em.nativeDelete(BookGenre, { book: locked.id });
          genres = edit.genres.map((genre) => em.create(BookGenre, { book: locked, genre }));
        }
        if (cover) {
          replaced.push(...keysOf(locked.cover));
          locked.cover = cover;
        }
        locked.lastUpdated = new Date();
        await em.flush();
        await this.deps.search.indexChanged(em, 'book', locked.id);
        return { book: locked, genres };
      });
      return result;
    });
  }

  /**
   * Issue details and credits, the whole page order (kept pages by id plus new uploads;
   * pages left out are removed) and/or the cover, in one transaction. Page numbers end
   * up exactly 1..N. Every kept id is checked against this issue before any file is
   * touched; removed and replaced files are deleted only after commit.
   */
  async updateIssue(
    viewer: User,
    bookId: unknown,
    issueNumber: unknown,
    change: {
      details?: RawIssueDetails;
      pages?: { order: PageSlot[]; newFiles: SpooledFile[] };
      cover?: SpooledFile;
    },
  ): Promise<IssueUpdateResult> {
    const issue = await this.ownIssue(viewer, bookId, issueNumber);
    const book = issue.book;
    const details = change.details ? validIssueDetails(change.details) : undefined;
    if (details) await this.assertCreditedUsersExist(details.credits);
    const order = change.pages
      ? validPageOrder(change.pages.order, change.pages.newFiles.length)
      : undefined;
    if (order) {
      const own = new Set((await this.pagesOf(issue)).map((p) => p.id));
      if (order.some((slot) => slot.kind === 'existing' && !own.has(slot.pageId)))
        throw badInput(MESSAGES.pageNotFound, 'pageOrder');
    }
    if (change.cover) await this.inspect(change.cover, 'cover', 'issueCoverPhoto');
    for (const [i, file] of (change.pages?.newFiles ?? []).entries())
      await this.inspect(file, 'page', `newPages[${i}]`);

    const media = this.deps.media;
    return this.withFiles(async ({ written, replaced }) => {
      const cover = change.cover
        ? await media.storeImage(
            change.cover,
            'cover',
            mediaKeys.issueImage(book.imagePrefixRef, issue.imagePrefixRef),
            written,
            'issueCoverPhoto',
          )
        : undefined;
      const newImages = change.pages
        ? await this.storePages(
            change.pages.newFiles,
            book.imagePrefixRef,
            issue.imagePrefixRef,
            written,
          )
        : [];
      const result = await this.em.transactional(async (em) => {
        await this.lockOwnBook(em, viewer, book.id);
        const locked = await em.findOne(Issue, { id: issue.id }, { refresh: true });
        if (!locked) throw notFound(MESSAGES.issueNotFound);
        let credits: WorkCredit[] | null = null;
        if (details) {
          locked.title = details.title;
          locked.description = details.description;
          await em.nativeDelete(WorkCredit, { issue: locked.id });
          credits = this.writeCredits(em, locked.book, locked, details.credits);
        }
        const pages = order
          ? await this.reorderPages(em, locked, order, newImages, replaced)
          : { added: [], moved: [], removed: [] };
        if (cover) {
          replaced.push(...keysOf(locked.cover));
          locked.cover = cover;
        }
        locked.lastUpdated = new Date();
        await em.flush();
        await this.deps.search.indexChanged(em, 'book', locked.book.id);
        if (credits) await em.populate(credits, ['creator']);
        return { issue: locked, credits, ...pages };
      });
      return result;
    });
  }

  // ---------------------------------------------------------------- delete

  /**
   * Deletes the latest issue (only the latest: numbers stay 1..N; a book's only issue
   * is refused, delete the book instead). Its files go after commit.
   */
  async deleteIssue(viewer: User, bookId: unknown, issueNumber: unknown): Promise<void> {
    const keys: string[] = [];
    await this.em.transactional(async (em) => {
      const id = parseId(bookId);
      if (!id) throw notFound(MESSAGES.bookNotFound);
      const book = await this.lockOwnBook(em, viewer, id);
      const number = parseId(issueNumber);
      const issue = number
        ? await em.findOne(Issue, { book, issueNumber: number }, { refresh: true })
        : null;
      if (!issue) throw notFound(MESSAGES.issueNotFound);
      const count = await em.count(Issue, { book });
      const problem = issueDeletionProblem(issue.issueNumber, count);
      if (problem === 'not-latest') throw conflict(MESSAGES.onlyLatestIssueDeletable);
      if (problem === 'only-issue') throw conflict(MESSAGES.onlyIssueDeleteBook);
      keys.push(...keysOf(issue.cover));
      for (const page of await em.find(IssuePage, { issue })) keys.push(...keysOf(page.image));
      // Pages and credits go by ON DELETE CASCADE.
      await em.nativeDelete(Issue, { id: issue.id });
      book.lastUpdated = new Date();
      await em.flush();
      await this.deps.search.indexChanged(em, 'issue', issue.id);
      await this.deps.search.indexChanged(em, 'book', book.id);
    });
    await this.deps.media.deleteQuietly(keys, (m) => this.deps.log.warn(m));
  }

  /** Deletes a book with its issues, pages, credits, genres, bookmarks (cascade) and then its files. */
  async deleteBook(viewer: User, bookId: unknown): Promise<void> {
    const keys: string[] = [];
    await this.em.transactional(async (em) => {
      const id = parseId(bookId);
      if (!id) throw notFound(MESSAGES.bookNotFound);
      const book = await this.lockOwnBook(em, viewer, id);
      if (!canDeleteBook(viewer, book)) throw notFound(MESSAGES.bookNotFound);
      keys.push(...keysOf(book.cover));
      for (const issue of await em.find(Issue, { book })) keys.push(...keysOf(issue.cover));
      for (const page of await em.find(IssuePage, { issue: { book } }))
        keys.push(...keysOf(page.image));
      await em.nativeDelete(Book, { id: book.id });
      await this.deps.search.indexChanged(em, 'book', book.id);
    });
    await this.deps.media.deleteQuietly(keys, (m) => this.deps.log.warn(m));
  }

  // ---------------------------------------------------------------- internals

  /**
   * Hook for derived work of a new issue (new-issue notices to subscribers, search
   * indexing): runs inside the creating transaction, so a job enqueued here with
   * `em` exists if and only if the issue commits.
   */
  /** Subscribers hear of every new issue: the notice job is enqueued in the publishing transaction. */
  protected async issuePublished(em: EntityManager, issue: Issue): Promise<void> {
    await new NotificationsService(this.deps).notifyNewIssue(em, issue);
    // The book's documents change too (issue totals); its sync fans out to the issues.
    await this.deps.search.indexChanged(em, 'book', issue.book.id);
  }

  /** A write that stores files (see MediaService.withFileLedger), with write errors translated. */
  private async withFiles<T>(work: (ledger: FileLedger) => Promise<T>): Promise<T> {
    try {
      return await this.deps.media.withFileLedger(work, (m) => this.deps.log.warn(m));
    } catch (error) {
      throw translateWriteError(error);
    }
  }

  /** Locks the book row for the rest of the transaction and re-checks ownership on fresh data. */
  private async lockOwnBook(em: EntityManager, viewer: User, bookId: number): Promise<Book> {
    await em.execute('select id from books where id = ? for update', [bookId]);
    const book = await em.findOne(Book, { id: bookId }, { refresh: true });
    if (!book || !canEditBook(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  private writeIssue(
    em: EntityManager,
    book: Book,
    publisher: User,
    issueNumber: number,
    details: { title: string; description: string; credits: CreditDraft[] },
    issueRef: string,
    cover: StoredImage,
    pageImages: StoredImage[],
  ): { issue: Issue; pages: IssuePage[]; credits: WorkCredit[] } {
    const issue = em.create(Issue, {
      book,
      publisher,
      issueNumber,
      title: details.title,
      description: details.description,
      imagePrefixRef: issueRef,
      cover,
    });
    const pages = pageImages.map((image, i) =>
      em.create(IssuePage, { issue, pageNumber: i + 1, image }),
    );
    const credits = this.writeCredits(em, book, issue, details.credits);
    return { issue, pages, credits };
  }

  private writeCredits(
    em: EntityManager,
    book: Book,
    issue: Issue,
    credits: CreditDraft[],
  ): WorkCredit[] {
    return credits.flatMap((credit) =>
      credit.roles.map((role) =>
        em.create(WorkCredit, { issue, book, creator: em.getReference(User, credit.userId), role }),
      ),
    );
  }

  private async reorderPages(
    em: EntityManager,
    issue: Issue,
    order: ValidSlot[],
    newImages: StoredImage[],
    replaced: string[],
  ): Promise<{ added: IssuePage[]; moved: IssuePage[]; removed: IssuePage[] }> {
    const current = await em.find(IssuePage, { issue }, { refresh: true });
    const byId = new Map(current.map((p) => [p.id, p]));
    // A concurrent edit may have removed a kept page since the pre-check.
    if (order.some((slot) => slot.kind === 'existing' && !byId.has(slot.pageId)))
      throw badInput(MESSAGES.pageNotFound, 'pageOrder');
    // Numbers are swapped freely; uniqueness is checked at commit.
    await em.execute('set constraints "issue_pages_issue_page_unique" deferred');
    const kept = new Set<number>();
    const added: IssuePage[] = [];
    const moved: IssuePage[] = [];
    order.forEach((slot, i) => {
      const pageNumber = i + 1;
      if (slot.kind === 'existing') {
        const page = byId.get(slot.pageId) as IssuePage;
        kept.add(page.id);
        if (page.pageNumber !== pageNumber) {
          page.pageNumber = pageNumber;
          moved.push(page);
        }
      } else {
        added.push(em.create(IssuePage, { issue, pageNumber, image: newImages[slot.index] }));
      }
    });
    const removed = current.filter((p) => !kept.has(p.id));
    for (const page of removed) {
      replaced.push(...keysOf(page.image));
      em.remove(page);
    }
    return { added, moved, removed };
  }

  private async assertCreditedUsersExist(credits: CreditDraft[]): Promise<void> {
    const ids = credits.map((c) => c.userId);
    // Deactivated users may be credited too (spec §4): only existence is checked.
    const rows = await this.em.find(User, { id: { $in: ids } }, { fields: ['id'] });
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw badInput(MESSAGES.creditUserUnknown(missing), 'credits');
  }

  private async inspect(file: SpooledFile, preset: 'cover' | 'page', field: string): Promise<void> {
    await this.deps.media.inspect(file, preset, field);
  }

  private async inspectIssueFiles(cover: SpooledFile, pages: SpooledFile[]): Promise<void> {
    await this.inspect(cover, 'cover', 'issueCoverPhoto');
    for (const [i, page] of pages.entries()) await this.inspect(page, 'page', `issueAssets[${i}]`);
  }

  /** One page at a time, so memory holds at most one decoded page whatever the issue size. */
  private async storePages(
    files: SpooledFile[],
    bookRef: string,
    issueRef: string,
    written: string[],
  ): Promise<StoredImage[]> {
    const images: StoredImage[] = [];
    for (const [i, file] of files.entries()) {
      images.push(
        await this.deps.media.storeImage(
          file,
          'page',
          mediaKeys.issueImage(bookRef, issueRef),
          written,
          `issueAssets[${i}]`,
        ),
      );
    }
    return images;
  }
}

type ValidSlot = { kind: 'existing'; pageId: number } | { kind: 'new'; index: number };

/** Structure of a page order: each slot names one thing, ids and new files used once, 1..max pages. */
export function validPageOrder(order: PageSlot[], newFileCount: number): ValidSlot[] {
  if (!Array.isArray(order) || order.length === 0)
    throw badInput(MESSAGES.issueAssetsRequired, 'pageOrder');
  if (order.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, 'pageOrder');
  const ids = new Set<number>();
  const indices = new Set<number>();
  const slots = order.map((slot): ValidSlot => {
    const hasId = slot?.existingPageId !== undefined && slot?.existingPageId !== null;
    const hasIndex = slot?.newPageIndex !== undefined && slot?.newPageIndex !== null;
    if (hasId === hasIndex) throw badInput(MESSAGES.pageSlotInvalid, 'pageOrder');
    if (hasId) {
      const pageId = parseId(slot.existingPageId);
      if (!pageId) throw badInput(MESSAGES.pageNotFound, 'pageOrder');
      if (ids.has(pageId)) throw badInput(MESSAGES.pageOrderInvalid, 'pageOrder');
      ids.add(pageId);
      return { kind: 'existing', pageId };
    }
    const index = slot.newPageIndex as number;
    if (!Number.isInteger(index) || index < 0 || index >= newFileCount || indices.has(index)) {
      throw badInput(MESSAGES.pageSlotInvalid, 'pageOrder');
    }
    indices.add(index);
    return { kind: 'new', index };
  });
  if (indices.size !== newFileCount) throw badInput(MESSAGES.newPageUnused, 'newPages');
  return slots;
}

function requireIssueFiles(
  cover: SpooledFile | undefined,
  pages: SpooledFile[],
): { cover: SpooledFile; pages: SpooledFile[] } {
  if (!cover) throw badInput(MESSAGES.issueCoverRequired, 'issueCoverPhoto');
  if (pages.length === 0) throw badInput(MESSAGES.issueAssetsRequired, 'issueAssets');
  if (pages.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, 'issueAssets');
  return { cover, pages };
}

/** Database refusals that can only come from a concurrent change become clear 4xx answers. */
function translateWriteError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ForeignKeyConstraintViolationException)
    return badInput('A credited user no longer exists', 'credits');
  return error;
}
