import {
  BOOK_STATUSES,
  CONTENT_RATINGS,
  GENRE_KEYS,
  LIMITS,
  type BookStatusCode,
  type ContentRatingCode,
} from '@shared/limits';
import type { BookStatus, SearchInput, SearchSort, SearchType } from '../../../gql/graphql';
import { parsePage } from '../../../ui/Pager';
import { SEARCH_PARAMS } from './searchParams';

// The search screen's query string: q, search-type, include, exclude, status,
// content-rating, sort, limit and page (names in searchParams.ts).
export { SEARCH_PARAMS };

export const SEARCH_KINDS = ['issues', 'books', 'users'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** asc = 'Newest to Oldest', desc = 'Oldest to Newest' (the v1 site's values); '' = none chosen. */
export type SortParam = '' | 'asc' | 'desc' | 'popular';
export type GenreState = 'neutral' | 'include' | 'exclude';

export type SearchCriteria = {
  q: string;
  type: SearchKind;
  include: string[];
  exclude: string[];
  status: '' | BookStatusCode;
  ratings: ContentRatingCode[];
  sort: SortParam;
  /** Only from the URL; the form has no control for it. */
  limit: number | null;
};
export type SearchState = SearchCriteria & { page: number };

export const EMPTY_CRITERIA: SearchCriteria = {
  q: '',
  type: 'issues',
  include: [],
  exclude: [],
  status: '',
  ratings: [],
  sort: '',
  limit: null,
};

function list(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const type = params.get(SEARCH_PARAMS.type)?.toLowerCase();
  const status = params.get(SEARCH_PARAMS.status)?.toLowerCase() ?? '';
  const sort = params.get(SEARCH_PARAMS.sort)?.toLowerCase() ?? '';
  const limit = Number(params.get(SEARCH_PARAMS.limit));
  const include = unique(
    list(params.get(SEARCH_PARAMS.include)).map((g) => g.toLowerCase()),
  ).filter((g) => GENRE_KEYS.includes(g));
  return {
    q: params.get(SEARCH_PARAMS.q)?.trim() ?? '',
    type: (SEARCH_KINDS as readonly string[]).includes(type ?? '')
      ? (type as SearchKind)
      : 'issues',
    include,
    // A genre cannot be both: inclusion wins.
    exclude: unique(list(params.get(SEARCH_PARAMS.exclude)).map((g) => g.toLowerCase())).filter(
      (g) => GENRE_KEYS.includes(g) && !include.includes(g),
    ),
    status: (BOOK_STATUSES as readonly string[]).includes(status) ? (status as BookStatusCode) : '',
    ratings: unique(list(params.get(SEARCH_PARAMS.ratings)).map((r) => r.toUpperCase())).filter(
      (r): r is ContentRatingCode => (CONTENT_RATINGS as readonly string[]).includes(r),
    ),
    sort: sort === 'asc' || sort === 'desc' || sort === 'popular' ? sort : '',
    limit: Number.isInteger(limit) && limit >= 1 ? Math.min(limit, LIMITS.searchMaxLimit) : null,
    page: parsePage(params.get(SEARCH_PARAMS.page)),
  };
}

/** Users searches ignore genres, status, ratings, limit and sort. */
function effective(criteria: SearchCriteria): SearchCriteria {
  if (criteria.type !== 'users') return { ...criteria, q: criteria.q.trim() };
  return { ...EMPTY_CRITERIA, q: criteria.q.trim(), type: 'users' };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  const x = effective(a);
  const y = effective(b);
  return (
    x.q === y.q &&
    x.type === y.type &&
    sameSet(x.include, y.include) &&
    sameSet(x.exclude, y.exclude) &&
    x.status === y.status &&
    sameSet(x.ratings, y.ratings) &&
    x.sort === y.sort &&
    x.limit === y.limit
  );
}

/**
 * The query string for a search: only non-empty values; `page` only when the criteria are
 * those of `previous` (the search on screen) or the page is not 1.
 */
export function buildSearchParams(
  criteria: SearchCriteria,
  page: number,
  previous: SearchCriteria,
): URLSearchParams {
  const c = effective(criteria);
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value) params.set(key, value);
  };
  set(SEARCH_PARAMS.q, c.q);
  set(SEARCH_PARAMS.type, c.type);
  set(SEARCH_PARAMS.include, c.include.join(','));
  set(SEARCH_PARAMS.exclude, c.exclude.join(','));
  set(SEARCH_PARAMS.status, c.status);
  set(SEARCH_PARAMS.ratings, c.ratings.join(','));
  set(SEARCH_PARAMS.sort, c.sort);
  set(SEARCH_PARAMS.limit, c.limit === null ? '' : String(c.limit));
  if (sameCriteria(criteria, previous) || page !== 1) params.set(SEARCH_PARAMS.page, String(page));
  return params;
}

export function searchHref(
  criteria: SearchCriteria,
  page: number,
  previous: SearchCriteria,
): string {
  const query = buildSearchParams(criteria, page, previous).toString();
  return query ? `/search?${query}` : '/search';
}

const TYPE_INPUT: Record<SearchKind, SearchType> = {
  issues: 'ISSUES',
  books: 'BOOKS',
  users: 'USERS',
};

const SORT_INPUT: Record<Exclude<SortParam, ''>, SearchSort> = {
  asc: 'NEWEST',
  desc: 'OLDEST',
  popular: 'POPULAR',
};

/** The API input for the search in the URL. */
export function searchInput(state: SearchState): SearchInput {
  const c = effective(state);
  const input: SearchInput = {
    type: TYPE_INPUT[c.type],
    page: state.page,
    limit: c.limit ?? LIMITS.searchPageSize,
  };
  if (c.q) input.q = c.q;
  if (c.type === 'users') return input;
  if (c.include.length) input.include = c.include;
  if (c.exclude.length) input.exclude = c.exclude;
  if (c.status) input.status = c.status.toUpperCase() as BookStatus;
  if (c.ratings.length) input.contentRatings = c.ratings;
  if (c.sort) input.sort = SORT_INPUT[c.sort];
  return input;
}

/** Genre chips cycle neutral -> include -> exclude -> neutral. */
export function nextGenreState(state: GenreState): GenreState {
  if (state === 'neutral') return 'include';
  if (state === 'include') return 'exclude';
  return 'neutral';
}

/** 'X-Y of N Results' for a page of results. */
export function resultRange(page: number, limit: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total} Results`;
  const first = (page - 1) * limit + 1;
  return `${first}-${first + shown - 1} of ${total} Results`;
}
