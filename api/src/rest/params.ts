import { MESSAGES } from '../config/limits';
import { badInput } from '../shared/app-error';
import { parseId, parseIssueNumber } from '../shared/validation';

/** Path ids: anything but digits within the int column is a 400 (never a 500 or a database error). */
export function pathId(value: unknown, message: string, field: string): number {
  const id = parseId(value);
  if (id === undefined) throw badInput(message, field);
  return id;
}

/** Path issue numbers: as pathId, within the smallint column. */
export function pathIssueNumber(value: unknown): number {
  const number = parseIssueNumber(value);
  if (number === undefined) throw badInput(MESSAGES.invalidIssueNumber, 'issueNumber');
  return number;
}

/** v1 `?page`: absent or empty means 1; anything but a positive whole number is a 400. */
export function v1Page(value: unknown): number {
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  if (raw === undefined || raw === null || raw === '') return 1;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw badInput(MESSAGES.invalidPage, 'page');
  return Number(raw);
}

/** `"true"`/`"false"` (or real booleans) -> boolean; anything else undefined. */
export function v1Boolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
}
