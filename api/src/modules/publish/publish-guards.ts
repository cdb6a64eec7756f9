import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf, exec } from '../../db/sql';
import { badInput, notFound } from '../../shared/app-error';
import { Book } from '../books/book.entity';
import { User } from '../users/user.entity';
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
