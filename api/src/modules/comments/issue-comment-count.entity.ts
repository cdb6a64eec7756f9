import { Entity, OneToOne, Property } from '@mikro-orm/core';
import { Issue } from '../issues/issue.entity';

/**
 * The number of comments and replies everyone sees on an issue, kept in the transaction of
 * every write that changes it (a row appears with the first comment), so issue cards and
 * details show `commentCount` without counting.
 */
@Entity({ tableName: 'issue_comment_counts' })
export class IssueCommentCount {
  @OneToOne(() => Issue, { primary: true, deleteRule: 'cascade', owner: true })
  issue!: Issue;

  @Property({ type: 'integer', default: 0 })
  commentCount: number = 0;
}
