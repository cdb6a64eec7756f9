import { columnsOf, type Db, rows, statement, type Statement, toView } from '../../db/sql';
import { Issue, type IssueView } from '../issues/issue.entity';
import { pageCountSql } from '../issues/public-works.queries';
import { statsBookSql, statsIssueSql } from './stats.policy';

/**
 * Reads of the creators' reading statistics. Every figure comes from the daily rollups (the
 * raw events are never read here), each list in one statement on the read pool:
 * the days of a range with their figures (the totals are their sums), the referrers, the
 * sources, the drop-off of an issue and a page of the issues with their totals.
 *
 * A statistics scope is a creator (all their works), one book or one issue; `$1` is always the
 * creator's id (every rollup row carries it, so no statement can read another creator's rows),
 * `$2`/`$3` the first and last day.
 */

/** What the figures are of: the creator's works, one book or one issue (ids checked by the policy). */
export type StatsScope =
  | { kind: 'creator'; creatorId: number }
  | { kind: 'book'; creatorId: number; bookId: number }
  | { kind: 'issue'; creatorId: number; issueId: number; bookId: number };
export type StatsScopeKind = StatsScope['kind'];

/** The order of the issues list; every order but `released` is most first. */
export type IssueStatsOrderValue =
  'views' | 'unique_readers' | 'completion_rate' | 'likes' | 'comments' | 'released';

/** The scope's own id (`$4` of the scoped statements), or null for a creator. */
export const scopeIdOf = (scope: StatsScope): number | null =>
  scope.kind === 'book' ? scope.bookId : scope.kind === 'issue' ? scope.issueId : null;

/** The rollup rows of a scope among rows that carry `creator_id`, `book_id` and `issue_id`. */
const scopedRollup = (alias: string, kind: StatsScopeKind): string =>
  `${alias}.creator_id = $1 and ${alias}.${kind === 'creator' ? 'creator' : kind === 'book' ? 'book' : 'issue'}_id = $4
   and ${alias}.day between $2::date and $3::date`;

// --- Days -----------------------------------------------------------------------------------------

const DAYS = `(select generate_series($2::date, $3::date, interval '1 day')::date as day) d`;
const zero = (column: string, has: boolean) => (has ? `coalesce(s.${column}, 0)` : '0');

/** The days of a range of one rollup table, zero-filled, oldest first. */
function dailyStatement(table: string, key: string, has: { ratings: boolean; subs: boolean }) {
  return statement(
    `select to_char(d.day, 'YYYY-MM-DD') as day, ${zero('views', true)} as views,
            ${zero('unique_readers', true)} as unique_readers, ${zero('completions', true)} as completions,
            ${zero('likes', true)} as likes, ${zero('ratings', has.ratings)} as ratings,
            ${zero('comments', true)} as comments,
            ${zero('subscribers_gained', has.subs)} as subscribers_gained,
            ${zero('subscribers_lost', has.subs)} as subscribers_lost
       from ${DAYS} left join ${table} s on s.${key} = $4 and s.day = d.day and s.creator_id = $1
      order by d.day`,
  );
}

// --- Issues with their totals -------------------------------------------------------------------

/** The sort key of each order (`t` the totals, `i` the issue) and its SQL type for the cursor. */
const ORDER_KEYS: Record<IssueStatsOrderValue, { key: string; type: string; asc: boolean }> = {
  views: { key: 'coalesce(t.views, 0)', type: 'bigint', asc: false },
  unique_readers: { key: 'coalesce(t.unique_readers, 0)', type: 'bigint', asc: false },
  // Rows without views have no totals row: their rate is 0, not null (nulls would sort first).
  completion_rate: {
    key: 'case when coalesce(t.views, 0) = 0 then 0::float8 else t.completions::float8 / t.views end',
    type: 'float8',
    asc: false,
  },
  likes: { key: 'coalesce(t.likes, 0)', type: 'bigint', asc: false },
  comments: { key: 'coalesce(t.comments, 0)', type: 'bigint', asc: false },
  released: {
    key: '(extract(epoch from i.release_at) * 1000000)::bigint',
    type: 'bigint',
    asc: true,
  },
};

