import { GENRE_KEYS, LIMITS, MESSAGES } from '../../config/limits';
import { BookStatus, ContentRating } from '../books/book.entity';
import { badInput } from '../../shared/app-error';
import type { SearchKind, SearchQuery } from './search-provider';
import { SearchSort, SearchType, type SearchInput } from './search.types';

/** Longer texts are cut: matching quality does not improve and the cost does. */
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** `limit=0` on v1 (profile Works tab, "no limit") returns up to this many works. */
export const V1_UNLIMITED_CAP = LIMITS.searchMaxLimit;

const STATUSES = new Set<string>(Object.values(BookStatus));
const RATINGS = new Set<string>(Object.values(ContentRating));
const GENRES = new Set<string>(GENRE_KEYS);

export const SEARCH_MESSAGES = {
  unknownGenre: (genre: string) => `Unknown genre: ${genre}`,
  unknownStatus: (status: string) => `Unknown status: ${status} (use ongoing, completed or hiatus)`,
  unknownRating: (rating: string) => `Unknown content rating: ${rating} (use G, T, M or all)`,
  badPage: 'page must be a whole number of at least 1',
  badLimit: `limit must be a whole number between 1 and ${LIMITS.searchMaxLimit}`,
  badV1Limit: `limit must be a whole number between 0 and ${LIMITS.searchMaxLimit}`,
} as const;

function cleanText(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const trimmed = value.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
  return trimmed === '' ? undefined : trimmed;
}

function genres(values: string[] | null | undefined): string[] | undefined {
  if (!values) return undefined;
  const keys = [...new Set(values.map((g) => g.trim().toLowerCase()).filter((g) => g !== ''))];
  for (const key of keys) if (!GENRES.has(key)) throw badInput(SEARCH_MESSAGES.unknownGenre(key));
  return keys.length > 0 ? keys : undefined;
}

const SORTS: Record<SearchSort, NonNullable<SearchQuery['sort']>> = {
  [SearchSort.NEWEST]: 'newest',
  [SearchSort.OLDEST]: 'oldest',
  [SearchSort.POPULAR]: 'popular',
};

const KIND_OF_TYPE: Record<SearchType, SearchKind> = {
  [SearchType.BOOKS]: 'books',
  [SearchType.ISSUES]: 'issues',
  [SearchType.USERS]: 'users',
};

/**
 * GraphQL input -> engine query. Sort is always explicit here (the contract defaults it
 * to NEWEST), so GraphQL results are in date order; unknown genres and bad paging are 400.
 */
export function searchQueryFromInput(input: SearchInput): SearchQuery {
  const kind = KIND_OF_TYPE[input.type ?? SearchType.ISSUES];
  const page = input.page ?? 1;
  const limit = input.limit ?? LIMITS.searchPageSize;
  if (!Number.isInteger(page) || page < 1) throw badInput(SEARCH_MESSAGES.badPage, 'page');
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMITS.searchMaxLimit)
    throw badInput(SEARCH_MESSAGES.badLimit, 'limit');
  // Offsets cost what they skip: GraphQL pages reach the first searchMaxRows results only.
  if (page * limit > LIMITS.searchMaxRows)
    throw badInput(MESSAGES.searchTooDeep(LIMITS.searchMaxRows), 'page');
  const works = kind !== 'users';
  return {
    kind,
    q: cleanText(input.q),
    username: cleanText(input.username),
    includeGenres: works ? genres(input.include) : undefined,
    excludeGenres: works ? genres(input.exclude) : undefined,
    status: works ? (input.status ?? undefined) : undefined,
    contentRatings:
      works && input.contentRatings?.length ? [...new Set(input.contentRatings)] : undefined,
    sort: SORTS[input.sort ?? SearchSort.NEWEST],
    page,
    limit,
    includeDeactivated: kind === 'users' && input.includeDeactivated === true,
  };
}

/** The last value of a repeated query parameter (v1 keeps the last one). */
function last(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof v === 'string' ? v : undefined;
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * v1 query string -> engine query (docs/api.md, v1: Search parameters):
 * - `page`: absent, empty, 0 or non-numeric -> 1; negative -> 400.
 * - `limit`: absent or empty -> 10 (the v1 client's page size); `0` -> 100 (profile Works
 *   tab, "no limit", capped); above 100 -> 100; negative or non-numeric -> 400.
 * - `sort`: `desc` -> oldest first; any other value -> newest first; absent -> by relevance
 *   when `q` is given, else newest first.
 * - `content-rating`: comma list of G, T, M (any case) or `all`; absent = all.
 * - `status`: ongoing, completed, hiatus; `all` or empty = no filter.
 * - unknown genres, ratings or statuses -> 400 (never 500).
 * - on users searches genre, status and rating are ignored; `allowDeactivatedUserResults`
 *   with any non-empty value includes deactivated accounts (users only: their works stay
 *   hidden, books.policy.ts).
 */
export function searchQueryFromV1(kind: SearchKind, query: Record<string, unknown>): SearchQuery {
  const works = kind !== 'users';
  const pageText = last(query.page)?.trim() ?? '';
  let page = 1;
  if (/^-\d+$/.test(pageText)) throw badInput(SEARCH_MESSAGES.badPage, 'page');
  if (/^\d{1,9}$/.test(pageText) && Number(pageText) > 0) page = Number(pageText);

  const limitText = last(query.limit)?.trim() ?? '';
  let limit: number = LIMITS.v1SearchDefaultLimit;
  if (limitText !== '') {
    if (!/^\d{1,9}$/.test(limitText)) throw badInput(SEARCH_MESSAGES.badV1Limit, 'limit');
    const n = Number(limitText);
    limit = n === 0 ? V1_UNLIMITED_CAP : Math.min(n, LIMITS.searchMaxLimit);
  }

  const sortText = last(query.sort)?.trim();
  const sort =
    sortText === undefined || sortText === ''
      ? undefined
      : sortText === 'desc'
        ? 'oldest'
        : 'newest';

  let status: BookStatus | undefined;
  let contentRatings: ContentRating[] | undefined;
  if (works) {
    const statusText = last(query.status)?.trim().toLowerCase() ?? '';
    if (statusText !== '' && statusText !== 'all') {
      if (!STATUSES.has(statusText))
        throw badInput(SEARCH_MESSAGES.unknownStatus(statusText), 'status');
      status = statusText as BookStatus;
    }
    const ratings = commaList(last(query['content-rating']));
    if (!ratings.some((r) => r.toLowerCase() === 'all') && ratings.length > 0) {
      const upper = ratings.map((r) => r.toUpperCase());
      for (const r of upper)
        if (!RATINGS.has(r)) throw badInput(SEARCH_MESSAGES.unknownRating(r), 'content-rating');
      contentRatings = [...new Set(upper)] as ContentRating[];
    }
  }
  const allowDeactivated = last(query.allowDeactivatedUserResults);
  return {
    kind,
    q: cleanText(last(query.q)),
    username: cleanText(last(query.username)),
    includeGenres: works ? genres(commaList(last(query.include))) : undefined,
    excludeGenres: works ? genres(commaList(last(query.exclude))) : undefined,
    status,
    contentRatings,
    sort,
    page,
    limit,
    includeDeactivated:
      kind === 'users' && allowDeactivated !== undefined && allowDeactivated !== '',
  };
}
