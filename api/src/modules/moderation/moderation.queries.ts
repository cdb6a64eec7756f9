import { type Db, rows, statement } from '../../db/sql';
import type { ReportReason, ReportTarget } from './moderation.entities';

/** One item of the moderation queue: a target's open reports, or one open appeal. */
export interface QueueRow {
  kind: 'reports' | 'appeal';
  targetType: ReportTarget;
  targetId: number;
  /** The appeal's id (appeal items only). */
  appealId: number | null;
  reportCount: number;
  reasons: ReportReason[];
  /** The latest texts reporters wrote (at most five, newest first). */
  texts: string[];
  /** Microseconds since the epoch of the newest report (or of the appeal): the list's order. */
  latestMicros: number;
  /** Ties the order: unique per item. */
  itemKey: string;
}

/** The queue's items: open reports grouped by target, and open appeals, each keyed for paging. */
const QUEUE_ITEMS = `
  with groups as (
    select 'reports'::text as kind, r.target_type, r.target_id, null::int as appeal_id,
           count(*)::int as report_count,
           array_agg(distinct r.reason::text) as reasons,
           coalesce((array_agg(r.text order by r.id desc) filter (where r.text is not null))[1:5], '{}') as texts,
           max(r.date_created) as latest
      from reports r where r.closed_at is null
     group by r.target_type, r.target_id
    union all
    select 'appeal', a.target_type, a.target_id, ap.id, 0, '{}'::text[], array[ap.text], ap.date_created
      from moderation_appeals ap join moderation_actions a on a.id = ap.action_id
     where ap.closed_at is null)
  select g.kind, g.target_type as "targetType", g.target_id as "targetId", g.appeal_id as "appealId",
         g.report_count as "reportCount", g.reasons, g.texts,
         (extract(epoch from g.latest) * 1000000)::bigint as "latestMicros",
         g.kind || ':' || g.target_type || ':' || g.target_id || ':' || coalesce(g.appeal_id, 0) as "itemKey"
    from groups g`;

export const moderationQueries = {
  /**
   * Rows `QueueRow`, newest first: `$1` microseconds and `$2` item key of the cursor (nulls for
   * the start), `$3` the limit. On MikroORM's pool: a moderator sees their own action at once.
   */
  queue: statement(
    `select * from (${QUEUE_ITEMS}) q
      where $1::bigint is null or ("latestMicros", "itemKey") < ($1::bigint, $2::text)
      order by "latestMicros" desc, "itemKey" desc limit $3`,
    { pool: 'orm' },
  ),
  /** Rows `{ n }`: the number of items in the queue. */
  queueCount: statement(`select count(*)::int as n from (${QUEUE_ITEMS}) q`, { pool: 'orm' }),
  /** Rows `{ id }`: the open reports of target `$1` (type), `$2` (id), closed by audit entry `$3`. */
  closeReports: statement(
    `update reports set closed_at = now(), closed_by = $3
      where target_type = $1 and target_id = $2 and closed_at is null returning id`,
    { pool: 'orm' },
  ),
  /** Rows `{ id }`: the open appeals of target `$1`, `$2`, closed now. */
  closeAppeals: statement(
    `update moderation_appeals ap set closed_at = now() from moderation_actions a
      where a.id = ap.action_id and a.target_type = $1 and a.target_id = $2
        and ap.closed_at is null returning ap.id`,
    { pool: 'orm' },
  ),
  /** Rows `{ n }`: how many books user `$1` publishes (taking the moderator role back). */
  bookCount: statement(`select count(*)::int as n from books where publisher_id = $1`, {
    pool: 'orm',
  }),
};

export async function queuePage(
  db: Db,
  after: readonly [number, string] | null,
  limit: number,
): Promise<QueueRow[]> {
  const found = await rows<QueueRow & { latestMicros: string | number }>(
    db,
    moderationQueries.queue,
    [after?.[0] ?? null, after?.[1] ?? null, limit],
  );
  return found.map((row) => ({ ...row, latestMicros: Number(row.latestMicros) }));
}

export async function queueCount(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db, moderationQueries.queueCount);
  return row.n;
}

/** Closes a target's open reports and appeals; returns how many reports it closed. */
export async function closeOpenItems(
  db: Db,
  targetType: ReportTarget,
  targetId: number,
  actionId: number,
): Promise<{ reports: number; appeals: number }> {
  const reports = await rows(db, moderationQueries.closeReports, [targetType, targetId, actionId]);
  const appeals = await rows(db, moderationQueries.closeAppeals, [targetType, targetId]);
  return { reports: reports.length, appeals: appeals.length };
}

export async function publishedBookCount(db: Db, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, moderationQueries.bookCount, [userId]);
  return row.n;
}
