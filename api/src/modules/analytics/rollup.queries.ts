import { statement } from '../../db/sql';

/**
 * The rollup: each statement recomputes one table's rows of day `$1` from the raw events and
 * the likes, ratings, comments and subscription tables, upserts them (rows whose figures did
 * not change are left alone) and deletes the day's rows that no longer have anything to show.
 * Each returns the ids of the works whose rows changed, for the all-time totals. Idempotent:
 * running one twice gives the same rows. MikroORM's pool, inside the rollup's transaction.
 */

/** Bounds of UTC day `$1` for the tables that keep a creation time. */
const FROM = `(($1::date)::timestamp at time zone 'UTC')`;
const UNTIL = `(($1::date + 1)::timestamp at time zone 'UTC')`;
const ON_DAY = (column: string) => `${column} >= ${FROM} and ${column} < ${UNTIL}`;

/**
 * The day's events of works that still exist, with their current book and creator (events of
 * deleted works drop out here).
 */
const EVENTS = `ev as (
  select e.issue_id, i.book_id, b.publisher_id as creator_id, e.kind, e.source, e.reader_hash,
         e.furthest_page, e.finished, e.referrer_domain
    from reading_events e join issues i on i.id = e.issue_id join books b on b.id = i.book_id
   where e.day = $1::date)`;

/**
 * Figures of a group of events: views; unique readers (distinct hashes, plus each view without
 * one: a reader who opted out counts once per view); completions (distinct hashes that
 * finished, plus each finishing report without a hash).
 */
const EVENT_FIGURES = `count(*) filter (where kind = 'view') as views,
  count(distinct reader_hash) + count(*) filter (where reader_hash is null and kind = 'view') as unique_readers,
  count(distinct reader_hash) filter (where finished) + count(*) filter (where reader_hash is null and finished) as completions`;

const LIKES = `likes as (
  select l.issue_id, i.book_id, b.publisher_id as creator_id, count(*) as n
    from issue_likes l join issues i on i.id = l.issue_id join books b on b.id = i.book_id
   where ${ON_DAY('l.date_created')} group by 1, 2, 3)`;
const COMMENTS = `comments_of_day as (
  select c.issue_id, i.book_id, b.publisher_id as creator_id, count(*) as n
    from comments c join issues i on i.id = c.issue_id join books b on b.id = i.book_id
   where ${ON_DAY('c.date_created')} and c.deleted_at is null group by 1, 2, 3)`;
const RATINGS = `ratings as (
  select r.book_id, b.publisher_id as creator_id, count(*) as n
    from book_ratings r join books b on b.id = r.book_id
   where ${ON_DAY('r.date_created')} group by 1, 2)`;

/** `set … = excluded.…` for `columns`, only when one of them changed (no dead rows for nothing). */
const updateChanged = (table: string, columns: string[]) =>
  `do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
   where (${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns
     .map((c) => `excluded.${c}`)
     .join(', ')})`;

