import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { dbOf } from '../../db/sql';
import { Book } from '../books/book.entity';
import { notify } from '../inbox/notify';
import { User } from '../users/user.entity';
import { WebhookEvent } from '../webhooks/webhook-events';
import { emitWebhookEvent } from '../webhooks/webhooks.jobs';
import { ModerationAction, type ModerationActionKind, ReportTarget } from './moderation.entities';
import { MODERATION_MAIL_JOB, type ModerationMailJob } from './moderation.jobs';
import { closeOpenItems } from './moderation.queries';
import type { TargetInfo } from './moderation-targets';

/** Decisions the affected user is told about (by notification and e-mail) and may appeal. */
const TOLD: readonly ModerationActionKind[] = ['hide', 'remove', 'suspend', 'restore'];

export interface RecordInput {
  moderatorId: number;
  action: ModerationActionKind;
  target: TargetInfo;
  reason: string;
  /** Close the target's open reports and appeals (queue actions do; featuring does not). */
  resolves: boolean;
}

/**
 * Writes the audit entry of an action and everything that follows it, inside the action's
 * transaction (`em`): the target's reports and appeals closed, the affected user's
 * notification and mail job, and `report.resolved` to the creator's own webhooks.
 */
export async function recordAction(
  em: EntityManager,
  deps: AppDeps,
  input: RecordInput,
): Promise<ModerationAction> {
  const { target } = input;
  const told = TOLD.includes(input.action) && target.affectedUserId !== null;
  const entry = em.create(ModerationAction, {
    moderator: em.getReference(User, input.moderatorId),
    action: input.action,
    targetType: target.type,
    targetId: target.id,
    targetTitle: target.title,
    reason: input.reason,
    affectedUser:
      target.affectedUserId !== null ? em.getReference(User, target.affectedUserId) : null,
  });
  await em.flush();
  const db = dbOf(em, deps);
  const closed = input.resolves
    ? await closeOpenItems(db, target.type, target.id, entry.id)
    : { reports: 0, appeals: 0 };
  if (told && target.affectedUserId !== null) {
    await notify(db, [
      {
        recipientId: target.affectedUserId,
        kind: 'moderation.decision',
        actorId: input.moderatorId,
        bookId: target.bookId,
        issueId: target.issueId,
        commentId: target.commentId,
        data: {
          action: input.action,
          reason: input.reason,
          targetType: target.type,
          targetTitle: target.title,
          actionId: entry.id,
        },
      },
    ]);
    await deps.jobs.send<ModerationMailJob>(em, MODERATION_MAIL_JOB, { actionId: entry.id });
  }
  // The creator's tools hear that reports on their work were resolved (never by whom).
  if (closed.reports > 0 && target.type !== ReportTarget.USER && target.affectedUserId !== null) {
    const creatorId = await workCreatorId(em, target);
    if (creatorId !== null)
      await emitWebhookEvent(deps, em, {
        event: WebhookEvent.REPORT_RESOLVED,
        creatorId,
        data: {
          report: {
            targetType: target.type,
            targetId: target.id,
            targetTitle: target.title,
            action: input.action,
            reason: input.reason,
            reportCount: closed.reports,
            bookId: target.bookId,
            issueId: target.issueId,
            commentId: target.commentId,
          },
        },
      });
  }
  return entry;
}

/** The creator of the work a target belongs to (a comment's book's publisher). */
async function workCreatorId(em: EntityManager, target: TargetInfo): Promise<number | null> {
  if (target.type !== ReportTarget.COMMENT) return target.affectedUserId;
  if (target.bookId === null) return null;
  const book = await em.findOne(Book, { id: target.bookId }, { fields: ['publisher'] });
  return book?.publisher.id ?? null;
}
