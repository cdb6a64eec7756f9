import { type Db, isoSql, rows, statement } from '../../db/sql';
import { visibleBookSql } from '../books/books.policy';
import { publicIssueSql } from '../issues/issues.policy';
import { activeUserSql } from '../users/users.policy';

/**
 * Reads of the server-rendered head (links that preview) and the sitemap. Every statement
 * returns rows (plain objects for web-head.render.ts and sitemap.ts), dates as ISO text.
 *
 * Issue reads go through `publicIssueSql` only (issues.policy.ts: a visible book and a
 * released issue): headIssue, sitemapIssues, sitemapIssueCount.
 */

export interface HeadBookRow {
  id: number;
  title: string;
  url_slug: string;
  description: string;
  cover_key: string;
  publisher: string;
  created: string;
  updated: string | null;
  genres: string[];
}

export interface HeadCredit {
  role: string;
  username: string;
}

export interface HeadIssueRow {
  id: number;
  issue_number: number;
  title: string;
  description: string;
  cover_key: string;
  created: string;
  updated: string | null;
  book_id: number;
  book_title: string;
  url_slug: string;
  publisher: string;
  credits: HeadCredit[];
}

export interface HeadProfileRow {
  id: number;
  username: string;
  bio: string;
  photo_key: string | null;
}

export interface SitemapRow {
  url_slug: string;
  book_id: number;
  issue_number: number | null;
  lastmod: string;
}

export const webHeadQueries = {
  /** A visible book with its publisher's username and genres: rows `HeadBookRow`. */
  headBook: statement(
    `select b.id, b.title, b.url_slug, b.description, b.cover_key, u.username as publisher,
            ${isoSql('b.date_created')} as created, ${isoSql('b.last_updated')} as updated,
            array(select g.genre from book_genres g where g.book_id = b.id order by g.genre) as genres
       from books b join users u on u.id = b.publisher_id
      where b.id = $1 and ${visibleBookSql('b', 'u')}`,
  ),
  /**
   * A public issue with its book and credits (active credited users, by role then
   * username): rows `HeadIssueRow`.
   */
  headIssue: statement(
    `select i.id, i.issue_number, i.title, i.description, i.cover_key,
            ${isoSql('i.date_created')} as created, ${isoSql('i.last_updated')} as updated,
            b.id as book_id, b.title as book_title, b.url_slug, u.username as publisher,
            coalesce((select json_agg(json_build_object('role', wc.role, 'username', cu.username)
                                      order by wc.role, cu.username)
                        from work_credits wc join users cu on cu.id = wc.creator_id
                       where wc.issue_id = i.id and ${activeUserSql('cu')}), '[]'::json) as credits
       from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id
      where i.book_id = $1 and i.issue_number = $2 and ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** An active user by exact username: rows `HeadProfileRow`. */
  headProfile: statement(
    `select u.id, u.username, u.bio, u.photo_key from users u
      where u.username = $1 and ${activeUserSql('u')}`,
  ),
  /** Rows `{ count }`: visible books. */
  sitemapBookCount: statement(
    `select count(*)::int as count from books b join users u on u.id = b.publisher_id
      where ${visibleBookSql('b', 'u')}`,
  ),
  /** Rows `{ count }`: public issues. */
  sitemapIssueCount: statement(
    `select count(*)::int as count from issues i join books b on b.id = i.book_id
       join users u on u.id = b.publisher_id where ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** Visible books by id, `$1` offset, `$2` limit: rows `SitemapRow` (issue_number null). */
  sitemapBooks: statement(
    `select b.url_slug, b.id as book_id, null::int as issue_number,
            ${isoSql('coalesce(b.last_updated, b.date_created)')} as lastmod
       from books b join users u on u.id = b.publisher_id
      where ${visibleBookSql('b', 'u')} order by b.id offset $1 limit $2`,
  ),
  /** Public issues by id, `$1` offset, `$2` limit: rows `SitemapRow`. */
  sitemapIssues: statement(
    `select b.url_slug, b.id as book_id, i.issue_number,
            ${isoSql('coalesce(i.last_updated, i.date_created)')} as lastmod
       from issues i join books b on b.id = i.book_id join users u on u.id = b.publisher_id
      where ${publicIssueSql('i', 'b', 'u')} order by i.id offset $1 limit $2`,
  ),
};

const first = async <T extends object>(p: Promise<T[]>): Promise<T | null> => (await p)[0] ?? null;

export const headBook = (db: Db, bookId: number) =>
  first(rows<HeadBookRow>(db, webHeadQueries.headBook, [bookId]));

export const headIssue = (db: Db, bookId: number, issueNumber: number) =>
  first(rows<HeadIssueRow>(db, webHeadQueries.headIssue, [bookId, issueNumber]));

export const headProfile = (db: Db, username: string) =>
  first(rows<HeadProfileRow>(db, webHeadQueries.headProfile, [username]));

export async function sitemapCounts(db: Db): Promise<{ books: number; issues: number }> {
  const [books] = await rows<{ count: number }>(db, webHeadQueries.sitemapBookCount);
  const [issues] = await rows<{ count: number }>(db, webHeadQueries.sitemapIssueCount);
  return { books: Number(books.count), issues: Number(issues.count) };
}

export const sitemapBooks = (db: Db, offset: number, limit: number) =>
  rows<SitemapRow>(db, webHeadQueries.sitemapBooks, [offset, limit]);

export const sitemapIssues = (db: Db, offset: number, limit: number) =>
  rows<SitemapRow>(db, webHeadQueries.sitemapIssues, [offset, limit]);
