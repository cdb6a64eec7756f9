import type { NotificationKindValue } from '../../config/vocabulary';
import { columnsOf, type Db, rows, statement, toView, type RowRef } from '../../db/sql';
import { fromMicros, micros } from '../../shared/keyset-sql';
import { activeUserSql } from '../users/users.policy';
import { publicIssueSql } from '../issues/issues.policy';
import { issueWorkFrom } from '../issues/public-works.queries';
import { Notification } from './notification.entity';
import { kindMailedSql, ownNotificationSql, shownNotificationSql } from './inbox.policy';

/** A notification as the reads return it (a view of Notification). */
export interface NotificationView {
  id: number;
  recipient: RowRef;
  kind: NotificationKindValue;
  actor: RowRef | null;
  bookId: number | null;
  issueId: number | null;
  commentId: number | null;
  data: Record<string, unknown> | null;
  readAt: Date | null;
  emailedAt: Date | null;
  dateCreated: Date;
}

/** A listed notification with its keyset position (newest first: created desc, id desc). */
export interface ListedNotification {
  node: NotificationView;
  createdMicros: number;
}

/** A notification claimed by the digest, with what the digest decides from. */
export interface DigestRow {
  node: NotificationView;
  /** Its subject is public (or its kind shows without one). */
  shown: boolean;
  /** Its kind is mailed to this recipient. */
  mailed: boolean;
}

const SHOWN = shownNotificationSql('n');
const OWN = ownNotificationSql('n', '$1');

/** Reads and writes of notifications and their preferences (the digest's too). */
export const inboxQueries = {
  /**
   * Views of Notification with `created_us`: user `$1`'s shown notifications (unread only when
   * `$2`), newest first, after (`$3` microseconds, `$4` id) or from the start, `$5` rows.
   */
  page: statement(
    `select ${columnsOf(Notification, 'n')}, ${micros('n.date_created')} as created_us
       from notifications n
      where ${OWN} and (not $2::boolean or n.read_at is null) and ${SHOWN}
        and ($3::bigint is null or (n.date_created, n.id) < (${fromMicros('$3')}, $4::int))
      order by n.date_created desc, n.id desc limit $5`,
  ),
  /** Rows `{ count }`: user `$1`'s shown notifications (unread only when `$2`). */
  count: statement(
    `select count(*)::int as count from notifications n
      where ${OWN} and (not $2::boolean or n.read_at is null) and ${SHOWN}`,
  ),
  /** Rows `{ id }`: marks user `$1`'s notifications among ids `$2` read (others' ids change nothing). */
  markRead: statement(
    `update notifications n set read_at = now()
      where ${OWN} and n.id = any($2::int[]) and n.read_at is null returning n.id`,
    { pool: 'orm' },
  ),
  /** Rows `{ id }`: marks all of user `$1`'s notifications read. */
  markAllRead: statement(
    `update notifications n set read_at = now() where ${OWN} and n.read_at is null returning n.id`,
    { pool: 'orm' },
  ),
  /** Rows `{ kind, email }`: the kinds user `$1` has set. */
  preferences: statement(
    `select kind, email from notification_preferences where user_id = $1 order by kind`,
    { pool: 'orm' },
  ),
  /** Sets user `$1`'s digest choice for kinds `$2` to `$3` (parallel arrays, kinds unique); nothing for an unknown user. */
  setPreferences: statement(
    `insert into notification_preferences (user_id, kind, email, last_updated)
     select $1, p.kind, p.email, now() from unnest($2::text[], $3::boolean[]) as p(kind, email)
      where exists (select 1 from users where id = $1)
     on conflict (user_id, kind) do update set email = excluded.email, last_updated = now()`,
    { pool: 'orm' },
  ),
  /**
   * Rows `{ count }`: records an `issue.published` for every active subscriber of the creator
   * of issue `$1`, when the issue is public (released, its book visible), in one insert. A
   * retry inserts nothing twice (`notifications_issue_published_unique`). Only subscriptions
   * made by the release count: the job may run after a reader subscribed, and an issue out
   * before they followed is not news to them.
   */
  issuePublished: statement(
    `with added as (
       insert into notifications (recipient_id, kind, actor_id, book_id, issue_id)
       select s.subscriber_id, 'issue.published', b.publisher_id, b.id, i.id
         from ${issueWorkFrom()}
         join subscriptions s on s.publisher_id = b.publisher_id
         join users su on su.id = s.subscriber_id
        where i.id = $1 and ${publicIssueSql('i', 'b', 'u')} and ${activeUserSql('su')}
          and s.subscriber_id <> b.publisher_id and s.date_created <= i.release_at
       on conflict do nothing returning 1)
     select count(*)::int as count from added`,
    { pool: 'orm' },
  ),
  /** Rows `{ recipient_id }`: recipients after id `$1` with notifications not mailed yet, `$2` at most. */
  digestRecipients: statement(
    `select distinct recipient_id from notifications
      where emailed_at is null and recipient_id > $1 order by recipient_id limit $2`,
    { pool: 'orm' },
  ),
  /**
   * Rows `{ locked }`: takes the digest's lock on recipient `$1` for the transaction, or says
   * another run holds it (a second replica or a retried job skips that recipient).
   */
  lockRecipient: statement(
    `select pg_try_advisory_xact_lock(hashtext('notification-digest'), $1::int) as locked`,
    { pool: 'orm' },
  ),
  /**
   * Views of Notification with `shown` and `mailed`: recipient `$1`'s notifications not mailed
   * yet, newest first, locked for the transaction (rows another run holds are skipped).
   */
  digestClaim: statement(
    `select ${columnsOf(Notification, 'n')}, ${SHOWN} as shown, ${kindMailedSql('n')} as mailed
       from notifications n
      where n.recipient_id = $1 and n.emailed_at is null
      order by n.date_created desc, n.id desc
        for update of n skip locked`,
    { pool: 'orm' },
  ),
  /** Marks notifications `$1` as handled by the digest. */
  markEmailed: statement(`update notifications set emailed_at = now() where id = any($1::int[])`, {
    pool: 'orm',
  }),
};

