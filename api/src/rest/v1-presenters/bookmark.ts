import type { Bookmark } from '../../modules/bookmarks/bookmark.entity';
import type { MediaService } from '../../modules/media/media.service';

/** v1 B1 `bookmark`. */
export function presentV1Bookmark(bookmark: Bookmark) {
  return {
    id: bookmark.id,
    book_id: bookmark.book.id,
    subscribed_id: bookmark.user.id,
    date_created: bookmark.dateCreated.toISOString(),
  };
}

/** v1 B4 list item: `date_created` is the book's. Needs the book loaded. */
export function presentV1BookmarkListItem(bookmark: Bookmark, media: MediaService) {
  const { book } = bookmark;
  return {
    book_id: book.id,
    book_title: book.title,
    url_slug: book.urlSlug,
    cover_photo: media.url(book.cover),
    date_created: book.dateCreated.toISOString(),
  };
}
