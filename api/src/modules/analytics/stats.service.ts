import { LIMITS, MESSAGES } from '../../config/limits';
import type { Db } from '../../db/sql';
import { badInput, notFound } from '../../shared/app-error';
import {
  checkFirst,
  type ConnectionArgs,
  type ConnectionResult,
  cursorKind,
  connectionWindow,
  INVALID_CURSOR,
  toConnection,
} from '../../shared/paging';
import type { User } from '../users/user.entity';
import {
  type DailyFigures,
  dailyFigures,
  type Figures,
  issueCount,
  issuesPage,
  ownedBook,
  ownedIssue,
  pageReach,
  type StatsScope,
  topReferrers,
  viewsBySource,
} from './stats.queries';
import type {
  IssueStatsOrder,
  IssueStatsRow,
  PageReach,
  ReadingSource,
  ReferrerStats,
  SourceStats,
  StatsTotals,
  WorkStats,
} from './stats.types';

/**
 * The creators' reading statistics for every transport. A WorkStats is made only for the
 * viewer's own creator page, book or issue (stats.policy); each of its lists is then one
 * statement over the daily rollups, read when asked. The days and the totals share one.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** `value` as a UTC day (ms since the epoch), or null when it is not a real YYYY-MM-DD date. */
function dayOf(value: unknown): number | null {
  const m = typeof value === 'string' ? DAY.exec(value) : null;
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value ? ms : null;
}

/**
 * A checked range of whole UTC days: real dates, from <= to, at most LIMITS.stats.maxRangeDays
 * days, not ending after today; else BAD_USER_INPUT naming the field.
 */
export function parseStatsRange(
  range: { from: string; to: string },
  now: Date = new Date(),
): { from: string; to: string } {
  const from = dayOf(range.from);
  if (from === null) throw badInput(MESSAGES.statsDayInvalid('from'), 'range.from');
  const to = dayOf(range.to);
  if (to === null) throw badInput(MESSAGES.statsDayInvalid('to'), 'range.to');
  if (from > to) throw badInput(MESSAGES.statsRangeReversed, 'range');
  if ((to - from) / MS_PER_DAY + 1 > LIMITS.stats.maxRangeDays)
    throw badInput(MESSAGES.statsRangeTooLong(LIMITS.stats.maxRangeDays), 'range');
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (to > today) throw badInput(MESSAGES.statsRangeInFuture, 'range.to');
  return { from: range.from, to: range.to };
}

const ZERO: Figures = {
  views: 0,
  uniqueReaders: 0,
  completions: 0,
  likes: 0,
  ratings: 0,
  comments: 0,
  subscribersGained: 0,
  subscribersLost: 0,
};

const FIGURES = Object.keys(ZERO) as (keyof Figures)[];

/** Figures with their completion rate (completions / views, at most 1, 0 without views). */
export const withRate = (f: Figures): StatsTotals => ({
  ...f,
  completionRate: f.views > 0 ? Math.min(1, f.completions / f.views) : 0,
});

const REFERRERS = { max: LIMITS.stats.referrersMax, default: LIMITS.stats.referrersDefault };
const ISSUES = { max: LIMITS.stats.issuesFirstMax, default: LIMITS.stats.issuesFirstDefault };
const INT_KEY = /^-?\d{1,19}$/;
/** A float8 as PostgreSQL prints it (`0.25`, `1`, `1e-05`). */
const FLOAT_KEY = /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/;

export class StatsService {
  /**
   * The days of each WorkStats of this request, read once for `daily` and `totals`. Keyed by
   * its scope object: type-graphql hands each field resolver its own copy of the WorkStats,
   * but the copies share the scope made for that WorkStats alone.
   */
  private readonly days = new WeakMap<StatsScope, Promise<DailyFigures[]>>();

  constructor(private readonly db: Db) {}

  /** The viewer's figures across all their works. */
  creatorStats(viewer: User, range: { from: string; to: string }): WorkStats {
    return this.work({ kind: 'creator', creatorId: viewer.id }, range);
  }

