import { columnsOf, type Db, statement, views } from '../../db/sql';
import { Book, type BookView } from '../books/book.entity';
import { visibleBookSql } from '../books/books.policy';
import { publicIssueSql } from '../issues/issues.policy';
import { Issue, type IssueView } from '../issues/issue.entity';
import { activeUserSql } from '../users/users.policy';

/** Reads of the home page's shelves; issue reads keep to `publicIssueSql` (issues.policy.ts). */

export const shelvesQueries = {
  /** The latest public issues (released desc, id desc), `$1` at most: views of Issue. */
  newIssues: statement(
    `select ${columnsOf(Issue, 'i')} from issues i
       join books b on b.id = i.book_id join users u on u.id = b.publisher_id
      where ${publicIssueSql('i', 'b', 'u')}
      order by i.release_at desc, i.id desc limit $1`,
  ),
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
     select ${columnsOf(Book, 'b')} from books b
       join users u on u.id = b.publisher_id
       left join marks on marks.book_id = b.id
       left join fans on fans.publisher_id = b.publisher_id
      where ${visibleBookSql('b', 'u')}
      order by coalesce(marks.n, 0) + coalesce(fans.n, 0) desc, b.date_created desc, b.id desc
      limit $1`,
  ),
};

export const newIssues = (db: Db, limit: number): Promise<IssueView[]> =>
  views<IssueView>(db, Issue, shelvesQueries.newIssues, [limit]);

export const popularBooks = (db: Db, limit: number): Promise<BookView[]> =>
  views<BookView>(db, Book, shelvesQueries.popularBooks, [limit]);
