import { columnsOf, type Db, rows, statement, toView } from '../../db/sql';
import { fromMicros, micros } from '../../shared/keyset-sql';
import { Issue, type IssueView } from '../issues/issue.entity';
import { publicIssueSql, releasedIssueSql } from '../issues/issues.policy';
import {
  bookWorkFrom,
  issueWorkFrom,
  publicIssueForProgress,
} from '../issues/public-works.queries';
import { followedIssueSql, listedProgressSql, pageWithinSql, unreadSql } from './progress.policy';

/** A reader's progress in one issue, with the issue (a view) it is about. */
export interface ProgressView {
  id: number;
  userId: number;
  bookId: number;
  furthestPage: number;
  /** The last page seen: where the reader stopped (GraphQL `page`). */
  page: number;
  updatedAt: Date;
  /** Exact keyset value of `updatedAt` (newest first). */
  updatedMicros: number;
  issue: IssueView;
}

/** One issue of the Following list. */
export interface FollowedIssueView {
  issue: IssueView;
  unread: boolean;
  createdMicros: number;
}

/** The progress columns, prefixed so they sit beside `columnsOf(Issue, 'i')` in one row. */
const PROGRESS_COLUMNS = `p.id as p_id, p.user_id as p_user_id, p.book_id as p_book_id,
  p.furthest_page as p_furthest_page, p.last_page as p_last_page, ${micros('p.updated_at')} as p_updated_us`;

