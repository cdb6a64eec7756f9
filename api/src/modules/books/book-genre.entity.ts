import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { Book } from './book.entity';

/** A genre of a book, stored lower-case, one of the fixed list in config/vocabulary.ts. */
@Entity({ tableName: 'book_genres' })
@Unique({ name: 'book_genres_book_genre_unique', properties: ['book', 'genre'] })
@Index({ name: 'book_genres_genre_index', properties: ['genre'] })
export class BookGenre {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne('Book', { deleteRule: 'cascade' })
  book!: Book;

  @Property({ type: 'string', length: 40 })
  genre!: string;
}
