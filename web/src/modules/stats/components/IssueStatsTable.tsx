import { Link } from 'react-router-dom';
import { issueDetailsPath } from '../../works/utils/paths';
import { ISSUE_ROWS } from '../hooks/useWorkStats';
import { statsPath } from '../paths';
import { STATS_TEXTS } from '../texts';
import {
  formatMetric,
  ISSUE_COLUMNS,
  issueLabel,
  METRIC_LABELS,
  type IssueRow,
  type IssueSort,
  type IssueSortKey,
} from '../utils/statsView';

/**
 * The issues in scope with their figures. Each column header is a button (Enter or Space
 * sorts; again reverses) and carries aria-sort, so a screen reader announces the order.
 */
export function IssueStatsTable({
  rows,
  totalCount,
  sort,
  onSort,
  more,
}: {
  rows: IssueRow[];
  totalCount: number;
  sort: IssueSort;
  onSort: (sort: IssueSort) => void;
  /** The next page of issues (most viewed first), loaded on request. */
  more?: { hasMore: boolean; loading: boolean; failed: boolean; loadMore: () => void };
}) {
  const header = (key: IssueSortKey, label: string) => {
    const active = sort.key === key;
    const next: IssueSort = {
      key,
      // A figure sorts largest first, a title A to Z; the second press reverses.
      direction: active
        ? sort.direction === 'ascending'
          ? 'descending'
          : 'ascending'
        : key === 'title'
          ? 'ascending'
          : 'descending',
    };
    return (
      <th
        key={key}
        scope="col"
        aria-sort={active ? sort.direction : 'none'}
        className={key === 'title' ? undefined : 'stats-table__num'}
      >
        <button type="button" className="stats-table__sort" onClick={() => onSort(next)}>
          {label}
          <span aria-hidden="true" className="stats-table__arrow">
            {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };
  if (rows.length === 0) return <p className="muted stats-empty">{STATS_TEXTS.emptyIssues}</p>;
  return (
    <>
      <div className="stats-table__scroll">
        <table className="stats-table stats-table--issues">
          <caption className="visually-hidden">Issues and their figures</caption>
          <thead>
            <tr>
              {header('title', 'Issue')}
              {ISSUE_COLUMNS.map((key) => header(key, METRIC_LABELS[key]))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.issue.id}>
                <th scope="row">
                  <Link
                    to={issueDetailsPath(
                      row.issue.book.urlSlug,
                      row.issue.book.id,
                      row.issue.issueNumber,
                    )}
                  >
                    {issueLabel(row)}
                  </Link>{' '}
                  <Link
                    className="stats-table__drill"
                    to={statsPath({ kind: 'issue', id: row.issue.id })}
                  >
                    {STATS_TEXTS.linkLabel}
                    <span className="visually-hidden"> of {issueLabel(row)}</span>
                  </Link>
                </th>
                {ISSUE_COLUMNS.map((key) => (
                  <td key={key} className="stats-table__num">
                    {formatMetric(key, row.totals[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalCount > rows.length ? (
        <p className="muted">{STATS_TEXTS.issuesShown(rows.length, totalCount)}</p>
      ) : null}
      {more?.hasMore ? (
        <p className="stats-more">
          <button
            type="button"
            className="button button--ghost"
            onClick={more.loadMore}
            disabled={more.loading}
          >
            {STATS_TEXTS.moreIssues(Math.min(ISSUE_ROWS, totalCount - rows.length))}
          </button>
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {more?.loading ? STATS_TEXTS.moreIssuesLoading : ''}
      </p>
      {more?.failed ? (
        <p className="form-message form-message--error" role="alert">
          {STATS_TEXTS.moreIssuesFailed}
        </p>
      ) : null}
    </>
  );
}
