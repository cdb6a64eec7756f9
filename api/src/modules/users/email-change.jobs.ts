import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { emailChangedMail } from '../mail/account-mails';
import { EmailChange } from './email-change.entity';
import { emailUndoLinks, emailUndoUrl } from './email-undo-link';

export const EMAIL_CHANGE_NOTICE_JOB = 'email-change-notice';

export interface EmailChangeNoticeJob {
  emailChangeId: number;
}

/** Mails the old address of a change its undo link (enqueued in the change's transaction). */
export async function sendEmailChangeNotice(
  deps: AppDeps,
  job: EmailChangeNoticeJob,
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const change = await em.findOne(
    EmailChange,
    { id: job.emailChangeId, usedAt: null, expiresAt: { $gt: new Date() } },
    { populate: ['user'] },
  );
  if (!change) return;
  const undoLink = emailUndoUrl(deps.config.publicUrl, emailUndoLinks(deps).sign(change));
  await deps.mailer.send(
    emailChangedMail({
      to: change.oldEmail,
      firstName: change.user.firstName,
      newEmail: change.newEmail,
      undoLink,
    }),
  );
}

export async function registerEmailChangeJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<EmailChangeNoticeJob>(EMAIL_CHANGE_NOTICE_JOB, (job) =>
    sendEmailChangeNotice(deps, job),
  );
}
