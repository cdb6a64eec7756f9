// Answers of the stats queries, shaped as the API's (with __typename for Apollo's cache).
import { addDays, presetRange } from '../utils/dates';

type Totals = Partial<Record<string, number>>;

export function buildTotals(overrides: Totals = {}) {
  return {
    __typename: 'StatsTotals' as const,
    views: 0,
    uniqueReaders: 0,
    completions: 0,
    completionRate: 0,
    likes: 0,
    ratings: 0,
    comments: 0,
    subscribersGained: 0,
    subscribersLost: 0,
    ...overrides,
  };
}

export function buildIssueRow(
  id: number,
  title: string,
  totals: Totals,
  book = { id: 3, title: 'Robot Dawn', urlSlug: 'robot-dawn' },
) {
  return {
    __typename: 'IssueStatsRow' as const,
    issue: {
      __typename: 'Issue' as const,
      id,
      title,
      issueNumber: id - 30,
      book: { __typename: 'Book' as const, ...book },
    },
    totals: buildTotals(totals),
  };
}

/** A range's figures: `views` per day oldest first (the rest zero unless given). */
type IssueRow = ReturnType<typeof buildIssueRow>;

export function buildWorkStats(
  options: {
    range?: { from: string; to: string };
    views?: number[];
    issues?: IssueRow[];
    referrers?: { domain: string; views: number }[];
    dropOff?: { page: number; readers: number; share: number }[];
    totals?: Totals;
    totalCount?: number;
  } = {},
) {
  const {
    range = presetRange(30),
    views = [],
    issues = [],
    referrers = [],
    dropOff = [],
  } = options;
  const { totals = {}, totalCount = issues.length } = options;
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return {
    __typename: 'WorkStats' as const,
    from: range.from,
    to: range.to,
    totals: buildTotals({ views: views.reduce((a, b) => a + b, 0), ...totals }),
    daily: days.map((day, i) => ({
      __typename: 'DailyStats' as const,
      day,
      views: views[i] ?? 0,
      uniqueReaders: Math.floor((views[i] ?? 0) / 2),
      completions: 0,
      likes: 0,
      ratings: 0,
      comments: 0,
      subscribersGained: 0,
      subscribersLost: 0,
    })),
    referrers: referrers.map((r) => ({ __typename: 'ReferrerStats' as const, ...r })),
    sources: [{ __typename: 'SourceStats' as const, source: 'WEB', views: 0 }],
    dropOff: dropOff.map((p) => ({ __typename: 'PageReach' as const, ...p })),
    issues: {
      __typename: 'IssueStatsConnection' as const,
      totalCount,
      pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
      nodes: issues,
    },
  };
}
