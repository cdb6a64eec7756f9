import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
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

/** v1 `?page`: absent or empty means 1; anything but a positive whole number is a 400. */
export function v1Page(value: unknown): number {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  if (raw === undefined || raw === null || raw === '') return 1;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw badInput(MESSAGES.invalidPage, 'page');
  return Number(raw);
}