/** Reads (and the writes the ORM cannot express) of reading progress and the Following list. */
export const progressQueries = {
  /**
   * Rows `{ id }` of the row written: upserts `$1` user's progress in issue `$2` (book `$3`):
   * stopped at page `$4`, seen up to page `$5` (keeping the furthest page ever seen). An unchanged page is rewritten at most once a minute
   * (only to move the issue up the shelf), so a repeated report is not a write.
   */
  record: statement(
    `insert into reading_progress as rp (user_id, issue_id, book_id, furthest_page, last_page, updated_at)
     values ($1, $2, $3, $5, $4, now())
     on conflict (user_id, issue_id) do update
        set furthest_page = greatest(rp.furthest_page, excluded.furthest_page),
            last_page = excluded.last_page, updated_at = excluded.updated_at
      where rp.last_page <> excluded.last_page or rp.furthest_page < excluded.furthest_page
         or rp.updated_at < now() - interval '1 minute'
     returning rp.id`,
    { pool: 'orm' },
  ),
  /**
   * Rows `{ id }` of the rows written: merges a visitor's local history into user `$1`, from
   * parallel arrays of issue ids `$2`, last pages `$3`, furthest pages `$4` and ISO read-at
   * times `$5` (issue ids unique). Entries of unknown or invisible issues, or past an issue's
   * end, are left out. The furthest page is the larger; the last page is the newer one's.
   */
  merge: statement(
    `insert into reading_progress as rp (user_id, issue_id, book_id, furthest_page, last_page, updated_at)
     select $1, i.id, i.book_id, e.furthest, e.page, least(e.read_at, now())
       from unnest($2::int[], $3::int[], $4::int[], $5::timestamptz[]) as e(issue_id, page, furthest, read_at)
       join (${issueWorkFrom()}) on i.id = e.issue_id
      where ${publicIssueSql('i', 'b', 'u')} and e.furthest >= e.page and ${pageWithinSql('e.page', 'i.id')}
        and ${pageWithinSql('e.furthest', 'i.id')}
     on conflict (user_id, issue_id) do update
        set furthest_page = greatest(rp.furthest_page, excluded.furthest_page),
            last_page = case when excluded.updated_at > rp.updated_at then excluded.last_page else rp.last_page end,
            updated_at = greatest(rp.updated_at, excluded.updated_at)
     returning rp.id`,
    { pool: 'orm' },
  ),
  /**
   * Progress rows (PROGRESS_COLUMNS and `columnsOf(Issue, 'i')`) of users `$1` in issues `$2`.
   */
  ofIssues: statement(
    `select ${PROGRESS_COLUMNS}, ${columnsOf(Issue, 'i')}
       from reading_progress p join issues i on i.id = p.issue_id
      where p.user_id = any($1::int[]) and p.issue_id = any($2::int[])`,
  ),
  /** Progress rows (as `ofIssues`): each of users `$1`'s most recent progress in each of books `$2`. */
  latestOfBooks: statement(
    `select distinct on (p.user_id, p.book_id) ${PROGRESS_COLUMNS}, ${columnsOf(Issue, 'i')}
       from reading_progress p join issues i on i.id = p.issue_id
      where p.user_id = any($1::int[]) and p.book_id = any($2::int[])
      order by p.user_id, p.book_id, p.updated_at desc, p.id desc`,
  ),
  /**
   * Progress rows (as `ofIssues`): the "Continue reading" shelf of user `$1`, one entry per
   * visible book (its most recently read issue), newest first (updated desc, id desc), after
   * (`$2` microseconds, `$3` id) or from the start, `$4` rows.
   */
  shelf: statement(
    `select * from (
       select distinct on (p.book_id) ${PROGRESS_COLUMNS}, ${columnsOf(Issue, 'i')}
         from reading_progress p join issues i on i.id = p.issue_id
         join (${bookWorkFrom()}) on b.id = p.book_id
        where p.user_id = $1 and ${listedProgressSql('b', 'u')} and ${releasedIssueSql('i')}
        order by p.book_id, p.updated_at desc, p.id desc) latest
      where ($2::bigint is null or (latest.p_updated_us, latest.p_id) < ($2::bigint, $3::int))
      order by latest.p_updated_us desc, latest.p_id desc limit $4`,
  ),
  /** Rows `{ count }`: the number of books on user `$1`'s shelf. */
  shelfCount: statement(
    `select count(distinct p.book_id)::int as count
       from reading_progress p join (${bookWorkFrom()}) on b.id = p.book_id
      where p.user_id = $1 and ${listedProgressSql('b', 'u')}`,
  ),
  /**
   * Rows of `columnsOf(Issue, 'i')` with `created_us` and `unread`: the Following list of user
   * `$1` (issues of the creators they subscribe to), newest first (created desc, id desc),
   * after (`$2` microseconds, `$3` id) or from the start, `$4` rows.
   */
  following: statement(
    `select ${columnsOf(Issue, 'i')}, ${micros('i.date_created')} as created_us, ${unreadSql('i', '$1')} as unread
       from subscriptions s join users pub on pub.id = s.publisher_id join users me on me.id = s.subscriber_id
       join books b on b.publisher_id = s.publisher_id join issues i on i.book_id = b.id
      where s.subscriber_id = $1 and ${followedIssueSql('pub', 'me', 'b')} and ${releasedIssueSql('i')}
        and ($2::bigint is null or (i.date_created, i.id) < (${fromMicros('$2')}, $3::int))
      order by i.date_created desc, i.id desc limit $4`,
  ),
  /** Rows `{ count, unread }`: the size of user `$1`'s Following list and how many are unread. */
  followingCount: statement(
    `select count(*)::int as count, count(*) filter (where ${unreadSql('i', '$1')})::int as unread
       from subscriptions s join users pub on pub.id = s.publisher_id join users me on me.id = s.subscriber_id
       join books b on b.publisher_id = s.publisher_id join issues i on i.book_id = b.id
      where s.subscriber_id = $1 and ${followedIssueSql('pub', 'me', 'b')} and ${releasedIssueSql('i')}`,
  ),
};

type ProgressRow = Record<string, unknown> & {
  p_id: number;
  p_user_id: number;
  p_book_id: number;
  p_furthest_page: number;
  p_last_page: number;
  p_updated_us: string | number;
};

