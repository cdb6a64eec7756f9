import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import {
  type ConnectionArgs,
  type ConnectionResult,
  connectionWindow,
  cursorKind,
  toConnection,
} from '../../shared/paging';
import { revokeAllCredentials } from '../auth/revoke-credentials';
import { User } from '../users/user.entity';
import { appealLinks } from './appeal-links';
import {
  Appeal,
  ModerationAction,
  type ModerationActionKind,
  ReportTarget,
} from './moderation.entities';
import { canAppeal, canBeSuspended, isAdmin, isStaff } from './moderation.policy';
import { queueCount, queuePage, type QueueRow } from './moderation.queries';
import { recordAction } from './moderation-record';
import {
  applyToTarget,
  goneTarget,
  loadTarget,
  loadTargets,
  type TargetInfo,
  targetKey,
} from './moderation-targets';
import { validAppealText, validModerationReason, validTarget } from './moderation.validation';

/** A queue item with its target in context (null when the target is gone) and its appeal. */
export interface QueueItem extends QueueRow {
  target: TargetInfo | null;
  appeal: (Appeal & { action: ModerationAction }) | null;
}

/** The queue actions a moderator takes on a target. */
export type QueueAction = Extract<
  ModerationActionKind,
  'dismiss' | 'hide' | 'remove' | 'suspend' | 'restore'
>;

/** Which target each action applies to, and the state it needs. */
const APPLIES: Record<Exclude<QueueAction, 'dismiss'>, ReportTarget[]> = {
  hide: [ReportTarget.COMMENT],
  remove: [ReportTarget.BOOK, ReportTarget.ISSUE],
  suspend: [ReportTarget.USER],
  restore: [ReportTarget.BOOK, ReportTarget.ISSUE, ReportTarget.COMMENT, ReportTarget.USER],
};
const RESTORABLE = new Set(['removed', 'hidden', 'suspended']);

const QUEUE_CURSOR = cursorKind('modqueue', ['int', 'string'] as const);
const LOG_CURSOR = cursorKind('modlog', ['int'] as const);

/**
 * The moderation queue and its actions, the audit log, and appeals. Every write re-checks the
 * role (the shield checked it too) and runs in one transaction with its audit entry.
 */
