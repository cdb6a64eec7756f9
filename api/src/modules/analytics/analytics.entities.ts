import {
  BigIntType,
  Entity,
  Enum,
  Index,
  ManyToOne,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
} from '@mikro-orm/core';
import { enumOf, READING_SOURCES } from '../../config/vocabulary';
import { Book } from '../books/book.entity';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';

/**
 * The analytics tables. The raw events (`reading_events`) have no entity: the table is
 * partitioned by day and written only by the recorder's SQL, so the schema diff leaves it alone
 * (db/mikro-orm.config.ts, SQL_ONLY_TABLES). Everything here is written by the rollup job and
 * read by the stats queries; days are UTC dates as `YYYY-MM-DD` strings.
 */

/** From config/vocabulary.ts (READING_SOURCES). */
export const ReadingSource = enumOf(READING_SOURCES);
export type ReadingSource = (typeof ReadingSource)[keyof typeof ReadingSource];

/**
 * The salt of one UTC day's reader hashes. Only today's and yesterday's exist: the maintenance
 * job deletes older ones, so an older day's hashes can no longer be recomputed from anything kept.
 */
@Entity({ tableName: 'analytics_salts' })
export class AnalyticsSalt {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'blob' })
  salt!: Buffer;
}

/**
 * One issue's figures of one day, and its running totals through that day (`cum_*`), kept by
 * the rollup: the figures of any range are two rows' difference, so a creator's year of issue
 * figures is two index probes per issue instead of a sum over every day.
 */
@Entity({ tableName: 'issue_daily_stats' })
// Covering: the latest row of an issue up to a day, read from the index alone.
@Index({
  name: 'issue_daily_stats_running_index',
  expression:
    'create index "issue_daily_stats_running_index" on "issue_daily_stats" ("issue_id", "day") include ("creator_id", "cum_views", "cum_unique_readers", "cum_completions", "cum_likes", "cum_comments")',
})
@Index({ name: 'issue_daily_stats_book_day_index', properties: ['book', 'day'] })
export class IssueDailyStats {
  [PrimaryKeyProp]?: ['issue', 'day'];

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @ManyToOne(() => Book, { deleteRule: 'cascade', index: false })
  book!: Book;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  creator!: User;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  uniqueReaders: number = 0;

  @Property({ type: 'integer', default: 0 })
  completions: number = 0;

  @Property({ type: 'integer', default: 0 })
  likes: number = 0;

  @Property({ type: 'integer', default: 0 })
  comments: number = 0;

  @Property({ type: 'bigint', default: 0 })
  cumViews: string = '0';

  @Property({ type: 'bigint', default: 0 })
  cumUniqueReaders: string = '0';

  @Property({ type: 'bigint', default: 0 })
  cumCompletions: string = '0';

  @Property({ type: 'bigint', default: 0 })
  cumLikes: string = '0';

  @Property({ type: 'bigint', default: 0 })
  cumComments: string = '0';
}

/** One book's figures of one day; unique readers are distinct hashes over all its issues. */
@Entity({ tableName: 'book_daily_stats' })
@Index({ name: 'book_daily_stats_creator_day_index', properties: ['creator', 'day'] })
export class BookDailyStats {
  [PrimaryKeyProp]?: ['book', 'day'];

  @ManyToOne(() => Book, { primary: true, deleteRule: 'cascade' })
  book!: Book;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  creator!: User;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  uniqueReaders: number = 0;

  @Property({ type: 'integer', default: 0 })
  completions: number = 0;

  @Property({ type: 'integer', default: 0 })
  likes: number = 0;

  @Property({ type: 'integer', default: 0 })
  ratings: number = 0;

  @Property({ type: 'integer', default: 0 })
  comments: number = 0;
}

/** One creator's figures of one day, across all their works, with their subscribers gained and lost. */
@Entity({ tableName: 'creator_daily_stats' })
export class CreatorDailyStats {
  [PrimaryKeyProp]?: ['creator', 'day'];

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  creator!: User;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;

  @Property({ type: 'integer', default: 0 })
  uniqueReaders: number = 0;

  @Property({ type: 'integer', default: 0 })
  completions: number = 0;

  @Property({ type: 'integer', default: 0 })
  likes: number = 0;

  @Property({ type: 'integer', default: 0 })
  ratings: number = 0;

  @Property({ type: 'integer', default: 0 })
  comments: number = 0;

  @Property({ type: 'integer', default: 0 })
  subscribersGained: number = 0;

  @Property({ type: 'integer', default: 0 })
  subscribersLost: number = 0;
}

/**
 * How many of an issue's readers of one day got at least to `page` (their furthest page that
 * day); readers without a hash count once per event. Page 1 is everyone who opened it.
 */
@Entity({ tableName: 'issue_daily_page_reach' })
export class IssueDailyPageReach {
  [PrimaryKeyProp]?: ['issue', 'day', 'page'];

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @PrimaryKey({ type: 'smallint' })
  page!: number;

  @Property({ type: 'integer', default: 0 })
  readers: number = 0;
}

/** An issue's views of one day by source and referrer domain (`''` when there was none). */
@Entity({ tableName: 'issue_daily_traffic' })
@Index({ name: 'issue_daily_traffic_creator_day_index', properties: ['creator', 'day'] })
@Index({ name: 'issue_daily_traffic_book_day_index', properties: ['book', 'day'] })
export class IssueDailyTraffic {
  [PrimaryKeyProp]?: ['issue', 'day', 'source', 'referrerDomain'];

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Enum({ items: () => ReadingSource, primary: true })
  source!: ReadingSource;

  @PrimaryKey({ type: 'text' })
  referrerDomain!: string;

  @ManyToOne(() => Book, { deleteRule: 'cascade', index: false })
  book!: Book;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  creator!: User;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;
}

/** An issue's all-time views and (daily unique) readers, kept by the rollup for public counts. */
@Entity({ tableName: 'issue_read_totals' })
export class IssueReadTotal {
  [PrimaryKeyProp]?: 'issue';

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @Property({ type: new BigIntType('number'), default: 0 })
  views: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  readers: number = 0;
}

/** A book's all-time views and (daily unique) readers, kept by the rollup for popularity. */
@Entity({ tableName: 'book_read_totals' })
export class BookReadTotal {
  [PrimaryKeyProp]?: 'book';

  @ManyToOne(() => Book, { primary: true, deleteRule: 'cascade' })
  book!: Book;

  @Property({ type: new BigIntType('number'), default: 0 })
  views: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  readers: number = 0;
}

/** Subscribes and unsubscribes to a creator on one day, counted by the subscriptions service. */
@Entity({ tableName: 'subscription_changes' })
export class SubscriptionChange {
  [PrimaryKeyProp]?: ['creator', 'day'];

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  creator!: User;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  gained: number = 0;

  @Property({ type: 'integer', default: 0 })
  lost: number = 0;
}

/** Every analytics entity, for db/entities.ts. */
export const ANALYTICS_ENTITIES = [
  AnalyticsSalt,
  IssueDailyStats,
  BookDailyStats,
  CreatorDailyStats,
  IssueDailyPageReach,
  IssueDailyTraffic,
  IssueReadTotal,
  BookReadTotal,
  SubscriptionChange,
];
