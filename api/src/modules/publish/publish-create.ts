import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf, rows } from '../../db/sql';
import { randomRef } from '../auth/tokens';
import { BookGenre } from '../books/book-genre.entity';
import { Book } from '../books/book.entity';
import { canAddIssue } from '../books/books.policy';
import { enqueuePageDerivatives } from '../media/derivatives.jobs';
import { mediaKeys } from '../media/media-keys';
import type { CheckedImage } from '../media/media.service';
import { assertReleaseOrder, isScheduled } from '../releases/release-schedule';
import { User, UserRole } from '../users/user.entity';
import { writeIssue } from './issue-rows';
import type { PublishEvents } from './publish-events';
import { lockOwnBook, withPublishFiles } from './publish-guards';
import { publishQueries } from './publish.queries';
import type { CheckedIssueFiles, PublishedIssue, UploadFields } from './publish.contracts';
import type { BookDetails, IssueDetails } from './publish.validation';

// The last step of the create path (publish.service.ts), once every file is checked and the
// input valid: stores the files, then writes the rows in one transaction; the stored files
// are deleted again if it fails.

/** Who writes, with what, and the transport's names for the files. */
export interface NewWorkWrite {
  em: EntityManager;
  deps: AppDeps;
  events: PublishEvents;
  viewer: User;
  fields: UploadFields;
}

/** A new book with its first issue. The uploader becomes a creator. */
export function insertBook(
  write: NewWorkWrite,
  details: BookDetails,
  issueDetails: IssueDetails,
  coverImage: CheckedImage,
  issueFiles: CheckedIssueFiles,
): Promise<PublishedIssue> {
  const { em: rootEm, deps, events, viewer, fields } = write;
  const { media } = deps;
  const bookRef = randomRef();
  const issueRef = randomRef();
  return withPublishFiles(deps, async ({ written }) => {
    const cover = await media.store(
      coverImage,
      mediaKeys.bookCover(bookRef),
      written,
      fields.bookCover,
    );
    const issueCover = await media.store(
      issueFiles.cover,
      mediaKeys.issueImage(bookRef, issueRef),
      written,
      fields.issueCover,
    );
    const pageImages = await media.storePages(
      issueFiles.pages,
      bookRef,
      issueRef,
      written,
      fields.page,
    );
    const result = await rootEm.transactional(async (em) => {
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
        issueFiles.pages.map((p) => p.creatorSpread),
      );
      await em.flush();
      await enqueuePageDerivatives(em, deps.jobs, published.pages);
      // The first upload makes a user a creator.
      await em.nativeUpdate(
        User,
        { id: viewer.id, role: UserRole.USER },
        { role: UserRole.CREATOR },
      );
      await events.issuePublished(em, published.issue);
      return { book, genres, ...published };
    });
    if (viewer.role === UserRole.USER) viewer.role = UserRole.CREATOR;
    return result;
  });
}

/** The next issue of a book; its number is assigned under a lock on the book row. */
export function insertIssue(
  write: NewWorkWrite,
  book: Book,
  details: IssueDetails,
  files: CheckedIssueFiles,
): Promise<PublishedIssue> {
  const { em: rootEm, deps, events, viewer, fields } = write;
  const { media } = deps;
  const issueRef = randomRef();
  return withPublishFiles(deps, async ({ written }) => {
    const cover = await media.store(
      files.cover,
      mediaKeys.issueImage(book.imagePrefixRef, issueRef),
      written,
      fields.issueCover,
    );
    const pageImages = await media.storePages(
      files.pages,
      book.imagePrefixRef,
      issueRef,
      written,
      fields.page,
    );
    return await rootEm.transactional(async (em) => {
      const locked = await lockOwnBook(em, deps, viewer, book.id, canAddIssue);
      const [last] = await rows<{ max: number | string | null }>(
        dbOf(em, deps),
        publishQueries.lastIssueNumber,
        [locked.id],
      );
      const number = Number(last?.max ?? 0) + 1;
      const releaseAt = isScheduled(details.releaseAt) ? details.releaseAt : new Date();
      await assertReleaseOrder(deps, em, locked.id, number, releaseAt);
      const published = writeIssue(
        em,
        locked,
        em.getReference(User, viewer.id),
        number,
        details,
        issueRef,
        cover,
        pageImages,
        files.pages.map((p) => p.creatorSpread),
      );
      locked.lastUpdated = new Date();
      await em.flush();
      await enqueuePageDerivatives(em, deps.jobs, published.pages);
      await events.issuePublished(em, published.issue);
      return { book: locked, genres: [], ...published };
    });
  });
}
