import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../../shared/escape';
import type { ModerationActionKind, ReportTarget } from './moderation.entities';

/** What a decision did, in words for the affected user. */
export function decisionSentence(
  action: ModerationActionKind,
  targetType: ReportTarget,
  targetTitle: string,
): string {
  const what = targetType === 'user' ? 'your account' : `your ${targetType} "${targetTitle}"`;
  switch (action) {
    case 'hide':
      return `A moderator hid ${what}.`;
    case 'remove':
      return `A moderator removed ${what}; readers no longer see it.`;
    case 'suspend':
      return 'A moderator suspended your account; you cannot log in while it is suspended.';
    case 'restore':
      return `A moderator restored ${what}.`;
    default:
      return `A moderator acted on ${what}.`;
  }
}

/** The decision mail: what happened, the moderator's reason, and the appeal link. */
export function moderationDecisionMail(options: {
  to: string;
  firstName: string;
  action: ModerationActionKind;
  targetType: ReportTarget;
  targetTitle: string;
  reason: string;
  /** The appeal form (null for a restore: nothing to appeal). */
  appealUrl: string | null;
  appealDays: number;
}): MailMessage {
  const sentence = decisionSentence(options.action, options.targetType, options.targetTitle);
  const appeal = options.appealUrl
    ? `If you think this is wrong, you can appeal once within ${options.appealDays} days, without logging in: ${options.appealUrl}`
    : null;
  const text = [
    `Hello ${options.firstName},`,
    '',
    sentence,
    '',
    `The moderator's reason: ${options.reason}`,
    ...(appeal ? ['', appeal] : []),
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(options.firstName)},</p>`,
    `<p>${escapeHtml(sentence)}</p>`,
    `<p>The moderator's reason: ${escapeHtml(options.reason)}</p>`,
    options.appealUrl
      ? `<p>If you think this is wrong, you can appeal once within ${options.appealDays} days, without logging in: <a href="${escapeHtml(options.appealUrl)}">${escapeHtml(options.appealUrl)}</a></p>`
      : '',
  ].join('');
  return {
    to: options.to,
    subject: `A moderation decision about ${options.targetType === 'user' ? 'your account' : `your ${options.targetType}`} on Panelhouse Comics`,
    text,
    html,
  };
}
