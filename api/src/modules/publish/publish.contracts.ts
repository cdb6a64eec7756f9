import type { PagePreset } from '../media/image-processor';
import type { BookGenre } from '../books/book-genre.entity';
import type { Book } from '../books/book.entity';
import type { WorkCredit } from '../credits/work-credit.entity';
import type { IssuePage } from '../issues/issue-page.entity';
import type { Issue } from '../issues/issue.entity';
import type { UnresolvedCredit } from '../archives/archive-import';
import type { CheckedImage } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import type { PageSlot } from './page-order';

// What PublishService takes and gives back (its inputs beyond the validated details, and
// the rows each write produced for the v1 responses).

/** A published issue with every row written, for the v1 responses (P2, P7). */
export interface PublishedIssue {
  book: Book;
  issue: Issue;
  pages: IssuePage[];
  credits: WorkCredit[];
  genres: BookGenre[];
  /** ComicInfo.xml credits naming no user (only when the pages came as an archive). */
  unresolvedCredits?: UnresolvedCredit[];
}

/** The files of a new issue: separate pages, or one .cbz/.zip archive instead. */
export interface NewIssueFiles {
  cover?: SpooledFile;
  pages: SpooledFile[];
  archive?: SpooledFile;
}

/**
 * What a transport calls the files of a write, so that an error names the field the client
 * sent (v1 passes its form names, GraphQL its argument names). Left out: no field.
 */
export interface UploadFields {
  bookCover?: string;
  issueCover?: string;
  /** The pages as a whole (none sent, too many). */
  pages?: string;
  /** One page (a new issue's, or one an edit adds), by its index. */
  page?: (index: number) => string;
  /** The page limits: v1's `page` (the default) or the web form's and GraphQL's `printPage`. */
  pagePreset?: PagePreset;
}

/** A new issue's cover and pages once checked by content (their facts travel with them). */
export interface CheckedIssueFiles {
  cover: CheckedImage;
  pages: CheckedImage[];
}

/** A write's result with the ComicInfo names it could not resolve, when its pages came as an archive. */
export const withUnresolved = (
  published: PublishedIssue,
  upload: { unresolvedCredits?: UnresolvedCredit[] },
): PublishedIssue =>
  upload.unresolvedCredits
    ? { ...published, unresolvedCredits: upload.unresolvedCredits }
    : published;

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
 * Input the service reads only after its ownership check: the v1 routes hand over their
 * form translation (which parses JSON fields and can answer 400) as a function, so a
 * stranger gets 404 before any 400 and learns nothing about the book.
 */
export type AfterOwnership<T> = T | (() => T);

export const inputAfterOwnership = <T>(input: AfterOwnership<T>): T =>
  typeof input === 'function' ? (input as () => T)() : input;

/**
 * A page order: the slots themselves (GraphQL), or a function that builds them from the
 * issue's current pages (v1 P11 names kept pages by id or URL and leaves some unmentioned).
 */
export type PageOrderInput = PageSlot[] | ((current: IssuePage[]) => PageSlot[]);
