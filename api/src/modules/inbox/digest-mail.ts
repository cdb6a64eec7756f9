import { NOTIFICATION_KIND_LABELS, type NotificationKindValue } from '../../config/vocabulary';
import { escapeHtml } from '../../shared/escape';
import type { MailMessage } from '../mail/mailer';
import type { NotificationDataView } from './inbox.service';
import type { NotificationSubjectView } from './inbox-subjects';

/** One entry of a digest, as the mail shows it. */
export interface DigestEntry {
  kind: NotificationKindValue;
  /** The actor's username while the account is active, else null ("Someone"). */
  actor: string | null;
  subject: NotificationSubjectView | null;
  data: NotificationDataView;
  /** Absolute link, or null. */
  url: string | null;
}

const workName = (s: NotificationSubjectView | null): string =>
  !s ? 'your work' : s.issueNumber == null ? s.bookTitle : `${s.bookTitle} #${s.issueNumber}`;

/** One line of plain text about an entry (the HTML part escapes it). */
export function describeEntry(e: DigestEntry): string {
  const who = e.actor ?? 'Someone';
  const on = workName(e.subject);
  const excerpt = e.data.excerpt ? `: "${e.data.excerpt}"` : '';
  switch (e.kind) {
    case 'comment.reply':
      return `${who} replied to your comment on ${on}${excerpt}`;
    case 'comment.mention':
      return `${who} mentioned you in a comment on ${on}${excerpt}`;
    case 'comment.liked':
      return e.data.count && e.data.count > 1
        ? `${e.data.count} people liked your comment on ${on}`
        : `${who} liked your comment on ${on}`;
    case 'work.commented':
      return `${who} commented on ${on}${excerpt}`;
    case 'issue.published':
      return e.subject
        ? `${e.subject.creatorUsername} published ${on}: ${e.subject.issueTitle ?? ''}`.trim()
        : `A creator you follow published a new issue`;
    case 'moderation.decision': {
      const target = e.data.targetTitle ? ` "${e.data.targetTitle}"` : '';
      const reason = e.data.reason ? ` Reason: ${e.data.reason}` : '';
      return `A moderator decision (${e.data.action ?? 'review'}) about your ${e.data.targetType ?? 'content'}${target}.${reason}`;
    }
  }
}

/**
 * The daily digest to one user: every entry as a line with its link, "and N more" with a link
 * to the notifications page, one signed unsubscribe link per kind it contains, and the
 * List-Unsubscribe headers (RFC 8058 one-click) for all kinds. All user text is escaped in
 * the HTML part.
 */
export function digestMail(options: {
  to: string;
  entries: readonly DigestEntry[];
  more: number;
  notificationsUrl: string;
  /** Absolute unsubscribe URL per kind in the entries, and for every kind. */
  unsubscribe: ReadonlyMap<NotificationKindValue, string>;
  unsubscribeAll: string;
}): MailMessage & { headers: Record<string, string> } {
  const { entries, more } = options;
  const total = entries.length + more;
  const subject =
    total === 1 ? 'You have 1 new notification' : `You have ${total} new notifications`;
  const kinds = [...options.unsubscribe.entries()];
  const text = [
    'Here is what happened on Panelhouse Comics since your last digest.',
    '',
    ...entries.map((e) => `- ${describeEntry(e)}${e.url ? `\n  ${e.url}` : ''}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
    '',
    `See all your notifications: ${options.notificationsUrl}`,
    '',
    'Stop mailing one kind of notification:',
    ...kinds.map(([kind, url]) => `- ${NOTIFICATION_KIND_LABELS[kind]}: ${url}`),
    `Stop the daily digest entirely: ${options.unsubscribeAll}`,
  ].join('\n');
  const item = (e: DigestEntry) =>
    e.url
      ? `<li><a href="${escapeHtml(e.url)}">${escapeHtml(describeEntry(e))}</a></li>`
      : `<li>${escapeHtml(describeEntry(e))}</li>`;
  const html = [
    '<p>Here is what happened on Panelhouse Comics since your last digest.</p>',
    `<ul>${entries.map(item).join('')}${more > 0 ? `<li>and ${more} more</li>` : ''}</ul>`,
    `<p><a href="${escapeHtml(options.notificationsUrl)}">See all your notifications</a></p>`,
    '<p style="font-size:small">Stop mailing one kind of notification: ' +
      kinds
        .map(
          ([kind, url]) =>
            `<a href="${escapeHtml(url)}">${escapeHtml(NOTIFICATION_KIND_LABELS[kind])}</a>`,
        )
        .join(' | ') +
      `. <a href="${escapeHtml(options.unsubscribeAll)}">Stop the daily digest entirely</a>.</p>`,
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeAll}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
