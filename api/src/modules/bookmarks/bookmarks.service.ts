import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES } from '../../config/limits';
import { notFound } from '../../shared/app-error';
import { dbOf, type Db } from '../../db/sql';
import {
  type ListArgs,
  type ListResult,
  ownedList,
  cursorKind,
  type PageWindow,
  type Paged,
} from '../../shared/paging';
import { Book, type BookView } from '../books/book.entity';
import { VISIBLE_BOOK } from '../books/books.policy';
import type { User } from '../users/user.entity';
import { listedBookmarksOf } from './bookmarks.policy';
import { Bookmark } from './bookmark.entity';
import { bookmarkCount, bookmarkedBooksPage } from './bookmarks.queries';

/** `bookmarks`: newest first; a cursor is [user id, bookmarked at in microseconds, bookmark id]. */
export const BOOKMARKS_CURSOR = cursorKind('bookmarks', ['int', 'int', 'int']);

/**
 * Bookmarks of visible books by signed-in users. Adding is idempotent (one row per
 * user and book, enforced by the unique constraint with `on conflict do nothing`, so
 * concurrent requests cannot duplicate). Unknown or invisible books are 404.
 */
export class BookmarksService {
  private readonly db: Db;

  constructor(
    private readonly em: EntityManager,
    deps: AppDeps,
  ) {
    this.db = dbOf(em, deps);
  }

  private async requireVisibleBook(bookId: number): Promise<Book> {
    const book = await this.em.findOne(Book, { id: bookId, ...VISIBLE_BOOK });
    if (!book) throw notFound(MESSAGES.bookNotFound);
    return book;
  }

  /** Bookmarks the book for the viewer; `created` is false when it already was. */
  async add(
    viewer: User,
    bookId: number,
  ): Promise<{ bookmark: Bookmark; book: Book; created: boolean }> {
    const book = await this.requireVisibleBook(bookId);
    const result = await this.em
      .createQueryBuilder(Bookmark)
      .insert({ user: viewer.id, book: book.id })
      .onConflict(['user', 'book'])
      .ignore()
      .execute('run');
    const bookmark = await this.em.findOneOrFail(Bookmark, { user: viewer.id, book: book.id });
    return { bookmark, book, created: result.affectedRows > 0 };
  }

  /** Removes the viewer's bookmark of a visible book (no error when there was none). */
  async remove(viewer: User, bookId: number): Promise<{ book: Book; removed: boolean }> {
    const book = await this.requireVisibleBook(bookId);
    const removed = await this.em.nativeDelete(Bookmark, { user: viewer.id, book: book.id });
    return { book, removed: removed > 0 };
  }

  /** The viewer's bookmark of a visible book, or null. */
  async find(viewer: User, bookId: number): Promise<Bookmark | null> {
    const book = await this.requireVisibleBook(bookId);
    return this.em.findOne(Bookmark, { user: viewer.id, book });
  }

  /** A user's bookmarks of visible books, newest bookmark first; public. Deactivated or unknown user: none. */
  async listOf(userId: number, window: PageWindow): Promise<Paged<Bookmark>> {
    const [items, totalCount] = await this.em.findAndCount(Bookmark, listedBookmarksOf(userId), {
      populate: ['book'],
      orderBy: { dateCreated: 'desc', id: 'desc' },
      limit: window.limit,
      offset: window.offset,
    });
    return { items, totalCount };
  }

  /**
   * The GraphQL list: a user's bookmarks of visible books, newest bookmark first (created
   * desc, id desc), by page/limit or first/after (a crawl neither skips nor repeats books
   * while books are bookmarked); public. Deactivated or unknown user: none.
   */
  bookmarkedBooks(userId: number, args: ListArgs): Promise<ListResult<BookView>> {
    return ownedList(
      BOOKMARKS_CURSOR,
      userId,
      args,
      LIMITS.gridPageSize,
      (slice) => bookmarkedBooksPage(this.db, userId, slice),
      () => bookmarkCount(this.db, userId),
    );
  }

  /** The v1 list (B4): not paginated, capped at LIMITS.v1BookmarksMax. */
  async allOf(userId: number): Promise<Bookmark[]> {
    return (await this.listOf(userId, { page: 1, limit: LIMITS.v1BookmarksMax, offset: 0 })).items;
  }
}
