import { LIMITS, MESSAGES } from '../../config/limits';
import { badInput } from '../../shared/app-error';
import type { PageInfo } from '../../graphql/connections';

/**
 * The delivery log's keyset connection, in the shape of graphql/connections.ts (its
 * PageInfo type). Its cursor is the log's own (created_at, id) key; the shared typed
 * cursors (shared/cursor.ts) cover the catalogue's lists.
 */
export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** `first` in 1..LIMITS.listMaxLimit, else BAD_USER_INPUT. */
export function firstArg(first: number | null | undefined, fallback: number): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > LIMITS.listMaxLimit)
    throw badInput(MESSAGES.invalidLimit(LIMITS.listMaxLimit), 'first');
  return n;
}

/** An opaque cursor for a key (base64url JSON). */
export const encodeCursor = (key: unknown): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** The key of a cursor, checked by `parse`; BAD_USER_INPUT when it is not one of ours. */
export function decodeCursor<K>(cursor: string, parse: (value: unknown) => K | null): K {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const key = parse(value);
  if (key === null) throw badInput(MESSAGES.webhookCursorInvalid, 'after');
  return key;
}

/** Builds the connection from `first + 1` fetched rows (the extra one says there is a next page). */
export function toConnection<T>(
  fetched: T[],
  first: number,
  totalCount: number,
  cursorOf: (node: T) => string,
  hadAfter: boolean,
): Connection<T> {
  const nodes = fetched.slice(0, first);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    nodes,
    edges,
    pageInfo: {
      hasNextPage: fetched.length > first,
      endCursor: edges.length > 0 ? edges[edges.length - 1].cursor : null,
      hasPreviousPage: hadAfter,
      startCursor: edges.length > 0 ? edges[0].cursor : null,
    },
    totalCount,
  };
}
