import { LIMITS, MESSAGES } from '../config/limits';
import { badInput } from './app-error';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** One page of a list and the size of the whole list. */
export interface Paged<T> {
  items: T[];
  totalCount: number;
}

/** GraphQL list arguments: page >= 1, 1 <= limit <= LIMITS.listMaxLimit, else BAD_USER_INPUT. */
export function pageWindow(
  page: number | null | undefined,
  limit: number | null | undefined,
  defaultLimit: number,
): PageWindow {
  const p = page ?? 1;
  const l = limit ?? defaultLimit;
  if (!Number.isInteger(p) || p < 1) throw badInput(MESSAGES.invalidPage, 'page');
  if (!Number.isInteger(l) || l < 1 || l > LIMITS.listMaxLimit)
    throw badInput(MESSAGES.invalidLimit(LIMITS.listMaxLimit), 'limit');
  return { page: p, limit: l, offset: (p - 1) * l };
}
