import type { NotificationKindValue } from '../../config/vocabulary';
import { visibleBookSql } from '../books/books.policy';
import { publicCommentSql } from '../comments/comments.policy';
import { publicIssueSql } from '../issues/issues.policy';
import { bookWorkFrom, issueWorkFrom } from '../issues/public-works.queries';
import type { User } from '../users/user.entity';
import { isActiveUser, isSignedIn } from '../users/users.policy';

/**
 * Every rule about notifications, once, with its forms side by side (as in books.policy.ts).
 * inbox.policy.test.ts runs the forms against the same cases, the SQL forms on PostgreSQL.
 */

// --- Whose notifications ----------------------------------------------------------------------
// A notification is its recipient's alone: nobody else lists, counts or marks it, whatever
// their role. A mark of someone else's id is not refused (that would tell the id exists): it
// changes nothing.

/** JS: the viewer may read (and mark) the notification. */
export const canReadNotification = (viewer: User | null, n: { recipientId: number }): boolean =>
  isSignedIn(viewer) && viewer.id === n.recipientId;

/** ORM: a filter on Notification for the viewer's own. */
export const ownNotificationsOf = (viewerId: number) => ({ recipient: viewerId }) as const;

/** SQL: `n` is the notifications alias, `viewerParam` the viewer (`$n`). */
export const ownNotificationSql = (n: string, viewerParam: string): string =>
  `${n}.recipient_id = ${viewerParam}`;

// --- Which notifications are shown --------------------------------------------------------------
// A notification about a work shows while the work is public (released, book not removed,
// creator active); when it is hidden or removed the notification is left out of the list, the
// unread count and the digest, and comes back with the work. A moderation decision is about
// the recipient's own content, which is often what was removed: it always shows, without its
// subject (and without a link) while the subject is not public. A notification about a comment
// (a reply, a mention, a like) also needs the comment public: one deleted or hidden since is
// not news, and its stored excerpt must not outlive it. No ORM form: the public-work
// check is an exists over the public-works joins, which a MikroORM filter cannot say.

/** Kinds shown even when their subject is not public. */
export const ALWAYS_SHOWN_KINDS: readonly NotificationKindValue[] = ['moderation.decision'];

/** JS: `issuePublic`/`bookPublic`/`commentPublic` say whether the subject (when there is one) is public. */
export const isNotificationShown = (
  n: {
    kind: NotificationKindValue;
    issueId?: number | null;
    bookId?: number | null;
    commentId?: number | null;
  },
  subject: { issuePublic: boolean; bookPublic: boolean; commentPublic?: boolean },
): boolean =>
  ALWAYS_SHOWN_KINDS.includes(n.kind) ||
  ((n.issueId == null || subject.issuePublic) &&
    (n.bookId == null || subject.bookPublic) &&
    (n.commentId == null || subject.commentPublic === true));

/** SQL: `n` is the notifications alias. */
export const shownNotificationSql = (n: string): string =>
  `(${n}.kind in (${ALWAYS_SHOWN_KINDS.map((k) => `'${k}'`).join(', ')})
    or ((${n}.issue_id is null or exists (select 1 from ${issueWorkFrom('si')}
           where si.id = ${n}.issue_id and ${publicIssueSql('si', 'b', 'u')}))
        and (${n}.book_id is null or exists (select 1 from ${bookWorkFrom('sb')}
           where sb.id = ${n}.book_id and ${visibleBookSql('sb', 'u')}))
        and (${n}.comment_id is null or exists (select 1 from comments sc
           where sc.id = ${n}.comment_id and ${publicCommentSql('sc')}))))`;

// --- Who did it ---------------------------------------------------------------------------------
// The actor shows by their public profile while their account is active; a deactivated or
// suspended actor shows as nobody (the entry stays: "someone replied").

/** JS: the actor (loaded) is shown. */
export const isActorShown = (actor: Pick<User, 'active'> | null): boolean =>
  actor !== null && isActiveUser(actor);

// --- The digest ---------------------------------------------------------------------------------
// Every kind is mailed unless the recipient turned it off (notification_preferences, no row =
// on); only active accounts get a digest. Rows the digest leaves out are marked as handled too,
// so turning a kind back on never mails old news. No ORM form: the digest claims its rows in
// one SQL statement.

/** JS: `preferences` maps the kinds the user set to whether they are mailed. */
export const isKindMailed = (
  kind: NotificationKindValue,
  preferences: ReadonlyMap<NotificationKindValue, boolean>,
): boolean => preferences.get(kind) ?? true;

/** SQL: `n` is the notifications alias. */
export const kindMailedSql = (n: string): string =>
  `not exists (select 1 from notification_preferences np
                where np.user_id = ${n}.recipient_id and np.kind = ${n}.kind and not np.email)`;
