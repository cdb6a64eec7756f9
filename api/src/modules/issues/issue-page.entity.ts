import {
  Check,
  DeferMode,
  Embedded,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { StoredImage } from '../media/stored-image.embeddable';
import type { RowRef } from '../../db/sql';
import { LIMITS } from '../../config/limits';
import { Field, Int, ObjectType } from 'type-graphql';
import type { Issue } from './issue.entity';

/**
 * One page of an issue. (issue, page_number) is unique and DEFERRABLE (see the
 * metadata), so a reorder can swap numbers inside one transaction.
 */
@ObjectType('Page', { description: 'One page of an issue.' })
@Entity({ tableName: 'issue_pages' })
@Unique({
  name: 'issue_pages_issue_page_unique',
  properties: ['issue', 'pageNumber'],
  deferMode: DeferMode.INITIALLY_IMMEDIATE,
})
@Check({ name: 'issue_pages_page_number_positive', expression: 'page_number >= 1' })
@Check({
  name: 'issue_pages_transcript_length',
  expression: `transcript is null or char_length(transcript) <= ${LIMITS.transcriptMax}`,
})
export class IssuePage {
  [OptionalProps]?: 'dateCreated' | 'lastUpdated' | 'isSpread' | 'spreadSetByCreator';

  @Field(() => Int, { description: 'Unique id of the page.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne('Issue', { deleteRule: 'cascade', index: 'issue_pages_issue_index' })
  issue!: Issue;

  @Field(() => Int, { description: 'Position of the page in its issue: 1..N without gaps.' })
  @Property({ type: 'smallint' })
  pageNumber!: number;

  @Embedded(() => StoredImage, { prefix: 'image_' })
  image!: StoredImage;

  @Field(() => String, {
    nullable: true,
    description: `What the page shows, for screen readers (at most ${LIMITS.altTextMax} characters). Null: readers build "book - issue - Page N".`,
  })
  @Property({ type: 'string', length: LIMITS.altTextMax, nullable: true })
  altText?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The page's text in reading order: dialogue, captions, sound effects (at most ${LIMITS.transcriptMax} characters).`,
  })
  @Property({ type: 'text', nullable: true })
  transcript?: string | null;

  /**
   * Two printed pages side by side: double-page mode shows it alone, across the screen. The
   * derivative job sets it for a page wider than tall unless the creator chose
   * (`spreadSetByCreator`), so detection never undoes a creator's choice.
   */
  @Field(() => Boolean, {
    description:
      'A spread: two printed pages side by side, shown alone across the screen in double-page mode. Set by the creator, or detected for a page wider than tall.',
  })
  @Property({ type: 'boolean', default: false })
  isSpread: boolean = false;

  /** `isSpread` is the creator's choice (edit screen, ComicInfo DoublePage), not detection's. */
  @Property({ type: 'boolean', default: false })
  spreadSetByCreator: boolean = false;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  @Property({ type: 'Date', nullable: true, onUpdate: () => new Date() })
  lastUpdated?: Date | null;
}

/** A page as the read paths hand it around (db/row-view.ts); an entity is one too. */
export type IssuePageView = Omit<IssuePage, 'issue'> & { issue: RowRef };
