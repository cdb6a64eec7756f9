import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { StatsIssuePageFieldsFragment } from '../../../gql/graphql';
import { BOOK_STATS_ISSUES_QUERY, CREATOR_STATS_ISSUES_QUERY } from '../graphql/stats';
import type { StatsScope } from '../paths';
import type { DayRange } from '../utils/dates';
import { ISSUE_ROWS } from './useWorkStats';

type IssueNode = StatsIssuePageFieldsFragment['nodes'][number];

interface Pages {
  /** The first page these follow: a new answer (range, scope) starts over. */
  of: StatsIssuePageFieldsFragment | null;
  rows: IssueNode[];
  pageInfo: StatsIssuePageFieldsFragment['pageInfo'] | null;
  loading: boolean;
  failed: boolean;
}

const fresh = (of: Pages['of']): Pages => ({
  of,
  rows: [],
  pageInfo: null,
  loading: false,
  failed: false,
});

/**
 * The issues after the first page of the Stats table, most viewed first, a page at a time on
 * request: only the issues are asked again, never the days and charts. The pages stay out of
 * Apollo's cache: a WorkStats has no id, so writing one would replace the first answer's
 * object and make the page ask for all its figures again.
 */
export function useMoreIssues(
  scope: StatsScope,
  range: DayRange,
  first: StatsIssuePageFieldsFragment | null,
) {
  const client = useApolloClient();
  const [state, setState] = useState<Pages>(() => fresh(first));
  const pages = state.of === first ? state : fresh(first);
  const pageInfo = pages.pageInfo ?? first?.pageInfo ?? null;
  const after = pageInfo?.hasNextPage ? pageInfo.endCursor : null;

  const loadMore = async () => {
    if (!first || !after || pages.loading || scope.kind === 'issue') return;
    setState({ ...pages, loading: true, failed: false });
    const still = (s: Pages) => s.of === first;
    try {
      const variables = { range, first: ISSUE_ROWS, after };
      const next =
        scope.kind === 'book'
          ? (
              await client.query({
                query: BOOK_STATS_ISSUES_QUERY,
                variables: { ...variables, bookId: scope.id },
                fetchPolicy: 'no-cache',
              })
            ).data?.bookStats.issues
          : (
              await client.query({
                query: CREATOR_STATS_ISSUES_QUERY,
                variables,
                fetchPolicy: 'no-cache',
              })
            ).data?.creatorStats.issues;
      if (!next) throw new Error('no page');
      setState((s) =>
        still(s)
          ? { ...s, rows: [...s.rows, ...next.nodes], pageInfo: next.pageInfo, loading: false }
          : s,
      );
    } catch {
      setState((s) => (still(s) ? { ...s, loading: false, failed: true } : s));
    }
  };

  return {
    rows: pages.rows,
    hasMore: after !== null && scope.kind !== 'issue',
    loading: pages.loading,
    failed: pages.failed,
    loadMore,
  };
}