/** The issues of a scope (`param`: its id; for a creator the creator's id again). */
const issueInScope = (kind: StatsScopeKind, param: string): string =>
  kind === 'creator'
    ? `i.publisher_id = ${param}`
    : kind === 'book'
      ? `i.book_id = ${param}`
      : `i.id = ${param}`;

/** The running totals of issue `i`'s last rollup row on or before `day` (at most one row). */
const runningTotalsUpTo = (day: string, inclusive: boolean) =>
  `select r.cum_views, r.cum_unique_readers, r.cum_completions, r.cum_likes, r.cum_comments
     from issue_daily_stats r
    where r.issue_id = i.id and r.creator_id = $1 and r.day ${inclusive ? '<=' : '<'} ${day}
    order by r.day desc limit 1`;

/**
 * Rows: the issue's columns (`columnsOf(Issue)`) and `st_views`, `st_unique_readers`,
 * `st_completions`, `st_likes`, `st_comments`, `st_key` (the sort key as text), `st_total`
 * (issues in scope): up to `$7` issues of the scope after the keyset `($5, $6)` (null: from
 * the start). An issue's figures over the range are its running totals at the range's last
 * day less those before its first day (two index probes, however long the range); issues
 * without rollup rows in the range have zeros.
 */
function issuesPageStatement(kind: StatsScopeKind, order: IssueStatsOrderValue): Statement {
  const { key, type, asc } = ORDER_KEYS[order];
  const dir = asc ? 'asc' : 'desc';
  return statement(
    `with ranked as (
       select ${columnsOf(Issue, 'i')}, coalesce(t.views, 0) as st_views,
              coalesce(t.unique_readers, 0) as st_unique_readers,
              coalesce(t.completions, 0) as st_completions, coalesce(t.likes, 0) as st_likes,
              coalesce(t.comments, 0) as st_comments, ${key} as st_sort,
              count(*) over () as st_total
         from issues i join books b on b.id = i.book_id
         left join lateral (
           select hi.cum_views - coalesce(lo.cum_views, 0) as views,
                  hi.cum_unique_readers - coalesce(lo.cum_unique_readers, 0) as unique_readers,
                  hi.cum_completions - coalesce(lo.cum_completions, 0) as completions,
                  hi.cum_likes - coalesce(lo.cum_likes, 0) as likes,
                  hi.cum_comments - coalesce(lo.cum_comments, 0) as comments
             from (${runningTotalsUpTo('$3::date', true)}) hi
             left join lateral (${runningTotalsUpTo('$2::date', false)}) lo on true
         ) t on true
        where ${statsIssueSql('i', 'b', '$1')} and ${issueInScope(kind, '$4')}
     )
     select r.*, r.st_sort::text as st_key from ranked r
      where $5::text is null or (r.st_sort, r.id) ${asc ? '>' : '<'} (($5::text)::${type}, $6::int)
      order by r.st_sort ${dir}, r.id ${dir}
      limit $7`,
  );
}

const ORDERS: IssueStatsOrderValue[] = [
  'views',
  'unique_readers',
  'completion_rate',
  'likes',
  'comments',
  'released',
];
const KINDS: StatsScopeKind[] = ['creator', 'book', 'issue'];
const byKind = <T>(make: (kind: StatsScopeKind) => T) =>
  Object.fromEntries(KINDS.map((k) => [k, make(k)])) as Record<StatsScopeKind, T>;

