import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { WorkStatsFieldsFragment } from '../../../gql/graphql';
import { StatsChart } from '../charts/StatsChart';
import type { RangeChoice } from '../hooks/useStatsParams';
import { statsPath, type StatsScope } from '../paths';
import { STATS_TEXTS } from '../texts';
import { downloadCsv } from '../utils/csv';
import type { DayRange } from '../utils/dates';
import { formatShare, formatWhole } from '../utils/format';
import {
  dailySpec,
  dailySummary,
  dropOffSpec,
  dropOffSummary,
  formatMetric,
  METRIC_LABELS,
  seriesGroups,
  sortIssues,
  statsCsv,
  totalsShown,
  type IssueSort,
} from '../utils/statsView';
import { DataTable } from './DataTable';
import { useMoreIssues } from '../hooks/useMoreIssues';
import { IssueStatsTable } from './IssueStatsTable';
import { RangePicker } from './RangePicker';

const SOURCE_LABELS = { WEB: 'Web reader', OPDS: 'OPDS apps', CBZ: 'CBZ downloads', API: 'API' };

/** The scope's name: the issue or book title when the figures name it. */
function scopeName(scope: StatsScope, stats: WorkStatsFieldsFragment | null): string {
  if (scope.kind === 'creator') return STATS_TEXTS.allWorks;
  const issue = stats?.issues.nodes[0]?.issue;
  if (scope.kind === 'issue')
    return issue
      ? STATS_TEXTS.issueScope(issue.book.title, issue.issueNumber, issue.title)
      : STATS_TEXTS.thisIssue;
  return issue ? STATS_TEXTS.bookScope(issue.book.title) : STATS_TEXTS.thisBook;
}

/**
 * The figures of one scope. While loading every box keeps its place (totals show a dash, charts
 * an empty frame of their final height), so nothing moves when the answer comes.
 */
