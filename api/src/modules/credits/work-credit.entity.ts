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
import { Book } from '../books/book.entity';
import { Issue } from '../issues/issue.entity';
import { User } from '../users/user.entity';
import { enumOf, ROLES } from '../../config/vocabulary';

/** From config/vocabulary.ts (ROLES). */
export const CreditRoleEnum = enumOf(ROLES);
export type CreditRoleEnum = (typeof CreditRoleEnum)[keyof typeof CreditRoleEnum];

/** One role of one credited user on one issue. */
@Entity({ tableName: 'work_credits' })
@Unique({
  name: 'work_credits_issue_creator_role_unique',
  properties: ['issue', 'creator', 'role'],
})
@Index({ name: 'work_credits_creator_index', properties: ['creator'] })
@Index({ name: 'work_credits_book_index', properties: ['book'] })
export class WorkCredit {
  [OptionalProps]?: 'dateCreated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Issue, { deleteRule: 'cascade' })
  issue!: Issue;

  @ManyToOne(() => Book, { deleteRule: 'cascade' })
  book!: Book;

  /** The credited user (any user, deactivated ones too). */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  creator!: User;

  @Enum({ items: () => CreditRoleEnum })
  role!: CreditRoleEnum;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
