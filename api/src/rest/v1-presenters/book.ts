import type { BookGenre } from '../../modules/books/book-genre.entity';
import type { Book, BookView } from '../../modules/books/book.entity';
import type { MediaService } from '../../modules/media/media.service';
import { iso } from './dates';

/** The v1 book record, owner view (publish): `title`, not `book_title`. */
export function presentV1Book(book: Book, media: MediaService) {
  return {
    id: book.id,
    publisher_id: book.publisher.id,
    title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    description: book.description,
    status: book.status,
    removed: book.removed,
    image_prefix_reference: book.imagePrefixRef,
    last_updated: iso(book.lastUpdated),
    date_created: iso(book.dateCreated),
    content_rating: book.contentRating,
  };
}

/**
 * v1 R1 `book`: the book row with `book_title` and the publisher's username. It reads only
 * loaded columns, so a view (db/row-view.ts) serves as well as an entity.
 */
export function presentV1ReadBook(
  book: BookView & { publisher: { id: number; username: string } },
  media: MediaService,
) {
  return {
    id: book.id,
    book_id: book.id,
    username: book.publisher.username,
    publisher_id: book.publisher.id,
    book_title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    description: book.description,
    status: book.status,
    removed: book.removed,
    image_prefix_reference: book.imagePrefixRef,
    last_updated: iso(book.lastUpdated),
    date_created: iso(book.dateCreated),
    content_rating: book.contentRating,
  };
}

export function presentV1Genres(genres: BookGenre[]) {
  return genres.map((g) => ({ id: g.id, book_id: g.book.id, genre: g.genre }));
}
