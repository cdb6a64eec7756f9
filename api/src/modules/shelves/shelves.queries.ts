import { columnsOf, type Db, statement, views } from '../../db/sql';
import { Book, type BookView } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import { bookWorkFrom, publicIssues } from '../issues/public-works.queries';
import { Issue, type IssueView } from '../issues/issue.entity';
import { activeUserSql } from '../users/users.policy';

/**
 * Reads of the home page's shelves. The new issues are `publicIssues.latest` of the
 * public-works family (issues/public-works.queries.ts); the popular books rank is the shelf's own.
 */

export const shelvesQueries = {
  /**
   * Visible books by popularity: the publisher's active subscribers plus the book's bookmarks
   * by active users, ties newest first; `$1` at most: views of Book. It counts over the whole
   * catalogue (fine at today's size; docs/links-and-home.md says when to precompute it).
   */
  popularBooks: statement(
    `with marks as (
            select k.book_id, count(*) as n from bookmarks k join users ku on ku.id = k.user_id
             where ${activeUserSql('ku')} group by k.book_id),
          fans as (
            select s.publisher_id, count(*) as n from subscriptions s join users su on su.id = s.subscriber_id
             where ${activeUserSql('su')} group by s.publisher_id)
     select ${columnsOf(Book, 'b')} from ${bookWorkFrom()}
       left join marks on marks.book_id = b.id
       left join fans on fans.publisher_id = b.publisher_id
      where ${visibleBookSql('b', 'u')}
      order by coalesce(marks.n, 0) + coalesce(fans.n, 0) desc, b.date_created desc, b.id desc
      limit $1`,
  ),
  /**
   * Featured books that are visible, newest featured first; `$1` at most: views of Book.
   * Moderators feature them (moderation/staff.service.ts); the table is small.
   */
  featuredBooks: statement(
    `select ${columnsOf(Book, 'b')} from ${bookWorkFrom()}
       join featured_books f on f.book_id = b.id
      where ${visibleBookSql('b', 'u')}
      order by f.date_created desc, b.id desc
      limit $1`,
  ),
};

export const newIssues = (db: Db, limit: number): Promise<IssueView[]> =>
  views<IssueView>(db, Issue, publicIssues.latest, [limit]);

export const popularBooks = (db: Db, limit: number): Promise<BookView[]> =>
  views<BookView>(db, Book, shelvesQueries.popularBooks, [limit]);

export const featuredBooks = (db: Db, limit: number): Promise<BookView[]> =>
  views<BookView>(db, Book, shelvesQueries.featuredBooks, [limit]);
