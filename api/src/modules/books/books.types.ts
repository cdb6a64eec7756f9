import { Field, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connections';
import { cursorKind } from '../../shared/paging';
import { Book } from './book.entity';

/** `books`: newest first; a cursor is [created at in microseconds, book id]. */
export const BOOK_CURSOR = cursorKind('book', ['int', 'int']);
export const BookConnection = connectionType(Book, 'Book', 'books');

@ObjectType('Genre', { description: 'A genre of the fixed list, for `books(genre:)` and search.' })
export class Genre {
  @Field(() => String, {
    description: 'The value to send (lower case), as in `Book.genres` and `books(genre:)`.',
  })
  key!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => Int, { description: 'Number of visible books with this genre.' })
  bookCount!: number;
}

/** `Book.viewerCan`: filled from books.policy, so the web never re-derives a rule. */
@ObjectType('BookViewerCan', {
  description: 'What the viewer may do with a book (only its publisher changes it).',
})
export class BookViewerCan {
  @Field(() => Boolean, {
    description: 'Edit the details, genres, status, cover and removed flag.',
  })
  edit!: boolean;

  @Field(() => Boolean, {
    description: 'Delete the book with all its issues, pages, credits and bookmarks.',
  })
  delete!: boolean;

  @Field(() => Boolean, { description: 'Publish the next issue of the book.' })
  addIssue!: boolean;
}