export class ModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** Open reports grouped by target and open appeals, newest first (staff only). */
  async queue(viewer: User | null, args: ConnectionArgs): Promise<ConnectionResult<QueueItem>> {
    if (!isStaff(viewer)) throw forbidden(MESSAGES.staffOnly);
    const window = connectionWindow(QUEUE_CURSOR, args);
    const db = dbOf(this.em, this.deps);
    const found = await queuePage(db, window.after, window.first + 1);
    const page = found.slice(0, window.first);
    const targets = await loadTargets(
      this.em,
      db,
      this.deps,
      page.map((r) => ({ type: r.targetType, id: r.targetId })),
    );
    const appealIds = page.flatMap((r) => (r.appealId ? [r.appealId] : []));
    const appeals = appealIds.length
      ? await this.em.find(Appeal, { id: appealIds }, { populate: ['action'] })
      : [];
    const items = new Map(
      found.map((r) => [
        r.itemKey,
        {
          ...r,
          target: targets.get(targetKey(r.targetType, r.targetId)) ?? null,
          appeal: (appeals.find((a) => a.id === r.appealId) ?? null) as QueueItem['appeal'],
        },
      ]),
    );
    return toConnection(
      found,
      window,
      QUEUE_CURSOR,
      (r) => [r.latestMicros, r.itemKey] as const,
      (r) => items.get(r.itemKey) as QueueItem,
      () => queueCount(db),
    );
  }

  /** The audit log, newest first (admins only). */
  async log(
    viewer: User | null,
    args: ConnectionArgs,
  ): Promise<ConnectionResult<ModerationAction>> {
    if (!isAdmin(viewer)) throw forbidden(MESSAGES.adminOnly);
    const window = connectionWindow(LOG_CURSOR, args);
    const found = await this.em.find(
      ModerationAction,
      window.after ? { id: { $lt: window.after[0] } } : {},
      { orderBy: { id: 'desc' }, limit: window.first + 1, populate: ['moderator'] },
    );
    return toConnection(
      found,
      window,
      LOG_CURSOR,
      (a) => [a.id] as const,
      (a) => a,
      () => this.em.count(ModerationAction, {}),
    );
  }

  /**
   * One queue action on a target, with a required reason: dismiss (closes its reports and
   * appeals), hide a comment, remove a book or issue, suspend a user, restore any of these.
   */
  async moderate(
    viewer: User | null,
    input: { targetType?: unknown; targetId?: unknown; action?: unknown; reason?: unknown },
  ): Promise<ModerationAction> {
    if (!isStaff(viewer)) throw forbidden(MESSAGES.staffOnly);
    const { type, id } = validTarget(input.targetType, input.targetId);
    const action = input.action as QueueAction;
    if (action !== 'dismiss' && !APPLIES[action]?.includes(type))
      throw badInput(MESSAGES.moderationActionInvalid(String(action), type), 'action');
    const reason = validModerationReason(input.reason);
    return this.em.transactional(async (em) => {
      const db = dbOf(em, this.deps);
      // Reports on something since deleted can still be dismissed; nothing else applies.
      const target =
        (await loadTarget(em, db, this.deps, type, id)) ??
        (action === 'dismiss' ? goneTarget(type, id) : null);
      if (!target) throw notFound(MESSAGES.moderationTargetNotFound);
      if (action === 'restore' && !RESTORABLE.has(target.state))
        throw badInput(MESSAGES.moderationActionInvalid(action, type), 'action');
      if (action === 'suspend') {
        const user = await em.findOneOrFail(User, { id });
        if (!canBeSuspended(user)) throw forbidden(MESSAGES.moderationStaffTarget);
      }
      if (action !== 'dismiss') await this.apply(em, target, action !== 'restore', reason);
      return recordAction(em, this.deps, {
        moderatorId: viewer.id,
        action,
        target,
        reason,
        resolves: true,
      });
    });
  }

  private async apply(em: EntityManager, target: TargetInfo, on: boolean, reason: string) {
    await applyToTarget(em, dbOf(em, this.deps), this.deps, target, on, reason);
    // A suspended account loses every way in: sessions and access tokens.
    if (on && target.type === ReportTarget.USER) await revokeAllCredentials(em, { id: target.id });
  }

  /** The affected user's one appeal of a decision, signed in. */
  async appeal(viewer: User, actionId: unknown, text: unknown): Promise<Appeal> {
    const action = await this.actionById(actionId);
    if (!action || !canAppeal(viewer, action)) throw notFound(MESSAGES.moderationActionNotFound);
    return this.writeAppeal(action, validAppealText(text));
  }

  /** The same through the signed link of the decision mail (no log-in: suspended accounts). */
  async appealWithLink(token: unknown, text: unknown): Promise<Appeal> {
    const action = await this.actionOfLink(token);
    return this.writeAppeal(action, validAppealText(text));
  }

  /** What the appeal form shows for a link (the decision), or BAD_USER_INPUT for a bad link. */
  async appealLinkDecision(token: unknown): Promise<ModerationAction & { appealed: boolean }> {
    const action = await this.actionOfLink(token);
    const appealed = (await this.em.count(Appeal, { action: action.id })) > 0;
    return Object.assign(action, { appealed });
  }

  /** The decision a signed appeal link names, else BAD_USER_INPUT (forged, expired, unknown). */
  private async actionOfLink(token: unknown): Promise<ModerationAction> {
    const links = appealLinks(this.deps);
    const parsed = links.parse(token);
    const action = parsed ? await this.actionById(parsed.id) : null;
    const affected = action?.affectedUser;
    const subject = action &&
      affected && { id: action.id, affectedUserId: affected.id, dateCreated: action.dateCreated };
    if (!parsed || !action || !subject || !links.matches(subject, parsed.mac))
      throw badInput(MESSAGES.appealLinkInvalid, 'token');
    return action;
  }

  private actionById(id: unknown): Promise<ModerationAction | null> {
    if (!Number.isSafeInteger(id) || (id as number) < 1) return Promise.resolve(null);
    return this.em.findOne(ModerationAction, { id: id as number }, { populate: ['affectedUser'] });
  }

  private async writeAppeal(action: ModerationAction, text: string): Promise<Appeal> {
    if (action.action === 'restore' || !action.affectedUser)
      throw badInput(MESSAGES.moderationActionInvalid('appeal', action.targetType), 'actionId');
    const inserted = await this.em
      .createQueryBuilder(Appeal)
      .insert({ action: action.id, user: action.affectedUser.id, text })
      .onConflict(['action'])
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) throw badInput(MESSAGES.appealAlreadySent, 'actionId');
    return this.em.findOneOrFail(Appeal, { action: action.id }, { populate: ['action'] });
  }
}
