import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
} from '@mikro-orm/core';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';

/**
 * A reader's comment on an issue, or a reply to one (one level: `parent` is always a top-level
 * comment). Rows are never removed by the product: deleting or hiding sets a time, so a thread
 * keeps its place for the replies and moderators keep the context. What a state means and who
 * sees what is in comments.policy.ts. `likeCount` and `replyCount` are kept in the writes'
 * transactions so that a page of comments needs no counting.
 */
@Entity({ tableName: 'comments' })
@Check({ name: 'comments_body_length', expression: 'char_length(body) <= 2000' })
@Check({ name: 'comments_body_present', expression: 'char_length(body) >= 1' })
@Check({ name: 'comments_page_positive', expression: 'page_number is null or page_number >= 1' })
@Check({ name: 'comments_counts_positive', expression: 'like_count >= 0 and reply_count >= 0' })
// The lists order by id for "newest" (ids grow with time) and by likes then id for "top".
@Index({
  name: 'comments_issue_newest_index',
  expression:
    'create index "comments_issue_newest_index" on "comments" ("issue_id", "id" desc) where "parent_id" is null',
})
@Index({
  name: 'comments_issue_top_index',
  expression:
    'create index "comments_issue_top_index" on "comments" ("issue_id", "like_count" desc, "id" desc) where "parent_id" is null',
})
@Index({
  name: 'comments_issue_pinned_unique',
  expression:
    'create unique index "comments_issue_pinned_unique" on "comments" ("issue_id") where "pinned_at" is not null',
})
@Index({ name: 'comments_parent_index', properties: ['parent', 'id'] })
@Index({ name: 'comments_author_index', properties: ['author', 'issue', 'dateCreated'] })
export class Comment {
  [OptionalProps]?:
    | 'dateCreated'
    | 'spoiler'
    | 'pageNumber'
    | 'parent'
    | 'likeCount'
    | 'replyCount'
    | 'editedAt'
    | 'deletedAt'
    | 'hiddenByCreatorAt'
    | 'hiddenByModeratorAt'
    | 'pinnedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Issue, { deleteRule: 'cascade', index: false })
  issue!: Issue;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  author!: User;

  /** The top-level comment this one replies to; null for a top-level comment. */
  @ManyToOne(() => Comment, { deleteRule: 'cascade', nullable: true, index: false })
  parent?: Comment | null;

  /** Plain text as written (trimmed); links and mentions are found when it is shown. */
  @Property({ type: 'text' })
  body!: string;

  /** The web hides the text until the reader asks for it. */
  @Property({ type: 'boolean', default: false })
  spoiler: boolean = false;

  /** The page of the issue the comment is about (1-based), or null. */
  @Property({ type: 'smallint', nullable: true })
  pageNumber?: number | null;

  @Property({ type: 'integer', default: 0 })
  likeCount: number = 0;

  /** Replies everyone sees (comments.policy.ts `isCommentPublic`). */
  @Property({ type: 'integer', default: 0 })
  replyCount: number = 0;

  @Property({ type: 'Date', nullable: true })
  editedAt?: Date | null;

  /** Deleted by its author or by the work's creator; the thread shows "[deleted]" in its place. */
  @Property({ type: 'Date', nullable: true })
  deletedAt?: Date | null;

  @Property({ type: 'Date', nullable: true })
  hiddenByCreatorAt?: Date | null;

  @Property({ type: 'Date', nullable: true })
  hiddenByModeratorAt?: Date | null;

  /** The work's creator pinned it (at most one per issue, a unique index). */
  @Property({ type: 'Date', nullable: true })
  pinnedAt?: Date | null;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
