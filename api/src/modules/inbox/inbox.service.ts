import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKindValue,
} from '../../config/vocabulary';
import { digestLinks, type DigestUnsubscribeTarget } from './digest-links';
import type { Db } from '../../db/sql';
import { badInput } from '../../shared/app-error';
import {
  type ConnectionResult,
  connectionWindow,
  cursorKind,
  type FirstBounds,
  toConnection,
} from '../../shared/paging';
import type { User } from '../users/user.entity';
import { subjectsOf, notificationPath, type NotificationSubjectView } from './inbox-subjects';
import {
  markAllRead,
  markRead,
  notificationsCount,
  notificationsPage,
  preferencesOf,
  setPreferences,
  type NotificationView,
} from './inbox.queries';
import { isKindMailed } from './inbox.policy';

/** A notification as the clients get it. */
export interface NotificationItem {
  id: number;
  kind: NotificationKindValue;
  createdAt: Date;
  read: boolean;
  /** For the `actor` field (its resolver applies the actor rule). */
  actorId: number | null;
  subject: NotificationSubjectView | null;
  data: NotificationDataView;
  link: string | null;
}

export interface NotificationDataView {
  excerpt: string | null;
  action: string | null;
  reason: string | null;
  targetType: string | null;
  targetTitle: string | null;
  count: number | null;
}

export const NOTIFICATIONS_FIRST: FirstBounds = {
  max: LIMITS.notifications.pageMax,
  default: LIMITS.notifications.pageDefault,
};

/** [viewer id, created at in microseconds, notification id]: newest first. */
export const NOTIFICATIONS_CURSOR = cursorKind('notifications', ['int', 'int', 'int']);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The typed fields of `data` (whatever else a writer put there stays out). */
export function dataOf(data: Record<string, unknown> | null): NotificationDataView {
  const d = data ?? {};
  const count = Number(d.count);
  return {
    excerpt: text(d.excerpt),
    action: text(d.action),
    reason: text(d.reason),
    targetType: text(d.targetType),
    targetTitle: text(d.targetTitle),
    count: Number.isInteger(count) && count > 0 ? count : null,
  };
}

/** A notification view with its subject, as clients see it. */
export function itemOf(
  n: NotificationView,
  subject: NotificationSubjectView | null | undefined,
): NotificationItem {
  return {
    id: n.id,
    kind: n.kind,
    createdAt: n.dateCreated,
    read: n.readAt != null,
    actorId: n.actor?.id ?? null,
    subject: subject ?? null,
    data: dataOf(n.data),
    link: notificationPath(n, subject),
  };
}

const whatLinkMutes = (target: DigestUnsubscribeTarget) =>
  target === 'all' ? 'notifications of every kind' : NOTIFICATION_KIND_LABELS[target].toLowerCase();

/**
 * The viewer's notifications (the bell, the page) and digest preferences. Every method works
 * on the viewer's own rows only (inbox.policy.ts); callers pass a signed-in viewer.
 */
export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<AppDeps, 'config'>,
  ) {}

  /** Newest first; shown notifications only (inbox.policy.ts). */
  async list(
    viewer: User,
    args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
  ): Promise<ConnectionResult<NotificationItem>> {
    const window = connectionWindow(NOTIFICATIONS_CURSOR, args, NOTIFICATIONS_FIRST);
    if (window.after && window.after[0] !== viewer.id)
      throw badInput(MESSAGES.invalidCursor, 'after');
    const unreadOnly = Boolean(args.unreadOnly);
    const found = await notificationsPage(
      this.db,
      viewer.id,
      unreadOnly,
      window.after ? [window.after[1], window.after[2]] : null,
      window.first + 1,
    );
    const page = found.slice(0, window.first);
    const subjects = await subjectsOf(
      this.db,
      page.map((r) => r.node),
    );
    return toConnection(
      found,
      window,
      NOTIFICATIONS_CURSOR,
      (row) => [viewer.id, row.createdMicros, row.node.id] as const,
      (row) => itemOf(row.node, subjects.get(row.node.id)),
      () => notificationsCount(this.db, viewer.id, unreadOnly),
    );
  }

  unreadCount(viewer: User): Promise<number> {
    return notificationsCount(this.db, viewer.id, true);
  }

  /** Marks the viewer's own among `ids` read; ids of anyone else's change nothing. */
  async markRead(
    viewer: User,
    ids: readonly number[],
  ): Promise<{ marked: number; unreadCount: number }> {
    if (ids.length === 0) throw badInput(MESSAGES.notificationIdsRequired, 'ids');
    if (ids.length > LIMITS.notifications.markReadMax)
      throw badInput(MESSAGES.notificationIdsTooMany(LIMITS.notifications.markReadMax), 'ids');
    const marked = await markRead(this.db, viewer.id, [...new Set(ids)]);
    return { marked: marked.length, unreadCount: await this.unreadCount(viewer) };
  }

  async markAllRead(viewer: User): Promise<{ marked: number; unreadCount: number }> {
    const marked = await markAllRead(this.db, viewer.id);
    return { marked, unreadCount: await this.unreadCount(viewer) };
  }

  /** Every kind with whether it is mailed (no choice made = mailed). */
  async preferences(viewer: User): Promise<{ kind: NotificationKindValue; email: boolean }[]> {
    const set = await preferencesOf(this.db, viewer.id);
    return NOTIFICATION_KINDS.map((kind) => ({ kind, email: isKindMailed(kind, set) }));
  }

  /** Sets the kinds given (others keep their choice); answers every kind. */
  async updatePreferences(
    viewer: User,
    choices: readonly { kind: NotificationKindValue; email: boolean }[],
  ): Promise<{ kind: NotificationKindValue; email: boolean }[]> {
    if (new Set(choices.map((c) => c.kind)).size !== choices.length)
      throw badInput(MESSAGES.notificationPreferenceTwice, 'preferences');
    await setPreferences(this.db, viewer.id, choices);
    return this.preferences(viewer);
  }

  /** What a digest's unsubscribe link turns off (for its confirm page); BAD_USER_INPUT if forged. */
  describeUnsubscribeLink(token: string): string {
    return whatLinkMutes(this.claimsOf(token).target);
  }

  /**
   * The digest's one-click unsubscribe (no sign-in: the link is signed): turns the link's kind
   * (or every kind) off for its user. Answers what was turned off, for the answer page.
   */
  async unsubscribeByLink(token: string): Promise<string> {
    const claims = this.claimsOf(token);
    const kinds = claims.target === 'all' ? NOTIFICATION_KINDS : [claims.target];
    await setPreferences(
      this.db,
      claims.userId,
      kinds.map((kind) => ({ kind, email: false })),
    );
    return whatLinkMutes(claims.target);
  }

  private claimsOf(token: string) {
    const claims = digestLinks(this.deps).verify(token);
    if (!claims) throw badInput(MESSAGES.digestUnsubscribeInvalid);
    return claims;
  }
}
