import { useQuery } from '@apollo/client/react';
import { ErrorCode, errorCode } from '../../../apollo/errors';
import type { WorkStatsFieldsFragment } from '../../../gql/graphql';
import { BOOK_STATS_QUERY, CREATOR_STATS_QUERY, ISSUE_STATS_QUERY } from '../graphql/stats';
import type { StatsScope } from '../paths';
import type { DayRange } from '../utils/dates';

/** How many issues the table shows (the most viewed first); the API's connection bound. */
export const ISSUE_ROWS = 50;

export type WorkStatsResult = {
  stats: WorkStatsFieldsFragment | null;
  loading: boolean;
  /** The scope is not the viewer's (or does not exist): the API answers NOT_FOUND. */
  notFound: boolean;
  failed: boolean;
};

/** The figures of one scope over a range: one of three queries, the others skipped. */
export function useWorkStats(scope: StatsScope, range: DayRange): WorkStatsResult {
  const common = { range, first: ISSUE_ROWS };
  const creator = useQuery(CREATOR_STATS_QUERY, {
    variables: common,
    skip: scope.kind !== 'creator',
  });
  const book = useQuery(BOOK_STATS_QUERY, {
    variables: { ...common, bookId: scope.kind === 'book' ? scope.id : 0 },
    skip: scope.kind !== 'book',
  });
  const issue = useQuery(ISSUE_STATS_QUERY, {
    variables: { ...common, issueId: scope.kind === 'issue' ? scope.id : 0 },
    skip: scope.kind !== 'issue',
  });
  const stats =
    scope.kind === 'creator'
      ? creator.data?.creatorStats
      : scope.kind === 'book'
        ? book.data?.bookStats
        : issue.data?.issueStats;
  const { loading, error } =
    scope.kind === 'creator' ? creator : scope.kind === 'book' ? book : issue;
  const notFound = errorCode(error) === ErrorCode.NOT_FOUND;
  return {
    stats: stats ?? null,
    loading: loading && !stats,
    notFound,
    failed: Boolean(error) && !notFound,
  };
}