export function StatsDashboard({
  scope,
  stats,
  loading,
  failed,
  choice,
  range,
  today,
  onChoose,
}: {
  scope: StatsScope;
  stats: WorkStatsFieldsFragment | null;
  loading: boolean;
  failed: boolean;
  choice: RangeChoice;
  range: DayRange;
  today: string;
  onChoose: (choice: RangeChoice) => void;
}) {
  const [sort, setSort] = useState<IssueSort>({ key: 'views', direction: 'descending' });
  const groups = useMemo(() => seriesGroups(scope), [scope]);
  const specs = useMemo(
    () => groups.map((group) => (stats ? dailySpec(stats.daily, group) : null)),
    [groups, stats],
  );
  const dropOff = useMemo(() => (stats ? dropOffSpec(stats.dropOff) : null), [stats]);
  const more = useMoreIssues(scope, range, stats?.issues ?? null);
  const issues = useMemo(
    () => sortIssues([...(stats?.issues.nodes ?? []), ...more.rows], sort),
    [stats, more.rows, sort],
  );
  const name = scopeName(scope, stats);
  const totals = totalsShown(scope);

  const exportCsv = () => {
    if (!stats) return;
    downloadCsv(
      `panelhouse-stats-${stats.from}-to-${stats.to}.csv`,
      statsCsv(stats, scope, name, issues),
    );
  };

  return (
    <div className="stats" aria-busy={loading || undefined}>
      <header className="stats__header">
        <h1>{STATS_TEXTS.title}</h1>
        <p className="stats__scope">
          <span>{name}</span>
          {scope.kind !== 'creator' ? <Link to={statsPath()}>{STATS_TEXTS.backToAll}</Link> : null}
        </p>
      </header>
      <div className="stats__toolbar">
        <RangePicker choice={choice} range={range} today={today} onChoose={onChoose} />
        <button
          type="button"
          className="button button--ghost"
          onClick={exportCsv}
          disabled={!stats}
        >
          {STATS_TEXTS.exportCsv}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {loading ? STATS_TEXTS.loading : ''}
      </p>
      {failed ? (
        <p className="form-message form-message--error" role="alert">
          {STATS_TEXTS.error}
        </p>
      ) : null}
      {stats && stats.totals.views === 0 ? (
        <p className="stats-empty stats-empty--banner">{STATS_TEXTS.emptyReads}</p>
      ) : null}

      <section aria-labelledby="stats-totals-title">
        <h2 id="stats-totals-title" className="visually-hidden">
          Totals from {range.from} to {range.to}
        </h2>
        <dl className="stats-totals">
          {totals.map((key) => (
            <div key={key} className="stats-totals__item">
              <dt>{METRIC_LABELS[key]}</dt>
              <dd>{stats ? formatMetric(key, stats.totals[key]) : '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {scope.kind === 'issue' ? (
        <section aria-labelledby="stats-dropoff-heading" className="stats-section">
          <h2 id="stats-dropoff-heading">Where readers stop</h2>
          <StatsChart
            id="stats-dropoff"
            title="Share of readers reaching each page"
            summary={stats ? dropOffSummary(stats.dropOff) : ''}
            spec={dropOff}
            emptyText={stats ? STATS_TEXTS.emptyDropOff : null}
            table={
              <DataTable
                caption="Readers reaching each page"
                columns={['Page', 'Readers', 'Share of readers']}
                rows={(stats?.dropOff ?? []).map((page) => [
                  `Page ${page.page}`,
                  formatWhole(page.readers),
                  formatShare(page.share),
                ])}
              />
            }
          />
        </section>
      ) : null}

      <section aria-labelledby="stats-time-heading" className="stats-section">
        <h2 id="stats-time-heading">Over time</h2>
        <div className="stats-grid">
          {groups.map((group, i) => (
            <StatsChart
              key={group.id}
              id={`stats-${group.id}`}
              title={group.title}
              summary={stats ? dailySummary(stats.daily, group) : ''}
              spec={specs[i] ?? null}
              emptyText={stats ? group.emptyText : null}
              table={
                <DataTable
                  caption={group.title}
                  columns={['Day', ...group.keys.map((key) => METRIC_LABELS[key])]}
                  rows={(stats?.daily ?? []).map((day) => [
                    day.day,
                    ...group.keys.map((key) => formatWhole(day[key])),
                  ])}
                />
              }
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="stats-traffic-heading" className="stats-section">
        <h2 id="stats-traffic-heading">Where readers come from</h2>
        <div className="stats-grid">
          <div>
            <h3>Top referring sites</h3>
            {stats && stats.referrers.length > 0 ? (
              <DataTable
                caption="Top referring sites"
                columns={['Site', 'Views']}
                rows={stats.referrers.map((r) => [r.domain, formatWhole(r.views)])}
              />
            ) : (
              <p className="muted stats-empty">{stats ? STATS_TEXTS.emptyReferrers : '—'}</p>
            )}
          </div>
          <div>
            <h3>Sources</h3>
            {stats && stats.sources.some((s) => s.views > 0) ? (
              <DataTable
                caption="Views by source"
                columns={['Source', 'Views']}
                rows={stats.sources.map((s) => [SOURCE_LABELS[s.source], formatWhole(s.views)])}
              />
            ) : (
              <p className="muted stats-empty">{stats ? STATS_TEXTS.emptySources : '—'}</p>
            )}
          </div>
        </div>
      </section>

      {scope.kind !== 'issue' ? (
        <section aria-labelledby="stats-issues-heading" className="stats-section">
          <h2 id="stats-issues-heading">Issues</h2>
          {stats ? (
            <IssueStatsTable
              rows={issues}
              totalCount={stats.issues.totalCount}
              sort={sort}
              onSort={setSort}
              more={more}
            />
          ) : (
            <div className="stats-table-placeholder" />
          )}
        </section>
      ) : null}
    </div>
  );
}