function toProgress(db: Db, row: ProgressRow): ProgressView {
  const updatedMicros = Number(row.p_updated_us);
  return {
    id: Number(row.p_id),
    userId: Number(row.p_user_id),
    bookId: Number(row.p_book_id),
    furthestPage: Number(row.p_furthest_page),
    page: Number(row.p_last_page),
    updatedAt: new Date(Math.floor(updatedMicros / 1000)),
    updatedMicros,
    issue: toView<IssueView>(db, Issue, row),
  };
}

/** The public issue `issueId` with its book and page count (`publicIssues.forProgress`). */
export async function visibleIssueForProgress(
  db: Db,
  issueId: number,
): Promise<{ id: number; bookId: number; pageCount: number } | null> {
  const row = await publicIssueForProgress(db, issueId);
  return row ? { id: row.id, bookId: row.book_id, pageCount: Number(row.page_count) } : null;
}

/** Upserts one page report; true when a row was written. */
export async function recordProgress(
  db: Db,
  entry: { userId: number; issueId: number; bookId: number; page: number; furthestPage: number },
): Promise<boolean> {
  const written = await rows(db, progressQueries.record, [
    entry.userId,
    entry.issueId,
    entry.bookId,
    entry.page,
    entry.furthestPage,
  ]);
  return written.length > 0;
}

/** Merges entries (issue ids unique) into a user's progress; the number of rows written. */
export async function mergeProgress(
  db: Db,
  userId: number,
  entries: readonly { issueId: number; page: number; furthestPage: number; readAt: Date }[],
): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await rows(db, progressQueries.merge, [
    userId,
    entries.map((e) => e.issueId),
    entries.map((e) => e.page),
    entries.map((e) => e.furthestPage),
    entries.map((e) => e.readAt.toISOString()),
  ]);
  return written.length;
}

/** Users' progress in issues. */
export async function progressOfIssues(
  db: Db,
  userIds: readonly number[],
  issueIds: readonly number[],
): Promise<ProgressView[]> {
  const found = await rows<ProgressRow>(db, progressQueries.ofIssues, [
    [...userIds],
    [...issueIds],
  ]);
  return found.map((row) => toProgress(db, row));
}

/** Users' most recent progress in each of the books. */
export async function latestProgressOfBooks(
  db: Db,
  userIds: readonly number[],
  bookIds: readonly number[],
): Promise<ProgressView[]> {
  const found = await rows<ProgressRow>(db, progressQueries.latestOfBooks, [
    [...userIds],
    [...bookIds],
  ]);
  return found.map((row) => toProgress(db, row));
}

/** A page of a user's "Continue reading" shelf (up to `limit` rows after the position). */
export async function shelfPage(
  db: Db,
  userId: number,
  after: readonly [number, number] | null,
  limit: number,
): Promise<ProgressView[]> {
  const found = await rows<ProgressRow>(db, progressQueries.shelf, [
    userId,
    after?.[0] ?? null,
    after?.[1] ?? null,
    limit,
  ]);
  return found.map((row) => toProgress(db, row));
}

export async function shelfCount(db: Db, userId: number): Promise<number> {
  const [row] = await rows<{ count: number }>(db, progressQueries.shelfCount, [userId]);
  return row?.count ?? 0;
}

/** A page of a user's Following list (up to `limit` rows after the position). */
export async function followingPage(
  db: Db,
  userId: number,
  after: readonly [number, number] | null,
  limit: number,
): Promise<FollowedIssueView[]> {
  const found = await rows<Record<string, unknown> & { created_us: string; unread: boolean }>(
    db,
    progressQueries.following,
    [userId, after?.[0] ?? null, after?.[1] ?? null, limit],
  );
  return found.map((row) => ({
    issue: toView<IssueView>(db, Issue, row),
    unread: Boolean(row.unread),
    createdMicros: Number(row.created_us),
  }));
}

/** The size of a user's Following list and how many of its issues are unread. */
export async function followingCounts(
  db: Db,
  userId: number,
): Promise<{ count: number; unread: number }> {
  const [row] = await rows<{ count: number; unread: number }>(db, progressQueries.followingCount, [
    userId,
  ]);
  return { count: row?.count ?? 0, unread: row?.unread ?? 0 };
}
