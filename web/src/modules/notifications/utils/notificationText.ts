import { enumOf, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@shared/limits';
import type { NotificationKind, NotificationsQuery } from '../../../gql/graphql';

export type NotificationNode = NotificationsQuery['notifications']['edges'][number]['node'];

const KIND_VALUES = enumOf(NOTIFICATION_KINDS) as Record<NotificationKind, string>;

/** What a kind is called in the settings (the digest uses the same words). */
export function kindLabel(kind: NotificationKind): string {
  return NOTIFICATION_KIND_LABELS[KIND_VALUES[kind] as keyof typeof NOTIFICATION_KIND_LABELS];
}

/** The site path of the notifications page (a signed-in route). */
export function notificationsPath(): string {
  return '/notifications';
}

function workName(n: NotificationNode): string {
  const s = n.subject;
  if (!s) return 'your work';
  return s.issueNumber == null ? s.bookTitle : `${s.bookTitle} #${s.issueNumber}`;
}

/** One sentence about a notification (plain text: React escapes it). */
export function describeNotification(n: NotificationNode): string {
  const who = n.actor?.username ?? 'Someone';
  const on = workName(n);
  const excerpt = n.data.excerpt ? `: "${n.data.excerpt}"` : '';
  switch (n.kind) {
    case 'COMMENT_REPLY':
      return `${who} replied to your comment on ${on}${excerpt}`;
    case 'COMMENT_MENTION':
      return `${who} mentioned you in a comment on ${on}${excerpt}`;
    case 'COMMENT_LIKED':
      return n.data.count && n.data.count > 1
        ? `${n.data.count} people liked your comment on ${on}`
        : `${who} liked your comment on ${on}`;
    case 'WORK_COMMENTED':
      return `${who} commented on ${on}${excerpt}`;
    case 'ISSUE_PUBLISHED':
      return n.subject
        ? `${n.subject.creatorUsername} published ${on}: ${n.subject.issueTitle ?? ''}`.trim()
        : 'A creator you follow published a new issue';
    case 'MODERATION_DECISION': {
      const target = n.data.targetTitle ? ` "${n.data.targetTitle}"` : '';
      const reason = n.data.reason ? ` Reason: ${n.data.reason}` : '';
      return `A moderator decision (${n.data.action ?? 'review'}) about your ${n.data.targetType ?? 'content'}${target}.${reason}`;
    }
  }
}
