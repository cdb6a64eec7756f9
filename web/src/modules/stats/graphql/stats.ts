import { graphql } from '../../../gql';

export const STATS_TOTALS_FRAGMENT = graphql(`
  fragment StatsTotalsFields on StatsTotals {
    views
    uniqueReaders
    completions
    completionRate
    likes
    ratings
    comments
    subscribersGained
    subscribersLost
  }
`);

/** Everything the Stats page shows of one scope; the three queries below share it. */
export const WORK_STATS_FRAGMENT = graphql(`
  fragment WorkStatsFields on WorkStats {
    from
    to
    totals {
      ...StatsTotalsFields
    }
    daily {
      day
      views
      uniqueReaders
      completions
      likes
      ratings
      comments
      subscribersGained
      subscribersLost
    }
    referrers(first: 10) {
      domain
      views
    }
    sources {
      source
      views
    }
    dropOff {
      page
      readers
      share
    }
    issues(first: $first, orderBy: VIEWS) {
      ...StatsIssuePageFields
    }
  }
`);

/** One page of the issues table (most viewed first); the first comes with the figures. */
export const STATS_ISSUE_PAGE_FRAGMENT = graphql(`
  fragment StatsIssuePageFields on IssueStatsConnection {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    nodes {
      issue {
        id
        title
        issueNumber
        book {
          id
          title
          urlSlug
        }
      }
      totals {
        ...StatsTotalsFields
      }
    }
  }
`);

export const CREATOR_STATS_QUERY = graphql(`
  query CreatorStats($range: StatsRangeInput!, $first: Int!) {
    creatorStats(range: $range) {
      ...WorkStatsFields
    }
  }
`);

export const BOOK_STATS_QUERY = graphql(`
  query BookStats($bookId: Int!, $range: StatsRangeInput!, $first: Int!) {
    bookStats(bookId: $bookId, range: $range) {
      ...WorkStatsFields
    }
  }
`);

export const ISSUE_STATS_QUERY = graphql(`
  query IssueStats($issueId: Int!, $range: StatsRangeInput!, $first: Int!) {
    issueStats(issueId: $issueId, range: $range) {
      ...WorkStatsFields
    }
  }
`);

/** The next pages of the issues table, one query per scope (the rest of the figures not asked again). */
export const CREATOR_STATS_ISSUES_QUERY = graphql(`
  query CreatorStatsIssues($range: StatsRangeInput!, $first: Int!, $after: String!) {
    creatorStats(range: $range) {
      issues(first: $first, after: $after, orderBy: VIEWS) {
        ...StatsIssuePageFields
      }
    }
  }
`);

export const BOOK_STATS_ISSUES_QUERY = graphql(`
  query BookStatsIssues($bookId: Int!, $range: StatsRangeInput!, $first: Int!, $after: String!) {
    bookStats(bookId: $bookId, range: $range) {
      issues(first: $first, after: $after, orderBy: VIEWS) {
        ...StatsIssuePageFields
      }
    }
  }
`);