export const rollupQueries = {
  /** One rollup of a day at a time, across every replica (the transaction holds it). */
  lockDay: statement(
    `select pg_advisory_xact_lock(hashtext('analytics.rollup'), $1::date - date '2000-01-01')`,
    { pool: 'orm' },
  ),
  /** The totals are shared by every day: their refresh takes a lock of its own. */
  lockTotals: statement(`select pg_advisory_xact_lock(hashtext('analytics.totals'), 0)`, {
    pool: 'orm',
  }),
  /** A rollup may scan a large day: it gets longer than a request's statement limit. */
  longStatements: statement(`set local statement_timeout = '300s'`, { pool: 'orm' }),

  /** Rows `{ issue_id, book_id }`: issues of day `$1` whose row changed or went. */
  issueDaily: statement(
    `with ${EVENTS}, ${LIKES}, ${COMMENTS},
     per_issue as (select issue_id, ${EVENT_FIGURES} from ev group by issue_id),
     fresh as (
       select k.issue_id, i.book_id, b.publisher_id as creator_id,
              coalesce(p.views, 0) as views, coalesce(p.unique_readers, 0) as unique_readers,
              coalesce(p.completions, 0) as completions, coalesce(l.n, 0) as likes,
              coalesce(c.n, 0) as comments
         from (select issue_id from per_issue union select issue_id from likes
               union select issue_id from comments_of_day) k
         join issues i on i.id = k.issue_id join books b on b.id = i.book_id
         left join per_issue p on p.issue_id = k.issue_id
         left join likes l on l.issue_id = k.issue_id
         left join comments_of_day c on c.issue_id = k.issue_id),
     up as (
       insert into issue_daily_stats as s
              (issue_id, day, book_id, creator_id, views, unique_readers, completions, likes, comments)
       select issue_id, $1::date, book_id, creator_id, views, unique_readers, completions, likes, comments
         from fresh order by issue_id
       on conflict (issue_id, day)
       ${updateChanged('s', ['book_id', 'creator_id', 'views', 'unique_readers', 'completions', 'likes', 'comments'])}
       returning s.issue_id, s.book_id),
     gone as (
       delete from issue_daily_stats d
        where d.day = $1::date and not exists (select 1 from fresh f where f.issue_id = d.issue_id)
        returning d.issue_id, d.book_id)
     select issue_id, book_id from up union select issue_id, book_id from gone`,
    { pool: 'orm' },
  ),

  /**
   * Brings the running totals (`cum_*`) of issues `$2` up to date on their rows of day `$1` and
   * after: each row's totals are the last earlier row's plus the row's own figures and those of
   * the rows between. Rows whose totals are already right are left alone.
   */
  issueRunningTotals: statement(
    `with base as (
       select c.issue_id, coalesce(p.cum_views, 0) as views, coalesce(p.cum_unique_readers, 0) as unique_readers,
              coalesce(p.cum_completions, 0) as completions, coalesce(p.cum_likes, 0) as likes,
              coalesce(p.cum_comments, 0) as comments
         from unnest($2::int[]) as c(issue_id)
         left join lateral (
           select e.cum_views, e.cum_unique_readers, e.cum_completions, e.cum_likes, e.cum_comments
             from issue_daily_stats e where e.issue_id = c.issue_id and e.day < $1::date
            order by e.day desc limit 1) p on true),
     fresh as (
       select s.issue_id, s.day, b.views + sum(s.views) over w as cum_views,
              b.unique_readers + sum(s.unique_readers) over w as cum_unique_readers,
              b.completions + sum(s.completions) over w as cum_completions,
              b.likes + sum(s.likes) over w as cum_likes, b.comments + sum(s.comments) over w as cum_comments
         from issue_daily_stats s join base b on b.issue_id = s.issue_id
        where s.day >= $1::date
       window w as (partition by s.issue_id order by s.day))
     update issue_daily_stats s
        set cum_views = f.cum_views, cum_unique_readers = f.cum_unique_readers,
            cum_completions = f.cum_completions, cum_likes = f.cum_likes, cum_comments = f.cum_comments
       from fresh f
      where s.issue_id = f.issue_id and s.day = f.day
        and (s.cum_views, s.cum_unique_readers, s.cum_completions, s.cum_likes, s.cum_comments)
            is distinct from (f.cum_views, f.cum_unique_readers, f.cum_completions, f.cum_likes, f.cum_comments)`,
    { pool: 'orm' },
  ),

  /** Rows `{ book_id }`: books of day `$1` whose row changed or went. */
  bookDaily: statement(
    `with ${EVENTS}, ${LIKES}, ${COMMENTS}, ${RATINGS},
     per_book as (select book_id, ${EVENT_FIGURES} from ev group by book_id),
     book_likes as (select book_id, sum(n) as n from likes group by book_id),
     book_comments as (select book_id, sum(n) as n from comments_of_day group by book_id),
     fresh as (
       select k.book_id, b.publisher_id as creator_id,
              coalesce(p.views, 0) as views, coalesce(p.unique_readers, 0) as unique_readers,
              coalesce(p.completions, 0) as completions, coalesce(l.n, 0) as likes,
              coalesce(r.n, 0) as ratings, coalesce(c.n, 0) as comments
         from (select book_id from per_book union select book_id from book_likes
               union select book_id from book_comments union select book_id from ratings) k
         join books b on b.id = k.book_id
         left join per_book p on p.book_id = k.book_id
         left join book_likes l on l.book_id = k.book_id
         left join ratings r on r.book_id = k.book_id
         left join book_comments c on c.book_id = k.book_id),
     up as (
       insert into book_daily_stats as s
              (book_id, day, creator_id, views, unique_readers, completions, likes, ratings, comments)
       select book_id, $1::date, creator_id, views, unique_readers, completions, likes, ratings, comments
         from fresh order by book_id
       on conflict (book_id, day)
       ${updateChanged('s', ['creator_id', 'views', 'unique_readers', 'completions', 'likes', 'ratings', 'comments'])}
       returning s.book_id),
     gone as (
       delete from book_daily_stats d
        where d.day = $1::date and not exists (select 1 from fresh f where f.book_id = d.book_id)
        returning d.book_id)
     select book_id from up union select book_id from gone`,
    { pool: 'orm' },
  ),

  /** Recomputes the creators' rows of day `$1` (unique readers across all their works). */
  creatorDaily: statement(
    `with ${EVENTS}, ${LIKES}, ${COMMENTS}, ${RATINGS},
     per_creator as (select creator_id, ${EVENT_FIGURES} from ev group by creator_id),
     creator_likes as (select creator_id, sum(n) as n from likes group by creator_id),
     creator_comments as (select creator_id, sum(n) as n from comments_of_day group by creator_id),
     creator_ratings as (select creator_id, sum(n) as n from ratings group by creator_id),
     subs as (select creator_id, gained, lost from subscription_changes where day = $1::date),
     fresh as (
       select k.creator_id,
              coalesce(p.views, 0) as views, coalesce(p.unique_readers, 0) as unique_readers,
              coalesce(p.completions, 0) as completions, coalesce(l.n, 0) as likes,
              coalesce(r.n, 0) as ratings, coalesce(c.n, 0) as comments,
              coalesce(s.gained, 0) as subscribers_gained, coalesce(s.lost, 0) as subscribers_lost
         from (select creator_id from per_creator union select creator_id from creator_likes
               union select creator_id from creator_comments union select creator_id from creator_ratings
               union select creator_id from subs) k
         join users u on u.id = k.creator_id
         left join per_creator p on p.creator_id = k.creator_id
         left join creator_likes l on l.creator_id = k.creator_id
         left join creator_ratings r on r.creator_id = k.creator_id
         left join creator_comments c on c.creator_id = k.creator_id
         left join subs s on s.creator_id = k.creator_id),
     up as (
       insert into creator_daily_stats as s
              (creator_id, day, views, unique_readers, completions, likes, ratings, comments,
               subscribers_gained, subscribers_lost)
       select creator_id, $1::date, views, unique_readers, completions, likes, ratings, comments,
              subscribers_gained, subscribers_lost
         from fresh order by creator_id
       on conflict (creator_id, day)
       ${updateChanged('s', ['views', 'unique_readers', 'completions', 'likes', 'ratings', 'comments', 'subscribers_gained', 'subscribers_lost'])}
       returning s.creator_id)
     delete from creator_daily_stats d
      where d.day = $1::date and not exists (select 1 from fresh f where f.creator_id = d.creator_id)`,
    { pool: 'orm' },
  ),

  /**
   * Recomputes page reach of day `$1`: a reader with a hash reaches the furthest page of all
   * their events that day; a view without a hash counts once at its own page. Progress without
   * a hash is left out: joining it to its view would mean following the reader who opted out.
   */
  pageReach: statement(
    `with ${EVENTS},
     readers as (
       select issue_id, max(coalesce(furthest_page, 1)) as furthest
         from ev where reader_hash is not null group by issue_id, reader_hash
       union all
       select issue_id, coalesce(furthest_page, 1) from ev where reader_hash is null and kind = 'view'),
     pages as (
       select pg.issue_id, count(*)::int as page_count from issue_pages pg
        where pg.issue_id in (select issue_id from readers) group by pg.issue_id),
     fresh as (
       select r.issue_id, n.page, count(*) as readers
         from readers r join pages p on p.issue_id = r.issue_id
         cross join lateral generate_series(1, least(r.furthest, p.page_count)) as n(page)
        group by r.issue_id, n.page),
     up as (
       insert into issue_daily_page_reach as s (issue_id, day, page, readers)
       select issue_id, $1::date, page, readers from fresh order by issue_id, page
       on conflict (issue_id, day, page) ${updateChanged('s', ['readers'])}
       returning s.issue_id)
     delete from issue_daily_page_reach d
      where d.day = $1::date
        and not exists (select 1 from fresh f where f.issue_id = d.issue_id and f.page = d.page)`,
    { pool: 'orm' },
  ),

  /** Recomputes views by source and referrer domain (`''`: none) of day `$1`. */
  traffic: statement(
    `with ${EVENTS},
     fresh as (
       select issue_id, source, coalesce(referrer_domain, '') as referrer_domain, book_id, creator_id,
              count(*) as views
         from ev where kind = 'view' group by 1, 2, 3, 4, 5),
     up as (
       insert into issue_daily_traffic as s
              (issue_id, day, source, referrer_domain, book_id, creator_id, views)
       select issue_id, $1::date, source, referrer_domain, book_id, creator_id, views
         from fresh order by issue_id, source, referrer_domain
       on conflict (issue_id, day, source, referrer_domain)
       ${updateChanged('s', ['book_id', 'creator_id', 'views'])}
       returning s.issue_id)
     delete from issue_daily_traffic d
      where d.day = $1::date
        and not exists (select 1 from fresh f where f.issue_id = d.issue_id and f.source = d.source
                          and f.referrer_domain = d.referrer_domain)`,
    { pool: 'orm' },
  ),

  /** The all-time views and readers of the issues `$1`, summed from their daily rows. */
  issueTotals: statement(
    `insert into issue_read_totals as t (issue_id, views, readers)
     select i.id, coalesce(sum(d.views), 0), coalesce(sum(d.unique_readers), 0)
       from issues i left join issue_daily_stats d on d.issue_id = i.id
      where i.id = any($1::int[]) group by i.id order by i.id
     on conflict (issue_id) ${updateChanged('t', ['views', 'readers'])}`,
    { pool: 'orm' },
  ),
  /** The all-time views and readers of the books `$1`, summed from their daily rows. */
  bookTotals: statement(
    `insert into book_read_totals as t (book_id, views, readers)
     select b.id, coalesce(sum(d.views), 0), coalesce(sum(d.unique_readers), 0)
       from books b left join book_daily_stats d on d.book_id = b.id
      where b.id = any($1::int[]) group by b.id order by b.id
     on conflict (book_id) ${updateChanged('t', ['views', 'readers'])}`,
    { pool: 'orm' },
  ),
};
