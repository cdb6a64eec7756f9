import {
  Check,
  Collection,
  Embedded,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Book } from '../books/book.entity';
import { StoredImage } from '../media/stored-image.embeddable';
import type { RowRef } from '../../db/sql';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';
import { IssuePage } from './issue-page.entity';
import { ISSUES_FTS_INDEX, ISSUES_TRGM_INDEX } from '../search/search.sql';

@ObjectType('Issue', { description: 'One issue of a book, with ordered pages.' })
@Entity({ tableName: 'issues' })
@Unique({ name: 'issues_book_number_unique', properties: ['book', 'issueNumber'] })
@Check({ name: 'issues_number_positive', expression: 'issue_number >= 1' })
@Check({ name: 'issues_title_length', expression: 'char_length(title) <= 50' })
@Check({ name: 'issues_title_present', expression: 'char_length(title) >= 1' })
@Check({ name: 'issues_description_length', expression: 'char_length(description) <= 550' })
@Check({ name: 'issues_description_present', expression: 'char_length(description) >= 1' })
@Check({ name: 'issues_pair_offset_range', expression: 'pair_offset in (0, 1)' })
@Index({ name: 'issues_publisher_date_index', properties: ['publisher', 'dateCreated'] })
// Scheduled releases (issues.policy.ts): the release job finds its issue by id; this serves
// "which issues are still scheduled" (the creator's views, sweeps) without a table scan.
@Index({ name: 'issues_release_at_index', properties: ['releaseAt'] })
// Search indexes (PostgreSQL search provider); the expressions live in search.sql.ts.
@Index({ name: 'issues_search_fts_index', expression: ISSUES_FTS_INDEX })
@Index({ name: 'issues_title_trgm_index', expression: ISSUES_TRGM_INDEX })
export class Issue {
  [OptionalProps]?:
    | 'dateCreated'
    | 'lastUpdated'
    | 'releaseAt'
    | 'releaseAnnouncedAt'
    | 'removed'
    | 'coverStandsAlone'
    | 'pairOffset';

  @Field(() => Int, { description: 'Unique id of the issue.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Book, { deleteRule: 'cascade' })
  book!: Book;

  /** The uploader; always the book's publisher. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  publisher!: User;

  @Field(() => Int, { description: 'Number of the issue in its book: 1..N without gaps.' })
  @Property({ type: 'smallint' })
  issueNumber!: number;

  @Field(() => String, { description: 'Issue title (at most 50 characters).' })
  @Property({ type: 'string', length: 50 })
  title!: string;

  @Field(() => String, { description: 'Issue description (at most 550 characters).' })
  @Property({ type: 'string', length: 550 })
  description!: string;

  @Property({ type: 'string', length: 32, unique: 'issues_image_prefix_unique' })
  imagePrefixRef!: string;

  @Embedded(() => StoredImage, { prefix: 'cover_' })
  cover!: StoredImage;

  /** Weighted full-text document (title A, description B), kept current by a trigger (search migration); never loaded. */
  @Property({ columnType: 'tsvector', type: 'string', nullable: true, lazy: true, hidden: true })
  searchVector?: string | null;

  @OneToMany(() => IssuePage, (p) => p.issue)
  pages = new Collection<IssuePage>(this);

  @Field(() => Date, { description: 'When the issue was published.' })
  @Index({ name: 'issues_date_created_index' })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  /**
   * When readers may see the issue (issues.policy.ts `isIssueReleased`): a future time for a
   * scheduled issue; else left to the database's now() (the transaction's start, read back on
   * insert), so the SQL rule `release_at <= now()` holds at once whatever the app's clock says.
   */
  @Field(() => Date, {
    description:
      'When the issue is released to readers: its publication time, or a future time while it is scheduled (only its creator sees a scheduled issue).',
  })
  @Property({ type: 'Date', defaultRaw: 'now()' })
  releaseAt!: Date;

  /**
   * When the new-issue notices and webhooks went out (once: set atomically by whoever sends
   * them, publish-events.ts or the release job); null while a scheduled issue waits.
   */
  @Property({ type: 'Date', nullable: true })
  releaseAnnouncedAt?: Date | null;

  /**
   * A moderator removed the issue: readers see it as if it were not released (issues.policy.ts);
   * its creator still sees it and cannot undo the removal.
   */
  @Property({ type: 'boolean', default: false })
  removed: boolean = false;

  /** Double-page mode shows page 1 alone (a cover); `Issue.layout` (issues.fields.ts). */
  @Property({ type: 'boolean', default: true })
  coverStandsAlone: boolean = true;

  /** 0 or 1: shifts the pairing of the pages after the cover by one page (`Issue.layout`). */
  @Property({ type: 'smallint', default: 0 })
  pairOffset: number = 0;

  @Field(() => Date, { nullable: true, description: 'When the issue was last changed.' })
  @Property({ type: 'Date', nullable: true, onUpdate: () => new Date() })
  lastUpdated?: Date | null;
}

/** An issue as the read paths hand it around (db/row-view.ts); an entity is one too. */
export type IssueView = Omit<Issue, 'book' | 'publisher' | 'pages' | 'searchVector'> & {
  book: RowRef;
  publisher: RowRef;
};
