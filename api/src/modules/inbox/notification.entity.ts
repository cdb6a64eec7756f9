import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { enumOf, NOTIFICATION_KINDS } from '../../config/vocabulary';
import { User } from '../users/user.entity';

/** From config/vocabulary.ts (NOTIFICATION_KINDS). */
export const NotificationKind = enumOf(NOTIFICATION_KINDS);
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];

/**
 * One thing a user is told about in the app (the bell) and, unless muted, in the daily e-mail
 * digest. The subject columns are plain ids without foreign keys: a notification outlives what
 * it points at, and the reads leave out subjects that are gone or hidden.
 */
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_recipient_index', properties: ['recipient', 'id'] })
@Index({
  name: 'notifications_unread_index',
  expression:
    'create index "notifications_unread_index" on "notifications" ("recipient_id") where "read_at" is null',
})
@Index({
  // One issue.published per recipient and issue: a retried fan-out inserts nothing twice.
  name: 'notifications_issue_published_unique',
  expression:
    'create unique index "notifications_issue_published_unique" on "notifications" ("recipient_id", "issue_id") where "kind" = \'issue.published\'',
})
@Index({
  // Likes of one comment gather in one entry until it is read or mailed (notify.ts).
  name: 'notifications_liked_group_unique',
  expression:
    'create unique index "notifications_liked_group_unique" on "notifications" ("recipient_id", "comment_id") where "kind" = \'comment.liked\' and "read_at" is null and "emailed_at" is null',
})
@Index({
  name: 'notifications_digest_index',
  expression:
    'create index "notifications_digest_index" on "notifications" ("date_created") where "emailed_at" is null',
})
export class Notification {
  [OptionalProps]?: 'dateCreated' | 'readAt' | 'emailedAt' | 'data';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  recipient!: User;

  @Enum({ items: () => NotificationKind })
  kind!: NotificationKind;

  /** Who did it (a replier, a moderator); null when it was the system or the account is gone. */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  actor?: User | null;

  @Property({ type: 'integer', nullable: true })
  bookId?: number | null;

  @Property({ type: 'integer', nullable: true })
  issueId?: number | null;

  @Property({ type: 'integer', nullable: true })
  commentId?: number | null;

  /** Kind-specific details (a moderation reason, a count of likes). */
  @Property({ type: 'json', nullable: true })
  data?: Record<string, unknown> | null;

  @Property({ type: 'Date', nullable: true })
  readAt?: Date | null;

  /** When the digest mailed it (or skipped it because its kind is muted). */
  @Property({ type: 'Date', nullable: true })
  emailedAt?: Date | null;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
