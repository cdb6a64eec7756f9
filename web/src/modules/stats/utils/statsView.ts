import type { StatsTotalsFieldsFragment, WorkStatsFieldsFragment } from '../../../gql/graphql';
import type { ChartSpec } from '../charts/chartSpec';
import type { StatsScope } from '../paths';
import { STATS_TEXTS } from '../texts';
import { csvDocument, type CsvCell } from './csv';
import { dayToSeconds } from './dates';
import { formatShare, formatWhole } from './format';

type Daily = WorkStatsFieldsFragment['daily'][number];
type DailyKey = Exclude<keyof Daily, '__typename' | 'day'>;
export type TotalsKey = Exclude<keyof StatsTotalsFieldsFragment, '__typename'>;
export type IssueRow = WorkStatsFieldsFragment['issues']['nodes'][number];

export const METRIC_LABELS: Record<TotalsKey, string> = {
  views: 'Views',
  uniqueReaders: 'Unique readers',
  completions: 'Completions',
  completionRate: 'Completion rate',
  likes: 'Likes',
  ratings: 'Ratings',
  comments: 'Comments',
  subscribersGained: 'Subscribers gained',
  subscribersLost: 'Subscribers lost',
};

export const formatMetric = (key: TotalsKey, value: number) =>
  key === 'completionRate' ? formatShare(value) : formatWhole(value);

/** The totals shown in the summary: subscribers belong to a creator, not to one work. */
export function totalsShown(scope: StatsScope): TotalsKey[] {
  const base: TotalsKey[] = [
    'views',
    'uniqueReaders',
    'completionRate',
    'likes',
    'ratings',
    'comments',
  ];
  return scope.kind === 'creator' ? [...base, 'subscribersGained', 'subscribersLost'] : base;
}

export type SeriesGroup = {
  id: string;
  title: string;
  keys: DailyKey[];
  colors: string[];
  emptyText: string;
};

export function seriesGroups(scope: StatsScope): SeriesGroup[] {
  const groups: SeriesGroup[] = [
    {
      id: 'reads',
      title: 'Reads over time',
      keys: ['views', 'uniqueReaders', 'completions'],
      colors: ['#d12b38', '#1f4f99', '#1f7a4d'],
      emptyText: STATS_TEXTS.emptyReads,
    },
    {
      id: 'reactions',
      title: 'Likes, ratings and comments over time',
      keys: ['likes', 'ratings', 'comments'],
      colors: ['#d12b38', '#a06a00', '#1f4f99'],
      emptyText: STATS_TEXTS.emptyReactions,
    },
  ];
  if (scope.kind === 'creator')
    groups.push({
      id: 'subscribers',
      title: 'Subscribers over time',
      keys: ['subscribersGained', 'subscribersLost'],
      colors: ['#1f7a4d', '#b3261e'],
      emptyText: STATS_TEXTS.emptySubscribers,
    });
  return groups;
}

/** A group's chart, or null when every figure in it is zero (the empty state shows instead). */
export function dailySpec(daily: Daily[], group: SeriesGroup): ChartSpec | null {
  if (!daily.some((day) => group.keys.some((key) => day[key] > 0))) return null;
  return {
    kind: 'lines',
    xKind: 'days',
    x: daily.map((day) => dayToSeconds(day.day)),
    series: group.keys.map((key, i) => ({
      label: METRIC_LABELS[key],
      values: daily.map((day) => day[key]),
      color: group.colors[i] ?? '#14161f',
    })),
    yFormat: 'count',
  };
}

export function dropOffSpec(dropOff: WorkStatsFieldsFragment['dropOff']): ChartSpec | null {
  if (!dropOff.some((page) => page.readers > 0)) return null;
  return {
    kind: 'bars',
    xKind: 'pages',
    x: dropOff.map((page) => page.page),
    series: [
      {
        label: 'Share of readers',
        values: dropOff.map((page) => page.share),
        color: '#1f4f99',
      },
    ],
    yFormat: 'share',
  };
}

/** A sentence for a chart's accessible name: each series' total over the range. */
export function dailySummary(daily: Daily[], group: SeriesGroup): string {
  return group.keys
    .map((key) => {
      const total = daily.reduce((sum, day) => sum + day[key], 0);
      return `${formatWhole(total)} ${METRIC_LABELS[key].toLowerCase()}`;
    })
    .join(', ')
    .concat(` over ${daily.length} days`);
}

export function dropOffSummary(dropOff: WorkStatsFieldsFragment['dropOff']): string {
  const last = dropOff[dropOff.length - 1];
  return last
    ? `${formatShare(last.share)} of readers reached the last page (page ${last.page})`
    : '';
}

export type IssueSortKey = 'title' | Exclude<TotalsKey, 'subscribersGained' | 'subscribersLost'>;
export const ISSUE_COLUMNS: Exclude<IssueSortKey, 'title'>[] = [
  'views',
  'uniqueReaders',
  'completionRate',
  'likes',
  'comments',
];
export type IssueSort = { key: IssueSortKey; direction: 'ascending' | 'descending' };

export function issueLabel(row: IssueRow): string {
  return `${row.issue.book.title} #${row.issue.issueNumber}: ${row.issue.title}`;
}

export function sortIssues(rows: readonly IssueRow[], sort: IssueSort): IssueRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order =
      sort.key === 'title'
        ? issueLabel(a).localeCompare(issueLabel(b))
        : a.totals[sort.key] - b.totals[sort.key];
    // Ties keep the API's order (most viewed first), whichever way the column goes.
    return order * sign || rows.indexOf(a) - rows.indexOf(b);
  });
}

/** The CSV of what the page shows, in the order it shows it (issues as the table is sorted). */
export function statsCsv(
  stats: WorkStatsFieldsFragment,
  scope: StatsScope,
  scopeName: string,
  issues: IssueRow[],
): string {
  const totals = totalsShown(scope);
  const dailyKeys = seriesGroups(scope).flatMap((group) => group.keys);
  const blocks: { title: string; rows: CsvCell[][] }[] = [
    {
      title: 'Stats',
      rows: [
        ['Scope', scopeName],
        ['From', stats.from],
        ['To', stats.to],
      ],
    },
    {
      title: 'Totals',
      rows: [totals.map((key) => METRIC_LABELS[key]), totals.map((key) => stats.totals[key])],
    },
    {
      title: 'Daily',
      rows: [
        ['Day', ...dailyKeys.map((key) => METRIC_LABELS[key])],
        ...stats.daily.map((day) => [day.day, ...dailyKeys.map((key) => day[key])]),
      ],
    },
  ];
  if (scope.kind === 'issue')
    blocks.push({
      title: 'Where readers stop',
      rows: [
        ['Page', 'Readers', 'Share of readers'],
        ...stats.dropOff.map((page) => [page.page, page.readers, page.share]),
      ],
    });
  blocks.push(
    {
      title: 'Referrers',
      rows: [['Domain', 'Views'], ...stats.referrers.map((r) => [r.domain, r.views])],
    },
    {
      title: 'Sources',
      rows: [['Source', 'Views'], ...stats.sources.map((s) => [s.source, s.views])],
    },
  );
  if (scope.kind !== 'issue')
    blocks.push({
      title: 'Issues',
      rows: [
        ['Book', 'Issue', 'Title', ...ISSUE_COLUMNS.map((key) => METRIC_LABELS[key])],
        ...issues.map((row) => [
          row.issue.book.title,
          row.issue.issueNumber,
          row.issue.title,
          ...ISSUE_COLUMNS.map((key) => row.totals[key]),
        ]),
      ],
    });
  return csvDocument(blocks);
}
