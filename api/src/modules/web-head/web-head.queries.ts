import { type Db, isoSql, rows, statement } from '../../db/sql';
import { visibleBookSql } from '../books/books.policy';
import { publicIssueSql } from '../issues/issues.policy';
import {
  bookWorkFrom,
  issueWorkFrom,
  publicBookHead,
  publicIssueHead,
} from '../issues/public-works.queries';
import type { PublicBookHeadRow, PublicIssueHeadRow } from '../issues/public-works.rows';
import { activeUserSql } from '../users/users.policy';

/**
 * Reads of the server-rendered head (links that preview) and the sitemap. Every statement
 * returns rows (plain objects for head-html.ts, json-ld.ts and sitemap.ts), dates as ISO text.
 * A book's and an issue's head are statements of the public-works family
 * (issues/public-works.queries.ts); the sitemap's lists use its joins and `publicIssueSql`.
 */

/** A book's head: a statement of the public-works family. */
export type HeadBookRow = PublicBookHeadRow;

/** An issue's head: a statement of the public-works family. */
export type HeadIssueRow = PublicIssueHeadRow;

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
  /** An active user by exact username: rows `HeadProfileRow`. */
  headProfile: statement(
    `select u.id, u.username, u.bio, u.photo_key from users u
      where u.username = $1 and ${activeUserSql('u')}`,
  ),
  /** Rows `{ count }`: visible books. */
  sitemapBookCount: statement(
    `select count(*)::int as count from ${bookWorkFrom()} where ${visibleBookSql('b', 'u')}`,
  ),
  /** Rows `{ count }`: public issues. */
  sitemapIssueCount: statement(
    `select count(*)::int as count from ${issueWorkFrom()} where ${publicIssueSql('i', 'b', 'u')}`,
  ),
  /** Visible books by id, `$1` offset, `$2` limit: rows `SitemapRow` (issue_number null). */
  sitemapBooks: statement(
    `select b.url_slug, b.id as book_id, null::int as issue_number,
            ${isoSql('coalesce(b.last_updated, b.date_created)')} as lastmod
       from ${bookWorkFrom()}
      where ${visibleBookSql('b', 'u')} order by b.id offset $1 limit $2`,
  ),
  /** Public issues by id, `$1` offset, `$2` limit: rows `SitemapRow`. */
  sitemapIssues: statement(
    `select b.url_slug, b.id as book_id, i.issue_number,
            ${isoSql('coalesce(i.last_updated, i.date_created)')} as lastmod
       from ${issueWorkFrom()}
      where ${publicIssueSql('i', 'b', 'u')} order by i.id offset $1 limit $2`,
  ),
};

const first = async <T extends object>(p: Promise<T[]>): Promise<T | null> => (await p)[0] ?? null;

export const headBook = publicBookHead;

export const headIssue = publicIssueHead;

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
