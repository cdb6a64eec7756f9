import { useQuery } from '@apollo/client/react';
import { LIMITS, MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { pageCount } from '../../../ui/Pager';
import { issueReactionFigures } from '../../reactions/components/ReactionSummary';
import { readerPath } from '../../works/utils/paths';
import { USER_BOOKS_QUERY, USER_ISSUES_QUERY } from '../graphql/profileTabs';
import { AccreditedWorks } from './AccreditedWorks';
import { bookGridItem, CoverGrid, type CoverGridItem } from './CoverGrid';

export type WorksFilter = 'books' | 'issues' | 'accredited';
const FILTERS: [WorksFilter, string][] = [
  ['books', 'Books'],
  ['issues', 'Issues'],
  ['accredited', 'Accredited'],
];

function useWorksGrid(userId: number, filter: WorksFilter, page: number) {
  const variables = { userId, page, limit: LIMITS.gridPageSize };
  const books = useQuery(USER_BOOKS_QUERY, { variables, skip: filter !== 'books' });
  const issues = useQuery(USER_ISSUES_QUERY, { variables, skip: filter !== 'issues' });
  if (filter === 'books') {
    const list = books.data?.userBooks;
    return {
      loading: books.loading,
      error: books.error,
      totalCount: list?.totalCount ?? 0,
      items: (list?.items ?? []).map(bookGridItem),
    };
  }
  const list = issues.data?.userIssues;
  return {
    loading: issues.loading,
    error: issues.error,
    totalCount: list?.totalCount ?? 0,
    items: (list?.items ?? []).map<CoverGridItem>((issue) => ({
      key: `issue-${issue.id}`,
      href: readerPath(issue.book.urlSlug, issue.book.id, issue.issueNumber),
      title: issue.title,
      subtitle: `${issue.book.title} #${issue.issueNumber}`,
      cover: issue.cover,
      dateCreated: issue.dateCreated,
      reactions: issueReactionFigures(issue),
    })),
  };
}

function WorksGrid({ userId, filter }: { userId: number; filter: 'books' | 'issues' }) {
  const [page, setPage] = useState(1);
  const { loading, error, items, totalCount } = useWorksGrid(userId, filter, page);
  if (loading) return <Spinner />;
  if (error) return <p className="form-message form-message--error">{MESSAGES.profileError}</p>;
  if (items.length === 0) return <p className="empty-state">{MESSAGES.noWorks}</p>;
  return (
    <CoverGrid
      items={items}
      page={page}
      totalPages={pageCount(totalCount, LIMITS.gridPageSize)}
      onPage={setPage}
      label={filter === 'books' ? 'Books' : 'Issues'}
    />
  );
}

/** Books, Issues or Accredited; switching filter starts again at page 1. */
export function WorksTab({ userId }: { userId: number }) {
  const [filter, setFilter] = useState<WorksFilter>('books');
  return (
    <div className="works-tab">
      <div className="filter-buttons" role="group" aria-label="Show works">
        {FILTERS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={
              filter === value ? 'button button--small' : 'button button--small button--ghost'
            }
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {filter === 'accredited' ? (
        <AccreditedWorks userId={userId} />
      ) : (
        // A new key per filter drops the old list and its page.
        <WorksGrid key={filter} userId={userId} filter={filter} />
      )}
    </div>
  );
}
