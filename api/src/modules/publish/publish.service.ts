import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, rows, type Db } from '../../db/sql';
import { badInput, conflict, notFound } from '../../shared/app-error';
import { parseId, parseIssueNumber } from '../../shared/validation';
import { randomRef } from '../auth/tokens';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import {
  canAddIssue,
  canDeleteBook,
  canDeleteIssue,
  canEditBook,
  canEditIssue,
  issueDeletionProblem,
} from '../books/books.policy';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue } from '../issues/issue.entity';
import { enqueuePageDerivatives } from '../media/derivatives.jobs';
import { keysOf, mediaKeys } from '../media/media-keys';
import type { SpooledFile } from '../media/spool';
import { User, UserRole } from '../users/user.entity';
import { previewArchive, withArchivePages, type ArchivePreview } from './archive-import';
import { reorderPages, writeCredits, writeIssue } from './issue-rows';
import { OwnWorks } from './own-works';
import { PublishEvents } from './publish-events';
import { assertOwnPages, validPageOrder, type ValidSlot } from './page-order';
import { PublishFiles, requireIssueFiles } from './publish-files';
import { assertCreditedUsersExist, lockOwnBook } from './publish-guards';
import { publishQueries } from './publish.queries';
import {
  inputAfterOwnership,
  type AfterOwnership,
  type BookUpdateResult,
  type IssueUpdateResult,
  type NewIssueFiles,
  type PageOrderInput,
  type PublishedIssue,
} from './publish.contracts';
import {
  applyReleaseEdit,
  assertReleaseEditable,
  assertReleaseOrder,
  isScheduled,
} from './release-schedule';
import {
  validBookDetails,
  validBookEdit,
  validIssueDetails,
  type RawBookDetails,
  type RawBookEdit,
  type RawIssueDetails,
} from './publish.validation';

/**
 * Publishing: books with their first issue, further issues, edits and deletions.
 * Files are checked (all of them) before any is stored, stored before the one
 * transaction that writes the rows, and deleted again if it fails; files a change
 * replaces or deletes are removed only after commit. Every write re-checks ownership
 * under a row lock inside its transaction. Reads for the edit screens are in OwnWorks.
 */
