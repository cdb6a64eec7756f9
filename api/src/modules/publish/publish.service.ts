import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { badInput, conflict, forbidden, notFound } from '../../shared/app-error';
import { parseId, parseIssueNumber } from '../../shared/validation';
import { issueUpload, previewArchive, type ArchivePreview } from '../archives/archive-import';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import {
  canAddIssue,
  canDeleteBook,
  canDeleteIssue,
  canEditBook,
  canEditIssue,
  canOwnerChangeRemoved,
  issueDeletionProblem,
} from '../books/books.policy';
import { WorkCredit } from '../credits/work-credit.entity';
import { IssuePage } from '../issues/issue-page.entity';
import { Issue } from '../issues/issue.entity';
import { enqueuePageDerivatives } from '../media/derivatives.jobs';
import { keysOf, mediaKeys } from '../media/media-keys';
import type { CheckedImage } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import { applyReleaseEdit, assertReleaseEditable, isScheduled } from '../releases/release-schedule';
import type { User } from '../users/user.entity';
import { reorderPages, writeCredits } from './issue-rows';
import { insertBook, insertIssue, type NewWorkWrite } from './publish-create';
import { OwnWorks } from './own-works';
import { assertOwnPages, validPageOrder, type ValidSlot } from './page-order';
import { PublishEvents } from './publish-events';
import {
  assertCreditedUsersExist,
  lockOwnBook,
  requireIssueFiles,
  withPublishFiles,
} from './publish-guards';
import {
  inputAfterOwnership,
  withUnresolved,
  type AfterOwnership,
  type BookUpdateResult,
  type CheckedIssueFiles,
  type IssueUpdateResult,
  type NewIssueFiles,
  type PageOrderInput,
  type PublishedIssue,
  type UploadFields,
} from './publish.contracts';
import {
  validBookDetails,
  validBookEdit,
  validIssueDetails,
  type RawBookDetails,
  type RawBookEdit,
  type RawIssueDetails,
} from './publish.validation';

/**
 * Publishing: books with their first issue, further issues, edits and deletions. A new
 * issue's pages come as separate uploads or as one archive, unpacked and mapped to the same
 * input before anything is written (archives/archive-import.ts). Files are checked (all of
 * them, once: their facts are kept for storing) before any is stored, stored before the one
 * transaction that writes the rows, and deleted again if it fails; files a change
 * replaces or deletes are removed only after commit. Every write re-checks ownership
 * under a row lock inside its transaction. Reads for the edit screens are in OwnWorks.
 */
