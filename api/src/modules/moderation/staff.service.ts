import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import { Book } from '../books/book.entity';
import { User, UserRole } from '../users/user.entity';
import { FeaturedBook, type ModerationAction, ReportTarget } from './moderation.entities';
import { hasStaffRole, isAdmin, isStaff } from './moderation.policy';
import { publishedBookCount } from './moderation.queries';
import { recordAction } from './moderation-record';
import { loadTarget } from './moderation-targets';
import { validModerationReason } from './moderation.validation';

/**
 * Roles and featured books: admins grant and take the moderator role, moderators feature
 * books. Each writes an audit entry in the same transaction.
 */
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** An admin makes a user a moderator. */
  async grantModerator(viewer: User | null, userId: unknown, reason?: unknown): Promise<User> {
    if (!isAdmin(viewer)) throw forbidden(MESSAGES.adminOnly);
    const why = validModerationReason(reason, false) || 'Made a moderator';
    return this.em.transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      if (hasStaffRole(user)) throw badInput(MESSAGES.roleAlreadyStaff, 'userId');
      user.role = UserRole.MODERATOR;
      await em.flush();
      await this.audit(em, viewer.id, 'grant moderator', user, why);
      return user;
    });
  }

  /** An admin takes the role back: `creator` when the user publishes books, else `user`. */
  async revokeModerator(viewer: User | null, userId: unknown, reason?: unknown): Promise<User> {
    if (!isAdmin(viewer)) throw forbidden(MESSAGES.adminOnly);
    const why = validModerationReason(reason, false) || 'Moderator role taken back';
    return this.em.transactional(async (em) => {
      const user = await this.lockUser(em, userId);
      if (user.role !== UserRole.MODERATOR) throw badInput(MESSAGES.roleNotModerator, 'userId');
      user.role = await roleWithoutStaff(em, this.deps, user.id);
      await em.flush();
      await this.audit(em, viewer.id, 'revoke moderator', user, why);
      return user;
    });
  }

  /** A moderator features a book on the home page (again: no change, no new entry). */
  async featureBook(viewer: User | null, bookId: unknown, reason?: unknown): Promise<Book> {
    return this.setFeatured(viewer, bookId, true, reason);
  }

  async unfeatureBook(viewer: User | null, bookId: unknown, reason?: unknown): Promise<Book> {
    return this.setFeatured(viewer, bookId, false, reason);
  }

  private async setFeatured(
    viewer: User | null,
    bookId: unknown,
    on: boolean,
    reason: unknown,
  ): Promise<Book> {
    if (!isStaff(viewer)) throw forbidden(MESSAGES.staffOnly);
    const why = validModerationReason(reason, false) || (on ? 'Featured' : 'No longer featured');
    const id = Number.isSafeInteger(bookId) ? (bookId as number) : 0;
    return this.em.transactional(async (em) => {
      const book = id > 0 ? await em.findOne(Book, { id }) : null;
      if (!book) throw notFound(MESSAGES.bookNotFound);
      const featured = await em.findOne(FeaturedBook, { book: book.id });
      if (on === (featured !== null)) return book;
      if (on) em.create(FeaturedBook, { book, featuredBy: em.getReference(User, viewer.id) });
      else if (featured) em.remove(featured);
      await em.flush();
      const target = await loadTarget(em, dbOf(em, this.deps), this.deps, ReportTarget.BOOK, id);
      if (target)
        await recordAction(em, this.deps, {
          moderatorId: viewer.id,
          action: on ? 'feature' : 'unfeature',
          target,
          reason: why,
          resolves: false,
        });
      return book;
    });
  }

  private async lockUser(em: EntityManager, userId: unknown): Promise<User> {
    const id = Number.isSafeInteger(userId) ? (userId as number) : 0;
    const user = id > 0 ? await em.findOne(User, { id }, { lockMode: 4 }) : null;
    if (!user) throw notFound(MESSAGES.roleUserNotFound);
    return user;
  }

  private async audit(
    em: EntityManager,
    adminId: number,
    action: 'grant moderator' | 'revoke moderator',
    user: User,
    reason: string,
  ): Promise<ModerationAction> {
    const target = await loadTarget(em, dbOf(em, this.deps), this.deps, ReportTarget.USER, user.id);
    return recordAction(em, this.deps, {
      moderatorId: adminId,
      action,
      target:
        target ??
        ({
          type: ReportTarget.USER,
          id: user.id,
          title: user.username,
        } as never),
      reason,
      resolves: false,
    });
  }
}

/** The role a user falls back to without a staff role: `creator` with books, else `user`. */
export async function roleWithoutStaff(
  em: EntityManager,
  deps: Pick<AppDeps, 'pools'>,
  userId: number,
): Promise<UserRole> {
  const books = await publishedBookCount(dbOf(em, deps), userId);
  return books > 0 ? UserRole.CREATOR : UserRole.USER;
}
