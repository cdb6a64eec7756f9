// Screen copy of the Stats page and the public read counts.
export const STATS_TEXTS = {
  title: 'Stats',
  allWorks: 'All your works',
  bookScope: (title: string) => `Book: ${title}`,
  issueScope: (bookTitle: string, issueNumber: number, title: string) =>
    `${bookTitle} #${issueNumber}: ${title}`,
  thisBook: 'This book',
  thisIssue: 'This issue',
  backToAll: 'All your works',
  linkLabel: 'Stats',
  rangeLegend: 'Date range',
  lastDays: (days: number) => `Last ${days} days`,
  custom: 'Custom',
  from: 'From',
  to: 'To',
  apply: 'Show',
  rangeHint: (max: number) => `Whole days in UTC, at most ${max} days.`,
  exportCsv: 'Export CSV',
  loading: 'Loading the figures…',
  error: 'The figures could not be loaded. Please try again later.',
  // Empty states say what will appear once there is something to count.
  emptyReads: 'Reads will appear here once readers open your issues.',
  emptyReactions: 'Likes, ratings and comments will appear here as readers react.',
  emptySubscribers: 'New and lost subscribers will appear here, day by day.',
  emptyDropOff: 'Where readers stop will appear here once readers open this issue.',
  emptyReferrers: 'Sites that send readers to you will appear here.',
  emptySources: 'The apps readers use (web, OPDS, CBZ, API) will appear here.',
  emptyIssues: 'Your issues will appear here once you publish one.',
  showData: 'Show data',
  issuesShown: (shown: number, total: number) =>
    `The ${shown} most viewed of ${total} issues in this range.`,
  moreIssues: (count: number) => `Show ${count} more issues`,
  moreIssuesLoading: 'Loading more issues…',
  moreIssuesFailed: 'The next issues could not be loaded. Try again.',
  reads: (formatted: string, count: number) => `${formatted} ${count === 1 ? 'read' : 'reads'}`,
} as const;

/** Range validation messages (the API answers the same cases with BAD_USER_INPUT). */
export const RANGE_ERRORS = {
  format: 'Enter both days as dates (YYYY-MM-DD).',
  order: 'The first day must not be after the last day.',
  future: 'The last day cannot be after today.',
  tooLong: (max: number) => `A range covers at most ${max} days.`,
} as const;
