import { badInput } from './app-error';

/**
 * Opaque cursors of the GraphQL connections: base64url of a small JSON array
 * `[version, tag, ...keys]`. The tag names the list the cursor belongs to (`book`,
 * `issue`, `page`…), the keys are the keyset (seek) values of the row it points at, in the
 * list's order. A cursor is checked against the list it is given to: a malformed, forged or
 * foreign cursor (another list's, or another parent's) is BAD_USER_INPUT "Invalid cursor".
 * Pure: no database, no GraphQL.
 */

export const CURSOR_VERSION = 1;
export const INVALID_CURSOR = 'Invalid cursor';

/** The type of each key, checked on decode. `int`: a safe integer (ids, numbers, microseconds). */
export type KeyKind = 'int' | 'string';
type KeyValue<K extends KeyKind> = K extends 'int' ? number : string;
export type Keys<S extends readonly KeyKind[]> = { [I in keyof S]: KeyValue<S[I]> };

/** A cursor kind: its tag and the kinds of its keys. */
export interface CursorKind<S extends readonly KeyKind[]> {
  readonly tag: string;
  readonly keys: S;
}

export const cursorKind = <const S extends readonly KeyKind[]>(
  tag: string,
  keys: S,
): CursorKind<S> => ({ tag, keys });

/** Longest cursor accepted (a real one is well under 100 characters). */
const MAX_CURSOR_LENGTH = 200;

export function encodeCursor<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  keys: Keys<S>,
): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, kind.tag, ...keys])).toString('base64url');
}

const invalid = () => badInput(INVALID_CURSOR, 'after');

/** The keys of a cursor of this kind, else BAD_USER_INPUT "Invalid cursor". */
export function decodeCursor<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  cursor: string,
): Keys<S> {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH)
    throw invalid();
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(payload) || payload.length !== kind.keys.length + 2) throw invalid();
  const [version, tag, ...keys] = payload as unknown[];
  if (version !== CURSOR_VERSION || tag !== kind.tag) throw invalid();
  keys.forEach((key, i) => {
    const ok =
      kind.keys[i] === 'int'
        ? typeof key === 'number' && Number.isSafeInteger(key)
        : typeof key === 'string' && key.length <= 100;
    if (!ok) throw invalid();
  });
  return keys as Keys<S>;
}
