import {
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Book } from '../books/book.entity';
import { User } from '../users/user.entity';

@Entity({ tableName: 'bookmarks' })
@Unique({ name: 'bookmarks_user_book_unique', properties: ['user', 'book'] })
@Index({ name: 'bookmarks_user_date_index', properties: ['user', 'dateCreated'] })
export class Bookmark {
  [OptionalProps]?: 'dateCreated';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Book, { deleteRule: 'cascade', index: 'bookmarks_book_index' })
  book!: Book;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();
}