export class PublishService {
  private readonly own: OwnWorks;
  private readonly files: PublishFiles;
  private readonly events: PublishEvents;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.own = new OwnWorks(em);
    this.files = new PublishFiles(deps);
    this.events = new PublishEvents(deps);
  }

  // ---------------------------------------------------------------- create

  /** A book with its first issue, pages, credits and genres: all or nothing. The uploader becomes a creator. */
  async createBook(
    viewer: User,
    input: RawBookDetails & { firstIssue: RawIssueDetails },
    files: {
      cover?: SpooledFile;
      issueCover?: SpooledFile;
      pages: SpooledFile[];
      archive?: SpooledFile;
    },
  ): Promise<PublishedIssue> {
    const details = validBookDetails(input);
    return withArchivePages(this.em, this.deps, files, input.firstIssue ?? {}, (pages, first) =>
      this.writeBook(viewer, details, first, { ...files, pages }),
    );
  }

  private async writeBook(
    viewer: User,
    details: ReturnType<typeof validBookDetails>,
    firstIssue: RawIssueDetails,
    files: { cover?: SpooledFile; issueCover?: SpooledFile; pages: SpooledFile[] },
  ): Promise<PublishedIssue> {
    const issueDetails = validIssueDetails(firstIssue);
    if (isScheduled(issueDetails.releaseAt))
      throw badInput(MESSAGES.releaseAtFirstIssue, 'releaseAt');
    const coverFile = files.cover;
    if (!coverFile) throw badInput(MESSAGES.fileRequired, 'bookCoverPhoto');
    const issueFiles = requireIssueFiles(files.issueCover, files.pages);
    await assertCreditedUsersExist(this.em, issueDetails.credits);
    await this.files.inspect(coverFile, 'cover', 'bookCoverPhoto');
    await this.files.inspectIssueFiles(issueFiles.cover, issueFiles.pages);

    const bookRef = randomRef();
    const issueRef = randomRef();
    return this.files.withFiles(async ({ written }) => {
      const cover = await this.files.storeCover(
        coverFile,
        mediaKeys.bookCover(bookRef),
        written,
        'bookCoverPhoto',
      );
      const issueCover = await this.files.storeCover(
        issueFiles.cover,
        mediaKeys.issueImage(bookRef, issueRef),
        written,
        'issueCoverPhoto',
      );
      const pageImages = await this.files.storePages(issueFiles.pages, bookRef, issueRef, written);
      const result = await this.em.transactional(async (em) => {
        const publisher = em.getReference(User, viewer.id);
        const { genres: genreNames, ...bookFields } = details;
        const book = em.create(Book, { publisher, ...bookFields, imagePrefixRef: bookRef, cover });
        const genres = genreNames.map((genre) => em.create(BookGenre, { book, genre }));
        const published = writeIssue(
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
        await enqueuePageDerivatives(em, this.deps.jobs, published.pages);
        // The first upload makes a user a creator.
        await em.nativeUpdate(
          User,
          { id: viewer.id, role: UserRole.USER },
          { role: UserRole.CREATOR },
        );
        await this.events.issuePublished(em, published.issue);
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
    input: AfterOwnership<RawIssueDetails>,
    files: NewIssueFiles,
  ): Promise<PublishedIssue> {
    const book = await this.own.book(viewer, bookId);
    if (!canAddIssue(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    // The archive is opened after the ownership check (404 before 400), the details read after it.
    return withArchivePages(
      this.em,
      this.deps,
      files,
      () => inputAfterOwnership(input),
      (pages, raw) => this.writeIssue(viewer, book, raw, { cover: files.cover, pages }),
    );
  }

  private async writeIssue(
    viewer: User,
    book: Book,
    raw: RawIssueDetails,
    files: { cover?: SpooledFile; pages: SpooledFile[] },
  ): Promise<PublishedIssue> {
    const details = validIssueDetails(raw);
    const issueFiles = requireIssueFiles(files.cover, files.pages);
    await assertCreditedUsersExist(this.em, details.credits);
    await this.files.inspectIssueFiles(issueFiles.cover, issueFiles.pages);

    const issueRef = randomRef();
    return this.files.withFiles(async ({ written }) => {
      const cover = await this.files.storeCover(
        issueFiles.cover,
        mediaKeys.issueImage(book.imagePrefixRef, issueRef),
        written,
        'issueCoverPhoto',
      );
      const pageImages = await this.files.storePages(
        issueFiles.pages,
        book.imagePrefixRef,
        issueRef,
        written,
      );
      return await this.em.transactional(async (em) => {
        const locked = await lockOwnBook(em, this.deps, viewer, book.id, canAddIssue);
        const [last] = await rows<{ max: number | string | null }>(
          this.db(em),
          publishQueries.lastIssueNumber,
          [locked.id],
        );
        const number = Number(last?.max ?? 0) + 1;
        const releaseAt = isScheduled(details.releaseAt) ? details.releaseAt : new Date();
        await assertReleaseOrder(this.deps, em, locked.id, number, releaseAt);
        const published = writeIssue(
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
        await enqueuePageDerivatives(em, this.deps.jobs, published.pages);
        await this.events.issuePublished(em, published.issue);
        return { book: locked, genres: [], ...published };
      });
    });
  }

  /** What an archive would publish (pages, ComicInfo details, credits): checks everything, stores nothing. */
  inspectArchive(_viewer: User, archive: SpooledFile): Promise<ArchivePreview> {
    return previewArchive(this.em, this.deps, archive);
  }

  // ---------------------------------------------------------------- update

  /**
   * Book details (with genres, status, removed flag) and/or the cover, in one
   * transaction. A replaced cover gets a new key; the old files go after commit.
   * With neither, only ownership is checked and nothing changes (the v1 placeholder, P5).
   */
  async updateBook(
    viewer: User,
    bookId: unknown,
    change: { details?: AfterOwnership<RawBookEdit>; cover?: SpooledFile },
  ): Promise<BookUpdateResult> {
    const book = await this.own.book(viewer, bookId);
    const edit = change.details ? validBookEdit(inputAfterOwnership(change.details)) : undefined;
    if (!edit && !change.cover) return { book, genres: null };
    if (change.cover) await this.files.inspect(change.cover, 'cover', 'bookCoverPhoto');
    return this.files.withFiles(async ({ written, replaced }) => {
      const cover = change.cover
        ? await this.files.storeCover(
            change.cover,
            mediaKeys.bookCover(book.imagePrefixRef),
            written,
            'bookCoverPhoto',
          )
        : undefined;
      const result = await this.em.transactional(async (em) => {
        const locked = await lockOwnBook(em, this.deps, viewer, book.id, canEditBook);
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
        await this.events.bookUpdated(em, viewer.id, locked.id);
        return { book: locked, genres };
      });
      return result;
    });
  }

  /**
   * Issue details and credits, the whole page order (kept pages by id plus new uploads;
   * pages left out are removed) and/or the cover, in one transaction. Page numbers end
   * up exactly 1..N. Every kept id is checked against this issue before any file is
   * touched; removed and replaced files are deleted only after commit. With no change
   * at all, only ownership is checked (the v1 placeholder, P10).
   */
  async updateIssue(
    viewer: User,
    bookId: unknown,
    issueNumber: unknown,
    change: {
      details?: AfterOwnership<RawIssueDetails>;
      pages?: { order: PageOrderInput; newFiles: SpooledFile[] };
      cover?: SpooledFile;
    },
  ): Promise<IssueUpdateResult> {
    const issue = await this.own.issue(viewer, bookId, issueNumber);
    const book = issue.book;
    const details = change.details
      ? validIssueDetails(inputAfterOwnership(change.details))
      : undefined;
    if (!details && !change.pages && !change.cover)
      return { issue, credits: null, added: [], moved: [], removed: [] };
    if (details?.releaseAt) assertReleaseEditable(issue, details.releaseAt);
    if (details) await assertCreditedUsersExist(this.em, details.credits);
    let order: ValidSlot[] | undefined;
    if (change.pages) {
      const { order: slots, newFiles } = change.pages;
      const current = await this.own.pagesOf(issue);
      order = validPageOrder(typeof slots === 'function' ? slots(current) : slots, newFiles.length);
      assertOwnPages(order, current);
    }
    if (change.cover) await this.files.inspect(change.cover, 'cover', 'issueCoverPhoto');
    for (const [i, file] of (change.pages?.newFiles ?? []).entries())
      await this.files.inspect(file, 'page', `newPages[${i}]`);

    return this.files.withFiles(async ({ written, replaced }) => {
      const cover = change.cover
        ? await this.files.storeCover(
            change.cover,
            mediaKeys.issueImage(book.imagePrefixRef, issue.imagePrefixRef),
            written,
            'issueCoverPhoto',
          )
        : undefined;
      const newImages = change.pages
        ? await this.files.storePages(
            change.pages.newFiles,
            book.imagePrefixRef,
            issue.imagePrefixRef,
            written,
          )
        : [];
      const result = await this.em.transactional(async (em) => {
        await lockOwnBook(em, this.deps, viewer, book.id, canEditIssue);
        const locked = await em.findOne(Issue, { id: issue.id }, { refresh: true });
        if (!locked) throw notFound(MESSAGES.issueNotFound);
        let credits: WorkCredit[] | null = null;
        const rescheduled = details?.releaseAt
          ? await applyReleaseEdit(this.deps, em, locked, details.releaseAt)
          : false;
        if (details) {
          locked.title = details.title;
          locked.description = details.description;
          await em.nativeDelete(WorkCredit, { issue: locked.id });
          credits = writeCredits(em, locked.book, locked, details.credits);
        }
        const pages = order
          ? await reorderPages(em, this.deps, locked, order, newImages, replaced)
          : { added: [], moved: [], removed: [] };
        if (cover) {
          replaced.push(...keysOf(locked.cover));
          locked.cover = cover;
        }
        locked.lastUpdated = new Date();
        await em.flush();
        await enqueuePageDerivatives(em, this.deps.jobs, pages.added);
        await this.events.issueUpdated(em, locked.book.id);
        if (rescheduled) await this.events.issueRescheduled(em, locked);
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
      const book = await lockOwnBook(em, this.deps, viewer, id, canEditIssue);
      const number = parseIssueNumber(issueNumber);
      const issue = number
        ? await em.findOne(Issue, { book, issueNumber: number }, { refresh: true })
        : null;
      if (!issue) throw notFound(MESSAGES.issueNotFound);
      const count = await em.count(Issue, { book });
      if (!canDeleteIssue(viewer, issue, count)) {
        // The owner was checked under the lock: what is left is why this issue may not go.
        const problem = issueDeletionProblem(issue.issueNumber, count);
        if (problem === 'not-latest') throw conflict(MESSAGES.onlyLatestIssueDeletable);
        if (problem === 'only-issue') throw conflict(MESSAGES.onlyIssueDeleteBook);
        throw notFound(MESSAGES.issueNotFound);
      }
      keys.push(...keysOf(issue.cover));
      for (const page of await em.find(IssuePage, { issue })) keys.push(...keysOf(page.image));
      // Pages and credits go by ON DELETE CASCADE.
      await em.nativeDelete(Issue, { id: issue.id });
      book.lastUpdated = new Date();
      await em.flush();
      await this.events.issueDeleted(em, issue.id, book.id);
    });
    await this.deps.media.deleteQuietly(keys, (m) => this.deps.log.warn(m));
  }

  /** Deletes a book with its issues, pages, credits, genres, bookmarks (cascade) and then its files. */
  async deleteBook(viewer: User, bookId: unknown): Promise<void> {
    const keys: string[] = [];
    await this.em.transactional(async (em) => {
      const id = parseId(bookId);
      if (!id) throw notFound(MESSAGES.bookNotFound);
      const book = await lockOwnBook(em, this.deps, viewer, id, canDeleteBook);
      keys.push(...keysOf(book.cover));
      for (const issue of await em.find(Issue, { book })) keys.push(...keysOf(issue.cover));
      for (const page of await em.find(IssuePage, { issue: { book } }))
        keys.push(...keysOf(page.image));
      await em.nativeDelete(Book, { id: book.id });
      await this.events.bookDeleted(em, viewer.id, book);
    });
    await this.deps.media.deleteQuietly(keys, (m) => this.deps.log.warn(m));
  }

  // ---------------------------------------------------------------- internals

  private db(em: EntityManager): Db {
    return dbOf(em, this.deps);
  }
}