export const statsQueries = {
  /** Rows `DailyRow` (day as YYYY-MM-DD, figures as int or bigint text) per scope kind. */
  daily: {
    creator: dailyStatement('creator_daily_stats', 'creator_id', { ratings: true, subs: true }),
    book: dailyStatement('book_daily_stats', 'book_id', { ratings: true, subs: false }),
    issue: dailyStatement('issue_daily_stats', 'issue_id', { ratings: false, subs: false }),
  },
  /** Rows `{ domain, views }`: the top `$5` referrer domains of the range, most views first. */
  referrers: byKind((kind) =>
    statement(
      `select t.referrer_domain as domain, sum(t.views) as views
         from issue_daily_traffic t
        where ${scopedRollup('t', kind)} and t.referrer_domain <> ''
        group by t.referrer_domain order by views desc, domain limit $5`,
    ),
  ),
  /** Rows `{ source, views }`: views by reading source in the range, most first. */
  sources: byKind((kind) =>
    statement(
      `select t.source, sum(t.views) as views from issue_daily_traffic t
        where ${scopedRollup('t', kind)}
        group by t.source order by views desc, t.source`,
    ),
  ),
  /**
   * Rows `{ page, readers }`: for each page of issue `$4` (1..its page count), the readers whose
   * furthest page reached it, summed over the days of the range.
   */
  dropOff: statement(
    `select p.page, coalesce(sum(r.readers), 0) as readers
       from issues i cross join generate_series(1, ${pageCountSql('i.id')}) as p(page)
       left join issue_daily_page_reach r
         on r.issue_id = i.id and r.page = p.page and r.day between $2::date and $3::date
      where i.id = $4 and i.publisher_id = $1
      group by p.page order by p.page`,
  ),
  /** The issues page of each scope kind and order (issuesPageStatement). */
  issues: byKind(
    (kind) =>
      Object.fromEntries(ORDERS.map((o) => [o, issuesPageStatement(kind, o)])) as Record<
        IssueStatsOrderValue,
        Statement
      >,
  ),
  /** Row `{ n }`: the issues of creator `$1`'s scope `$2` (for a page with no row to carry it). */
  issueCount: byKind((kind) =>
    statement(
      `select count(*) as n from issues i join books b on b.id = i.book_id
        where ${statsIssueSql('i', 'b', '$1')} and ${issueInScope(kind, '$2')}`,
    ),
  ),
  /** Row `{ id }` when book `$1` shows its figures to user `$2` (stats.policy). */
  ownedBook: statement(
    `select b.id from books b where b.id = $1 and ${statsBookSql('b', '$2::int')}`,
  ),
  /** Row `{ id, book_id }` when issue `$1` shows its figures to user `$2` (stats.policy). */
  ownedIssue: statement(
    `select i.id, i.book_id from issues i join books b on b.id = i.book_id
      where i.id = $1 and ${statsIssueSql('i', 'b', '$2::int')}`,
  ),
  /** Rows `{ issue_id, views }` of the issues `$1` that were ever read. */
  issueReadTotals: statement(
    'select issue_id, views from issue_read_totals where issue_id = any($1::int[])',
  ),
  /** Rows `{ book_id, views }` of the books `$1` that were ever read. */
  bookReadTotals: statement(
    'select book_id, views from book_read_totals where book_id = any($1::int[])',
  ),
};

// --- Runners ----------------------------------------------------------------------------------------

/** The figures of one day or one issue over a range. */
export interface Figures {
  views: number;
  uniqueReaders: number;
  completions: number;
  likes: number;
  ratings: number;
  comments: number;
  subscribersGained: number;
  subscribersLost: number;
}
export type DailyFigures = Figures & { day: string };

const scopedValues = (scope: StatsScope, from: string, to: string) => [
  scope.creatorId,
  from,
  to,
  scopeIdOf(scope) ?? scope.creatorId,
];

export async function dailyFigures(
  db: Db,
  scope: StatsScope,
  from: string,
  to: string,
): Promise<DailyFigures[]> {
  const found = await rows<Record<string, string | number>>(
    db,
    statsQueries.daily[scope.kind],
    scopedValues(scope, from, to),
  );
  return found.map((r) => ({
    day: String(r.day),
    views: Number(r.views),
    uniqueReaders: Number(r.unique_readers),
    completions: Number(r.completions),
    likes: Number(r.likes),
    ratings: Number(r.ratings),
    comments: Number(r.comments),
    subscribersGained: Number(r.subscribers_gained),
    subscribersLost: Number(r.subscribers_lost),
  }));
}

