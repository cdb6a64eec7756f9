import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Book } from '../books/book.entity';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';

/**
 * How far a signed-in reader got in one issue: the furthest page seen and the last page seen
 * (where the reader stopped; reopening the issue scrolls there). One row per (user, issue);
 * `book` is the issue's book, kept here so "one entry per book" reads need no join.
 */
@Entity({ tableName: 'reading_progress' })
@Unique({ name: 'reading_progress_user_issue_unique', properties: ['user', 'issue'] })
@Index({ name: 'reading_progress_user_updated_index', properties: ['user', 'updatedAt'] })
@Index({ name: 'reading_progress_user_book_index', properties: ['user', 'book'] })
@Check({
  name: 'reading_progress_pages_positive',
  expression: 'last_page >= 1 and furthest_page >= last_page',
})
export class ReadingProgress {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Issue, { deleteRule: 'cascade', index: 'reading_progress_issue_index' })
  issue!: Issue;

  @ManyToOne(() => Book, { deleteRule: 'cascade', index: 'reading_progress_book_index' })
  book!: Book;

  /** The furthest page ever seen (1-based). */
  @Property({ type: 'smallint' })
  furthestPage!: number;

  /** The last page seen: where the reader stopped. */
  @Property({ type: 'smallint' })
  lastPage!: number;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
