import { MESSAGES } from '../config/limits';
import { badInput } from './app-error';

/**
 * Characters no text input may hold: NUL (PostgreSQL text cannot store it at all), the other
 * C0 control characters and DEL (invisible, and terminal or log escapes), and unpaired UTF-16
 * surrogates (they have no UTF-8 form). Tab, line feed and carriage return stay: multi-line
 * fields (bios, descriptions, transcripts) use them.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Inputs nest a few levels (GraphQL input objects, v1 JSON lists); deeper is not walked. */
const MAX_DEPTH = 12;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The name of the first string in `value` (a string, or plain objects and arrays of them)
 * that holds an unstorable character, `label` for `value` itself; undefined when all are fine.
 * Other objects (uploads, buffers) are not text and are skipped.
 */
export function findUnstorableText(value: unknown, label: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : label;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnstorableText(item, label, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnstorableText(item, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws BAD_USER_INPUT naming the field when `value` holds text the database cannot store. */
export function refuseUnstorableText(value: unknown, label: string): void {
  const field = findUnstorableText(value, label);
  if (field) throw badInput(MESSAGES.unstorableText(field), field);
}