export async function topReferrers(
  db: Db,
  scope: StatsScope,
  from: string,
  to: string,
  first: number,
): Promise<{ domain: string; views: number }[]> {
  const found = await rows<{ domain: string; views: string }>(
    db,
    statsQueries.referrers[scope.kind],
    [...scopedValues(scope, from, to), first],
  );
  return found.map((r) => ({ domain: r.domain, views: Number(r.views) }));
}

export async function viewsBySource(
  db: Db,
  scope: StatsScope,
  from: string,
  to: string,
): Promise<{ source: string; views: number }[]> {
  const found = await rows<{ source: string; views: string }>(
    db,
    statsQueries.sources[scope.kind],
    scopedValues(scope, from, to),
  );
  return found.map((r) => ({ source: r.source, views: Number(r.views) }));
}

export async function pageReach(
  db: Db,
  scope: StatsScope & { kind: 'issue' },
  from: string,
  to: string,
): Promise<{ page: number; readers: number }[]> {
  const found = await rows<{ page: number; readers: string }>(
    db,
    statsQueries.dropOff,
    scopedValues(scope, from, to),
  );
  return found.map((r) => ({ page: Number(r.page), readers: Number(r.readers) }));
}

/** One issue of a scope with its figures over the range and its place in the list. */
export interface IssueFiguresRow {
  issue: IssueView;
  figures: Figures;
  /** The sort key as PostgreSQL prints it (exact for floats too), for the cursor. */
  key: string;
  total: number;
}

export async function issuesPage(
  db: Db,
  scope: StatsScope,
  range: { from: string; to: string },
  order: IssueStatsOrderValue,
  after: readonly [string, number] | null,
  limit: number,
): Promise<IssueFiguresRow[]> {
  const found = await rows<Record<string, unknown>>(db, statsQueries.issues[scope.kind][order], [
    ...scopedValues(scope, range.from, range.to),
    after?.[0] ?? null,
    after?.[1] ?? null,
    limit,
  ]);
  return found.map((r) => ({
    issue: toView<IssueView>(db, Issue, r),
    figures: {
      views: Number(r.st_views),
      uniqueReaders: Number(r.st_unique_readers),
      completions: Number(r.st_completions),
      likes: Number(r.st_likes),
      ratings: 0,
      comments: Number(r.st_comments),
      subscribersGained: 0,
      subscribersLost: 0,
    },
    key: String(r.st_key),
    total: Number(r.st_total),
  }));
}

export async function issueCount(db: Db, scope: StatsScope): Promise<number> {
  const [row] = await rows<{ n: string }>(db, statsQueries.issueCount[scope.kind], [
    scope.creatorId,
    scopeIdOf(scope) ?? scope.creatorId,
  ]);
  return Number(row?.n ?? 0);
}

/** The book's id when user `viewerId` sees its figures, else null. */
export async function ownedBook(db: Db, bookId: number, viewerId: number): Promise<number | null> {
  const [row] = await rows<{ id: number }>(db, statsQueries.ownedBook, [bookId, viewerId]);
  return row ? Number(row.id) : null;
}

/** The issue's book when user `viewerId` sees its figures, else null. */
export async function ownedIssue(
  db: Db,
  issueId: number,
  viewerId: number,
): Promise<{ bookId: number } | null> {
  const [row] = await rows<{ book_id: number }>(db, statsQueries.ownedIssue, [issueId, viewerId]);
  return row ? { bookId: Number(row.book_id) } : null;
}

const readTotals = async (db: Db, st: Statement, key: string, ids: readonly number[]) => {
  const found = await rows<Record<string, string | number>>(db, st, [[...ids]]);
  return new Map(found.map((r) => [Number(r[key]), Number(r.views)]));
};

/** All-time views of the issues `ids` that were read (absent: none). */
export const issueReadCounts = (db: Db, ids: readonly number[]) =>
  readTotals(db, statsQueries.issueReadTotals, 'issue_id', ids);

/** All-time views of the books `ids` that were read (absent: none). */
export const bookReadCounts = (db: Db, ids: readonly number[]) =>
  readTotals(db, statsQueries.bookReadTotals, 'book_id', ids);