export class PublishService {
  private readonly own: OwnWorks;
  private readonly events: PublishEvents;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.own = new OwnWorks(em);
    this.events = new PublishEvents(deps);
  }

  // ---------------------------------------------------------------- create

  /**
   * A book with its first issue, pages, credits and genres: all or nothing. The uploader
   * becomes a creator. `fields` are the transport's names for the files (errors carry them).
   */
  async createBook(
    viewer: User,
    input: RawBookDetails & { firstIssue: RawIssueDetails },
    files: {
      cover?: SpooledFile;
      issueCover?: SpooledFile;
      pages: SpooledFile[];
      archive?: SpooledFile;
    },
    fields: UploadFields = {},
  ): Promise<PublishedIssue> {
    const details = validBookDetails(input);
    const upload = await issueUpload(
      this.em,
      this.deps,
      files,
      input.firstIssue ?? {},
      fields.pagePreset,
    );
    try {
      const issueDetails = validIssueDetails(upload.details);
      if (isScheduled(issueDetails.releaseAt))
        throw badInput(MESSAGES.releaseAtFirstIssue, 'releaseAt');
      if (!files.cover) throw badInput(MESSAGES.fileRequired, fields.bookCover);
      const issueFiles = requireIssueFiles(files.issueCover, upload.pages, fields);
      await assertCreditedUsersExist(this.em, issueDetails.credits);
      const cover = await this.deps.media.inspect(files.cover, 'cover', fields.bookCover);
      const checked = await this.checkIssueFiles(issueFiles, upload.checkedPages, fields);
      const published = await insertBook(
        this.write(viewer, fields),
        details,
        issueDetails,
        cover,
        checked,
      );
      return withUnresolved(published, upload);
    } finally {
      await upload.cleanup();
    }
  }

  /** The next issue of one of the viewer's books; its number is assigned under a lock on the book row. */
  async createIssue(
    viewer: User,
    bookId: unknown,
    input: AfterOwnership<RawIssueDetails>,
    files: NewIssueFiles,
    fields: UploadFields = {},
  ): Promise<PublishedIssue> {
    const book = await this.own.book(viewer, bookId);
    if (!canAddIssue(viewer, book)) throw notFound(MESSAGES.bookNotFound);
    // The archive is opened after the ownership check (404 before 400), the details read after it.
    const upload = await issueUpload(
      this.em,
      this.deps,
      files,
      () => inputAfterOwnership(input),
      fields.pagePreset,
    );
    try {
      const details = validIssueDetails(upload.details);
      const issueFiles = requireIssueFiles(files.cover, upload.pages, fields);
      await assertCreditedUsersExist(this.em, details.credits);
      const checked = await this.checkIssueFiles(issueFiles, upload.checkedPages, fields);
      const published = await insertIssue(this.write(viewer, fields), book, details, checked);
      return withUnresolved(published, upload);
    } finally {
      await upload.cleanup();
    }
  }

  /** The issue cover and pages checked by content; an archive's pages came checked already. */
  private async checkIssueFiles(
    files: { cover: SpooledFile; pages: SpooledFile[] },
    checkedPages: CheckedImage[] | null,
    fields: UploadFields,
  ): Promise<CheckedIssueFiles> {
    const { media } = this.deps;
    const cover = await media.inspect(files.cover, 'cover', fields.issueCover);
    const pages =
      checkedPages ??
      (await media.inspectAll(files.pages, fields.pagePreset ?? 'page', fields.page));
    return { cover, pages };
  }

  /** What an archive would publish (pages, ComicInfo details, credits): checks everything, stores nothing. */
  inspectArchive(_viewer: User, archive: SpooledFile): Promise<ArchivePreview> {
    // Only GraphQL offers it: its pages follow the web form's limits (spreads twice as wide).
    return previewArchive(this.em, this.deps, archive, 'printPage');
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
    fields: UploadFields = {},
  ): Promise<BookUpdateResult> {
    const book = await this.own.book(viewer, bookId);
    const edit = change.details ? validBookEdit(inputAfterOwnership(change.details)) : undefined;
    if (!edit && !change.cover) return { book, genres: null };
    const { media } = this.deps;
    const newCover = change.cover
      ? await media.inspect(change.cover, 'cover', fields.bookCover)
      : undefined;
    return withPublishFiles(this.deps, async ({ written, replaced }) => {
      const cover = newCover
        ? await media.store(
            newCover,
            mediaKeys.bookCover(book.imagePrefixRef),
            written,
            fields.bookCover,
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
          if (edit.removed !== undefined && edit.removed !== locked.removed) {
            if (!canOwnerChangeRemoved(locked)) throw forbidden(MESSAGES.removedByModeration);
            locked.removed = edit.removed;
          }
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
    fields: UploadFields = {},
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
    const { media } = this.deps;
    const newCover = change.cover
      ? await media.inspect(change.cover, 'cover', fields.issueCover)
      : undefined;
    const newPages = await media.inspectAll(
      change.pages?.newFiles ?? [],
      fields.pagePreset ?? 'page',
      fields.page,
    );

    return withPublishFiles(this.deps, async ({ written, replaced }) => {
      const cover = newCover
        ? await media.store(
            newCover,
            mediaKeys.issueImage(book.imagePrefixRef, issue.imagePrefixRef),
            written,
            fields.issueCover,
          )
        : undefined;
      const newImages = await media.storePages(
        newPages,
        book.imagePrefixRef,
        issue.imagePrefixRef,
        written,
        fields.page,
      );
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

  private write(viewer: User, fields: UploadFields): NewWorkWrite {
    return { em: this.em, deps: this.deps, events: this.events, viewer, fields };
  }
}
