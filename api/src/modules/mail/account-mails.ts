import { LIMITS } from '../../config/limits';
import { escapeHtml } from '../../shared/escape';
import type { MailMessage } from './mailer';

/** The password reset mail. The link is built from the configured public URL, never from a request. */
export function passwordResetMail(options: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const { to, firstName, link } = options;
  const minutes = LIMITS.resetTokenMinutes;
  return {
    to,
    subject: `Your password reset link (valid for ${minutes} minutes)`,
    text: `Hello ${firstName},\n\nSomeone asked to reset the password of your Panelhouse Comics account. If it was you, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>Someone asked to reset the password of your Panelhouse Comics account. If it was you, open this link within ${minutes} minutes:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
  };
}

/** To the old address after an email change: what changed, and the link that undoes it. */
export function emailChangedMail(options: {
  to: string;
  firstName: string;
  newEmail: string;
  undoLink: string;
}): MailMessage {
  const { to, firstName, newEmail, undoLink } = options;
  const days = LIMITS.emailUndoDays;
  const intro = `The email address of your Panelhouse Comics account was changed to ${newEmail}. From now on, mail for the account goes there.`;
  const undo = `If you did not make this change, open this link within ${days} days: it restores this address and signs everyone out of the account, on every device and app. Then reset your password.`;
  return {
    to,
    subject: 'The email address of your Panelhouse Comics account was changed',
    text: `Hello ${firstName},\n\n${intro}\n\n${undo}\n\n${undoLink}\n\nIf it was you, ignore this email.\n`,
    html: `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(undo)}</p><p><a href="${escapeHtml(undoLink)}">${escapeHtml(undoLink)}</a></p><p>If it was you, ignore this email.</p>`,
  };
}
