import { badInput } from './app-error';

/** Small, explicit input checks shared by the services (the API never trusts the browser's validation). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(value: unknown, field: string, requiredMessage: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(requiredMessage, field);
  return value.trim();
}

export function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badInput(`${field} must be a string`, field);
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

/** Ids arrive as numbers, or as strings from paths and multipart forms. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) {
    const n = Number(value.trim());
    return n > 0 && n <= 2_147_483_647 ? n : undefined;
  }
  return undefined;
}