  /** One of the viewer's books; NOT_FOUND for anyone else's, a removed or an unknown one. */
  async bookStats(viewer: User, bookId: number, range: { from: string; to: string }) {
    const id = Number.isSafeInteger(bookId) ? await ownedBook(this.db, bookId, viewer.id) : null;
    if (id === null) throw notFound(MESSAGES.statsBookNotFound);
    return this.work({ kind: 'book', creatorId: viewer.id, bookId: id }, range);
  }

  /** One of the viewer's issues; NOT_FOUND for anyone else's, a removed or an unknown one. */
  async issueStats(viewer: User, issueId: number, range: { from: string; to: string }) {
    const found = Number.isSafeInteger(issueId)
      ? await ownedIssue(this.db, issueId, viewer.id)
      : null;
    if (found === null) throw notFound(MESSAGES.statsIssueNotFound);
    return this.work({ kind: 'issue', creatorId: viewer.id, issueId, bookId: found.bookId }, range);
  }

  /** One entry per day of the range, zero-filled, oldest first. */
  daily(work: WorkStats): Promise<DailyFigures[]> {
    let found = this.days.get(work.scope);
    if (!found) {
      found = dailyFigures(this.db, work.scope, work.from, work.to);
      this.days.set(work.scope, found);
    }
    return found;
  }

  /** The days added up. */
  async totals(work: WorkStats): Promise<StatsTotals> {
    const sum = { ...ZERO };
    for (const day of await this.daily(work)) for (const key of FIGURES) sum[key] += day[key];
    return withRate(sum);
  }

  /** The top referrer domains, most views first (`first`: 1..50, default 10). */
  referrers(work: WorkStats, first?: number | null): Promise<ReferrerStats[]> {
    const n = checkFirst(first, REFERRERS);
    return topReferrers(this.db, work.scope, work.from, work.to, n);
  }

  /** Views by reading source, most first. */
  async sources(work: WorkStats): Promise<SourceStats[]> {
    const found = await viewsBySource(this.db, work.scope, work.from, work.to);
    return found.map((r) => ({ source: r.source as ReadingSource, views: r.views }));
  }

  /** An issue's readers per page with their share of page 1's; empty for a book or creator. */
  async dropOff(work: WorkStats): Promise<PageReach[]> {
    const { scope } = work;
    if (scope.kind !== 'issue') return [];
    const pages = await pageReach(this.db, scope, work.from, work.to);
    const first = pages[0]?.readers ?? 0;
    return pages.map((p) => ({
      ...p,
      share: first > 0 ? Math.min(1, p.readers / first) : 0,
    }));
  }

  /**
   * The issues in scope with their figures, by `orderBy` (most first, RELEASED oldest first),
   * then by id; keyset-paged so a walk neither skips nor repeats an issue.
   */
  async issues(
    work: WorkStats,
    args: ConnectionArgs & { orderBy?: IssueStatsOrder | null },
  ): Promise<ConnectionResult<IssueStatsRow>> {
    const order = args.orderBy ?? 'views';
    const kind = cursorKind(`stats-issues-${order}`, ['string', 'int'] as const);
    const window = connectionWindow(kind, args, ISSUES);
    if (window.after && !(order === 'completion_rate' ? isFloatKey : isIntKey)(window.after[0]))
      throw badInput(INVALID_CURSOR, 'after');
    const found = await issuesPage(
      this.db,
      work.scope,
      work,
      order,
      window.after,
      window.first + 1,
    );
    return toConnection(
      found,
      window,
      kind,
      (row) => [row.key, row.issue.id] as const,
      (row) => ({ issue: row.issue, totals: withRate(row.figures) }),
      found.length > 0 ? found[0].total : () => issueCount(this.db, work.scope),
    );
  }

  private work(scope: StatsScope, range: { from: string; to: string }): WorkStats {
    return { ...parseStatsRange(range), scope };
  }
}

const isIntKey = (key: string) => INT_KEY.test(key);
const isFloatKey = (key: string) => FLOAT_KEY.test(key);
