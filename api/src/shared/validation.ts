import { COLUMN_MAX } from '../config/limits';
import { badInput } from './app-error';

/** Small, explicit input checks shared by the services (the API never trusts the browser's validation). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(value: unknown, field: string, requiredMessage: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(requiredMessage, field);
  return value.trim();
}

export function maxLength(value: string, max: number, field: string, message: string): string {
  if (value.length > max) throw badInput(message, field);
  return value;
}

export function minLength(value: string, min: number, field: string, message: string): string {
  if (value.length < min) throw badInput(message, field);
  return value;
}

export function matches(value: string, pattern: RegExp, field: string, message: string): string {
  if (!pattern.test(value)) throw badInput(message, field);
  return value;
}

/**
 * Ids arrive as numbers, or as strings from paths and multipart forms: digits only (no sign,
 * space, `%20` padding, fraction or exponent), 1 up to the column's maximum (int by default).
 */
export function parseId(value: unknown, max: number = COLUMN_MAX.id): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value > 0 && value <= max ? value : undefined;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) {
    const n = Number(value);
    return n > 0 && n <= max ? n : undefined;
  }
  return undefined;
}

/** Issue (and page) numbers: as parseId, within their smallint column. */
export const parseIssueNumber = (value: unknown): number | undefined =>
  parseId(value, COLUMN_MAX.smallint);
