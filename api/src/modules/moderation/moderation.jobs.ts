import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { siteUrl } from '../../shared/site-urls';
import { appealLinks } from './appeal-links';
import { ModerationAction } from './moderation.entities';
import { moderationDecisionMail } from './moderation-mail';

export const MODERATION_MAIL_JOB = 'moderation-decision-mail';

export interface ModerationMailJob {
  actionId: number;
}

/** Mails the affected user about a decision (enqueued in the action's transaction). */
export async function sendModerationMail(deps: AppDeps, job: ModerationMailJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const action = await em.findOne(
    ModerationAction,
    { id: job.actionId },
    { populate: ['affectedUser'] },
  );
  const user = action?.affectedUser;
  if (!action || !user) return;
  const appealable = action.action !== 'restore';
  const token = appealable
    ? appealLinks(deps).sign({
        id: action.id,
        affectedUserId: user.id,
        dateCreated: action.dateCreated,
      })
    : null;
  await deps.mailer.send(
    moderationDecisionMail({
      to: user.email,
      firstName: user.firstName,
      action: action.action,
      targetType: action.targetType,
      targetTitle: action.targetTitle ?? '',
      reason: action.reason,
      appealUrl: token ? siteUrl.appeal(deps.config.publicUrl, token) : null,
      appealDays: LIMITS.moderation.appealLinkDays,
    }),
  );
}

export async function registerModerationJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<ModerationMailJob>(MODERATION_MAIL_JOB, (job) =>
    sendModerationMail(deps, job),
  );
}
