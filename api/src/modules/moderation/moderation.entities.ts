import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import {
  enumOf,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
} from '../../config/vocabulary';
import { Book } from '../books/book.entity';
import { User } from '../users/user.entity';

/** From config/vocabulary.ts. */
export const ReportTarget = enumOf(REPORT_TARGETS);
export type ReportTarget = (typeof ReportTarget)[keyof typeof ReportTarget];
export const ReportReason = enumOf(REPORT_REASONS);
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason];
export const ModerationActionKind = enumOf(MODERATION_ACTIONS);
export type ModerationActionKind = (typeof ModerationActionKind)[keyof typeof ModerationActionKind];

/**
 * One user's report of a book, issue, comment or user. The target is a plain id (no foreign
 * key): a report outlives a deleted target, and the queue leaves such groups out. One open
 * report per reporter and target (the partial unique index makes reporting twice idempotent).
 * The reporter is never shown outside the moderation queue.
 */
@Entity({ tableName: 'reports' })
@Index({
  name: 'reports_open_reporter_target_unique',
  expression:
    'create unique index "reports_open_reporter_target_unique" on "reports" ("reporter_id", "target_type", "target_id") where "closed_at" is null',
})
@Index({
  name: 'reports_open_target_index',
  expression:
    'create index "reports_open_target_index" on "reports" ("target_type", "target_id") where "closed_at" is null',
})
export class Report {
  [OptionalProps]?: 'dateCreated' | 'text' | 'closedAt' | 'closedBy';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  reporter!: User;

  @Enum({ items: () => ReportTarget })
  targetType!: ReportTarget;

  @Property({ type: 'integer' })
  targetId!: number;

  @Enum({ items: () => ReportReason })
  reason!: ReportReason;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  /** When a moderator's action closed it (null while open). */
  @Property({ type: 'Date', nullable: true })
  closedAt?: Date | null;

  /** The audit entry that closed it. */
  @Property({ type: 'integer', nullable: true })
  closedBy?: number | null;
}

/**
 * The audit log: one row per moderator or admin action (who, what, on what, why, when), and
 * who it affected (the work's creator, the comment's author, the suspended user), who may
 * appeal it once.
 */
@Entity({ tableName: 'moderation_actions' })
@Index({ name: 'moderation_actions_target_index', properties: ['targetType', 'targetId'] })
export class ModerationAction {
  [OptionalProps]?: 'dateCreated' | 'affectedUser' | 'targetTitle';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null once the moderator's account is gone (the entry stays). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  moderator?: User | null;

  @Enum({ items: () => ModerationActionKind })
  action!: ModerationActionKind;

  @Enum({ items: () => ReportTarget })
  targetType!: ReportTarget;

  @Property({ type: 'integer' })
  targetId!: number;

  /** What the target was called when the action was taken (a title, a username, an excerpt). */
  @Property({ type: 'text', nullable: true })
  targetTitle?: string | null;

  @Property({ type: 'text' })
  reason!: string;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  affectedUser?: User | null;

  @Index({ name: 'moderation_actions_date_index' })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}

/** The affected user's one reply to an action; open appeals are items of the queue. */
@Entity({ tableName: 'moderation_appeals' })
@Unique({ name: 'moderation_appeals_action_unique', properties: ['action'] })
export class Appeal {
  [OptionalProps]?: 'dateCreated' | 'closedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => ModerationAction, { deleteRule: 'cascade' })
  action!: ModerationAction;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: User;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  @Property({ type: 'Date', nullable: true })
  closedAt?: Date | null;
}

/** A book moderators feature on the home page's Featured shelf. */
@Entity({ tableName: 'featured_books' })
export class FeaturedBook {
  [OptionalProps]?: 'dateCreated';

  @ManyToOne(() => Book, { primary: true, deleteRule: 'cascade' })
  book!: Book;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, index: false })
  featuredBy?: User | null;

  @Index({ name: 'featured_books_date_index' })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
