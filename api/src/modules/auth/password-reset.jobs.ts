import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS } from '../../config/limits';
import { passwordResetMail } from '../mail/account-mails';
import { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { newResetToken } from './tokens';
import { siteUrl } from '../../shared/site-urls';

export const PASSWORD_RESET_MAIL_JOB = 'password-reset-mail';

export interface PasswordResetMailJob {
  email: string;
}

/**
 * Creates the reset token and mails its link. It runs as a job, so the request answers after
 * the same work whether or not the email has an account. A failed delivery discards the
 * token and fails the job (retried with a new token).
 */
export async function sendPasswordResetMail(
  deps: AppDeps,
  job: PasswordResetMailJob,
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const user = await em.findOne(User, { email: job.email });
  if (!user) return;
  const { token, hash } = newResetToken();
  await em.transactional(async (tx) => {
    // A new request replaces any earlier unused token.
    await tx.nativeDelete(PasswordResetToken, { user: user.id });
    tx.create(PasswordResetToken, {
      user: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    });
  });
  const link = siteUrl.resetPassword(deps.config.publicUrl, token);
  try {
    await deps.mailer.send(passwordResetMail({ to: user.email, firstName: user.firstName, link }));
  } catch (error) {
    await em.nativeDelete(PasswordResetToken, { tokenHash: hash });
    throw error;
  }
}

export async function registerPasswordResetJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work<PasswordResetMailJob>(PASSWORD_RESET_MAIL_JOB, (job) =>
    sendPasswordResetMail(deps, job),
  );
}
