// The Stats page's links: all the viewer's works, or one book or issue of theirs.
export type StatsScope =
  { kind: 'creator' } | { kind: 'book'; id: number } | { kind: 'issue'; id: number };

export const STATS_PARAMS = {
  book: 'book',
  issue: 'issue',
  preset: 'days',
  from: 'from',
  to: 'to',
} as const;

export function statsPath(scope: StatsScope = { kind: 'creator' }): string {
  if (scope.kind === 'creator') return '/stats';
  const param = scope.kind === 'book' ? STATS_PARAMS.book : STATS_PARAMS.issue;
  return `/stats?${new URLSearchParams({ [param]: String(scope.id) }).toString()}`;
}
