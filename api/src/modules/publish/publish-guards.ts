import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { dbOf, exec } from '../../db/sql';
import { AppError, badInput, notFound } from '../../shared/app-error';
import { Book } from '../books/book.entity';
import type { FileLedger } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import { User } from '../users/user.entity';
import type { UploadFields } from './publish.contracts';
import { publishQueries } from './publish.queries';
import type { CreditDraft } from './publish.validation';

/**
 * Locks the book row for the rest of the transaction and re-checks, on fresh data, the
 * policy rule of the write (`may`); NOT_FOUND when it fails, as before the write began.
 */
export async function lockOwnBook(
  em: EntityManager,
  deps: AppDeps,
  viewer: User,
  bookId: number,
  may: (viewer: User, book: Book) => boolean,
): Promise<Book> {
  await exec(dbOf(em, deps), publishQueries.lockBook, [bookId]);
  const book = await em.findOne(Book, { id: bookId }, { refresh: true });
  if (!book || !may(viewer, book)) throw notFound(MESSAGES.bookNotFound);
  return book;
}

/** Every credited user exists (deactivated users may be credited too). */
export async function assertCreditedUsersExist(
  em: EntityManager,
  credits: CreditDraft[],
): Promise<void> {
  const ids = credits.map((c) => c.userId);
  const found = new Set(
    (await em.find(User, { id: { $in: ids } }, { fields: ['id'] })).map((r) => r.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badInput(MESSAGES.creditUserUnknown(missing), 'credits');
}

/** A new issue's cover and 1..max pages, or the 400 that names what is missing. */
export function requireIssueFiles(
  cover: SpooledFile | undefined,
  pages: SpooledFile[],
  fields: UploadFields,
): { cover: SpooledFile; pages: SpooledFile[] } {
  if (!cover) throw badInput(MESSAGES.issueCoverRequired, fields.issueCover);
  if (pages.length === 0) throw badInput(MESSAGES.issueAssetsRequired, fields.pages);
  if (pages.length > LIMITS.maxPagesPerIssue) throw badInput(MESSAGES.tooManyPages, fields.pages);
  return { cover, pages };
}

/** A write that stores files (MediaService.withFileLedger), with write errors translated. */
export async function withPublishFiles<T>(
  deps: Pick<AppDeps, 'media' | 'log'>,
  work: (ledger: FileLedger) => Promise<T>,
): Promise<T> {
  try {
    return await deps.media.withFileLedger(work, (m) => deps.log.warn(m));
  } catch (error) {
    throw translateWriteError(error);
  }
}

/** Database refusals that can only come from a concurrent change become clear 4xx answers. */
function translateWriteError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof ForeignKeyConstraintViolationException)
    return badInput('A credited user no longer exists', 'credits');
  return error;
}
