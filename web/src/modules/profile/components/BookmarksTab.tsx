import { useQuery } from '@apollo/client/react';
import { LIMITS, MESSAGES } from '@shared/limits';
import { useState } from 'react';
import { pageCount } from '../../../ui/Pager';
import { Spinner } from '../../../ui/Spinner';
import { USER_BOOKMARKS_QUERY } from '../graphql/profileTabs';
import { bookGridItem, CoverGrid } from './CoverGrid';

export function BookmarksTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(USER_BOOKMARKS_QUERY, {
    variables: { userId, page, limit: LIMITS.gridPageSize },
  });
  if (loading) return <Spinner />;
  const list = data?.bookmarks;
  // The same text when there are none and when they cannot be loaded.
  if (error || !list || list.items.length === 0) {
    return <p className="empty-state">{MESSAGES.noBookmarks}</p>;
  }
  return (
    <CoverGrid
      items={list.items.map(bookGridItem)}
      page={page}
      totalPages={pageCount(list.totalCount, LIMITS.gridPageSize)}
      onPage={setPage}
      label="Bookmarks"
    />
  );
}
