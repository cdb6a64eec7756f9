import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
} from '@mikro-orm/core';
import { Book } from '../books/book.entity';
import { User } from '../users/user.entity';

/**
 * A reader's rating of a book, 1 to 5 stars: one per (book, user), changed in place. The
 * counter `book_rating_totals` follows every insert, update and delete through a trigger.
 */
@Entity({ tableName: 'book_ratings' })
@Check({ name: 'book_ratings_stars', expression: 'rating >= 1 and rating <= 5' })
@Index({ name: 'book_ratings_user_index', properties: ['user'] })
export class BookRating {
  [PrimaryKeyProp]?: ['book', 'user'];
  [OptionalProps]?: 'dateCreated' | 'updatedAt';

  @ManyToOne(() => Book, { primary: true, deleteRule: 'cascade' })
  book!: Book;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'Date', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  @Property({ type: 'Date', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

/** A book's number of ratings and their sum (the average is sum / count), kept by the trigger. */
@Entity({ tableName: 'book_rating_totals' })
export class BookRatingTotal {
  [PrimaryKeyProp]?: 'book';

  @ManyToOne(() => Book, { primary: true, deleteRule: 'cascade' })
  book!: Book;

  @Property({ type: 'integer', default: 0 })
  ratings: number = 0;

  @Property({ type: 'integer', default: 0 })
  ratingSum: number = 0;
}