type CreatedRow = Record<string, unknown> & { created_us: string | number };

/** A page of a user's notifications (up to `limit` rows after the position). */
export async function notificationsPage(
  db: Db,
  userId: number,
  unreadOnly: boolean,
  after: readonly [number, number] | null,
  limit: number,
): Promise<ListedNotification[]> {
  const found = await rows<CreatedRow>(db, inboxQueries.page, [
    userId,
    unreadOnly,
    after?.[0] ?? null,
    after?.[1] ?? null,
    limit,
  ]);
  return found.map((row) => ({
    node: toView<NotificationView>(db, Notification, row),
    createdMicros: Number(row.created_us),
  }));
}

export async function notificationsCount(
  db: Db,
  userId: number,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await rows<{ count: number }>(db, inboxQueries.count, [userId, unreadOnly]);
  return row?.count ?? 0;
}

/** Marks the user's own notifications among `ids` read; the ids marked. */
export async function markRead(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(db, inboxQueries.markRead, [userId, [...ids]]);
  return found.map((r) => r.id);
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  return (await rows<{ id: number }>(db, inboxQueries.markAllRead, [userId])).length;
}

/** The kinds the user has set, and whether each is mailed. */
export async function preferencesOf(
  db: Db,
  userId: number,
): Promise<Map<NotificationKindValue, boolean>> {
  const found = await rows<{ kind: NotificationKindValue; email: boolean }>(
    db,
    inboxQueries.preferences,
    [userId],
  );
  return new Map(found.map((r) => [r.kind, r.email]));
}

export async function setPreferences(
  db: Db,
  userId: number,
  choices: readonly { kind: NotificationKindValue; email: boolean }[],
): Promise<void> {
  if (choices.length === 0) return;
  await rows(db, inboxQueries.setPreferences, [
    userId,
    choices.map((c) => c.kind),
    choices.map((c) => c.email),
  ]);
}

/** Records `issue.published` for the subscribers of the issue's creator; how many were added. */
export async function recordIssuePublished(db: Db, issueId: number): Promise<number> {
  const [row] = await rows<{ count: number }>(db, inboxQueries.issuePublished, [issueId]);
  return row?.count ?? 0;
}

export async function digestRecipients(db: Db, afterId: number, limit: number): Promise<number[]> {
  const found = await rows<{ recipient_id: number }>(db, inboxQueries.digestRecipients, [
    afterId,
    limit,
  ]);
  return found.map((r) => r.recipient_id);
}

export async function lockDigestRecipient(db: Db, userId: number): Promise<boolean> {
  const [row] = await rows<{ locked: boolean }>(db, inboxQueries.lockRecipient, [userId]);
  return Boolean(row?.locked);
}

export async function claimDigestRows(db: Db, userId: number): Promise<DigestRow[]> {
  const found = await rows<Record<string, unknown> & { shown: boolean; mailed: boolean }>(
    db,
    inboxQueries.digestClaim,
    [userId],
  );
  return found.map((row) => ({
    node: toView<NotificationView>(db, Notification, row),
    shown: Boolean(row.shown),
    mailed: Boolean(row.mailed),
  }));
}

export async function markEmailed(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await rows(db, inboxQueries.markEmailed, [[...ids]]);
}
