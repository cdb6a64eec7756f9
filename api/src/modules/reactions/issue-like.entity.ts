import { Entity, Index, ManyToOne, OptionalProps, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';

/**
 * A reader's like of an issue: one per (issue, user), so liking twice changes nothing. The
 * counter `issue_like_totals` follows every insert and delete through a trigger (see the
 * migration that adds this table), so no write path can let it drift.
 */
@Entity({ tableName: 'issue_likes' })
// The per-minute `issue.liked` batch counts an issue's likes of one window.
@Index({ name: 'issue_likes_issue_date_index', properties: ['issue', 'dateCreated'] })
@Index({ name: 'issue_likes_user_index', properties: ['user'] })
export class IssueLike {
  [PrimaryKeyProp]?: ['issue', 'user'];
  [OptionalProps]?: 'dateCreated';

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}

/** How many likes an issue has: kept by the `issue_likes` trigger, read by every count. */
@Entity({ tableName: 'issue_like_totals' })
export class IssueLikeTotal {
  [PrimaryKeyProp]?: 'issue';

  @ManyToOne(() => Issue, { primary: true, deleteRule: 'cascade' })
  issue!: Issue;

  @Property({ type: 'integer', default: 0 })
  likes: number = 0;
}
