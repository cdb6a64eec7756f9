import { LIMITS, MESSAGES } from '../config/limits';
import { badInput } from './app-error';
import type { SliceLoader } from './slice-loader';

/**
 * The one home of paging, for every transport: numbered windows (page/limit), opaque
 * cursors, keyset slices and connections built from fetched rows. Pure: no database, no
 * GraphQL (the GraphQL object types of connections are graphql/connections.ts).
 *
 * Every list a third-party tool can walk is `first`/`after` over a keyset (seek) order,
 * never an offset, so a crawl neither skips nor repeats rows while rows are added.
 */

// --- Numbered windows -------------------------------------------------------------------------

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

// --- Cursors ----------------------------------------------------------------------------------

/**
 * A cursor is base64url of a small JSON value. The typed cursors of the catalogue's lists are
 * `[version, tag, ...keys]`: the tag names the list the cursor belongs to (`book`, `issue`,
 * `page`…), the keys are the keyset (seek) values of the row it points at, in the list's
 * order. A cursor is checked against the list it is given to: a malformed, forged or foreign
 * cursor (another list's, or another parent's) is BAD_USER_INPUT "Invalid cursor".
 */
export const CURSOR_VERSION = 1;
export const INVALID_CURSOR = 'Invalid cursor';

/** Longest cursor accepted (a real one is well under 100 characters). */
const MAX_CURSOR_LENGTH = 200;

/** An opaque cursor of any JSON value. */
export const encodeCursorValue = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** The value of a cursor, checked by `parse` (null: not ours); else BAD_USER_INPUT `message`. */
export function decodeCursorValue<K>(
  cursor: string,
  parse: (value: unknown) => K | null,
  message: string = INVALID_CURSOR,
): K {
  let key: K | null = null;
  if (
    typeof cursor === 'string' &&
    cursor.length > 0 &&
    cursor.length <= MAX_CURSOR_LENGTH &&
    /^[A-Za-z0-9_-]+$/.test(cursor)
  ) {
    try {
      key = parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    } catch {
      key = null;
    }
  }
  if (key === null) throw badInput(message, 'after');
  return key;
}

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

export function encodeCursor<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  keys: Keys<S>,
): string {
  return encodeCursorValue([CURSOR_VERSION, kind.tag, ...keys]);
}

/** The keys of a cursor of this kind, else BAD_USER_INPUT "Invalid cursor". */
export function decodeCursor<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  cursor: string,
): Keys<S> {
  return decodeCursorValue(cursor, (payload) => {
    if (!Array.isArray(payload) || payload.length !== kind.keys.length + 2) return null;
    const [version, tag, ...keys] = payload as unknown[];
    if (version !== CURSOR_VERSION || tag !== kind.tag) return null;
    const ok = keys.every((key, i) =>
      kind.keys[i] === 'int'
        ? typeof key === 'number' && Number.isSafeInteger(key)
        : typeof key === 'string' && key.length <= 100,
    );
    return ok ? (keys as Keys<S>) : null;
  });
}

// --- Keyset slices (their SQL fragments: shared/keyset-sql.ts) -------------------------------

/** One row of a list by "created at, then id", with its keyset position. */
export interface KeyedRow<T> {
  node: T;
  createdMicros: number;
  id: number;
}

/** Where a page of such a list starts: after (microseconds, id) and/or an offset. */
export interface ListSlice {
  after: readonly [number, number] | null;
  limit: number;
  offset: number;
}

// --- Connection windows -----------------------------------------------------------------------

/** `first`'s bounds of one list (most lists: 1..100, default 20). */
export interface FirstBounds {
  max: number;
  default: number;
}

export const DEFAULT_FIRST: FirstBounds = {
  max: LIMITS.connectionMaxFirst,
  default: LIMITS.connectionDefaultFirst,
};

/** `first` checked against its bounds, else BAD_USER_INPUT naming them (`message`: its text). */
export function checkFirst(
  first: number | null | undefined,
  bounds: FirstBounds = DEFAULT_FIRST,
  message: (max: number) => string = MESSAGES.invalidFirst,
): number {
  const n = first ?? bounds.default;
  if (!Number.isInteger(n) || n < 1 || n > bounds.max) throw badInput(message(bounds.max), 'first');
  return n;
}

/** A checked page request: `first` and the decoded `after` keys (null for the start). */
export interface Window<S extends readonly KeyKind[]> {
  first: number;
  after: Keys<S> | null;
}

export function connectionWindow<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  args: { first?: number | null; after?: string | null },
  bounds: FirstBounds = DEFAULT_FIRST,
): Window<S> {
  const first = checkFirst(args.first, bounds);
  const after = args.after == null ? null : decodeCursor(kind, args.after);
  return { first, after };
}

/** The arguments of a connection field. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

// --- Connections ------------------------------------------------------------------------------

/** Where a page of a connection sits in the whole list (graphql/connections.ts types it). */
export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
  hasPreviousPage: boolean;
  startCursor: string | null;
}

/** One item of a connection with its cursor. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/**
 * What a connection resolver returns. `totalCount` is a getter (see toConnection), so the
 * count is only read when a client asks for it.
 */
export interface ConnectionResult<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  readonly totalCount: number | Promise<number>;
}

/** A connection whose total was given as a number (it stays one). */
export type CountedConnection<T> = ConnectionResult<T> & { readonly totalCount: number };

/** The total: a number, or a function read only when the field is asked for. */
export type TotalCount = number | (() => Promise<number> | number);

/**
 * A page from up to `first + 1` rows in list order (the extra row only tells that more
 * follow), each row's cursor made by `cursorOf`. `hadAfter`: the page was asked with a cursor.
 */
export function connectionOf<R, T>(
  rows: readonly R[],
  first: number,
  hadAfter: boolean,
  cursorOf: (row: R) => string,
  nodeOf: (row: R) => T,
  totalCount: TotalCount,
): ConnectionResult<T> {
  const page = rows.slice(0, first);
  const edges = page.map((row) => ({ cursor: cursorOf(row), node: nodeOf(row) }));
  let count: Promise<number> | number | undefined;
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: hadAfter,
      startCursor: edges[0]?.cursor ?? null,
    },
    // Read when the field resolves (type-graphql reads the property), at most once.
    get totalCount() {
      count ??= typeof totalCount === 'function' ? totalCount() : totalCount;
      return count;
    },
  };
}

/** `connectionOf` with typed cursors: `keysOf` gives a row's keyset values. */
export function toConnection<R, T, S extends readonly KeyKind[]>(
  rows: readonly R[],
  window: { first: number; after: unknown },
  kind: CursorKind<S>,
  keysOf: (row: R) => Keys<S>,
  nodeOf: (row: R) => T,
  totalCount: TotalCount,
): ConnectionResult<T> {
  return connectionOf(
    rows,
    window.first,
    window.after != null,
    (row) => encodeCursor(kind, keysOf(row)),
    nodeOf,
    totalCount,
  );
}

/**
 * A nested connection (a book's issues, an issue's pages): items of one parent by a position
 * (issue number, page number), through the parent's batched SliceLoader. The cursor is
 * [parent id, position]; a cursor of another parent or list is "Invalid cursor".
 */
export async function childConnection<V>(
  loader: SliceLoader<V>,
  kind: CursorKind<readonly ['int', 'int']>,
  parentId: number,
  args: ConnectionArgs,
  bounds: FirstBounds,
  positionOf: (row: V) => number,
  totalCount: TotalCount,
): Promise<ConnectionResult<V>> {
  const window = connectionWindow(kind, args, bounds);
  if (window.after && window.after[0] !== parentId) throw badInput(MESSAGES.invalidCursor, 'after');
  const rows = await loader.load({
    parentId,
    after: window.after?.[1] ?? 0,
    limit: window.first + 1,
  });
  return toConnection(
    rows,
    window,
    kind,
    (row) => [parentId, positionOf(row)] as const,
    (row) => row,
    totalCount,
  );
}

// --- Numbered lists that also take cursors ----------------------------------------------------

/**
 * The arguments of a numbered list (`page`/`limit`, the web's pagers) that also takes
 * `first`/`after` (public clients).
 */
export interface ListArgs extends ConnectionArgs {
  page?: number | null;
  limit?: number | null;
}

/** A checked list request: keyset (`after`, offset 0) or numbered (`offset`, no `after`). */
export interface ListWindow<S extends readonly KeyKind[]> extends Window<S> {
  offset: number;
}

/**
 * A numbered list's request. With `first` or `after` it pages by keyset: `first` (1..100,
 * default `limit`) rows after the cursor, and a `page` other than 1 is BAD_USER_INPUT (a
 * cursor already says where the page starts). Without them it is the page/limit window
 * (same checks and messages). The list's order is the same in both.
 */
export function listWindow<S extends readonly KeyKind[]>(
  kind: CursorKind<S>,
  args: ListArgs,
  defaultLimit: number,
): ListWindow<S> {
  const numbered = pageWindow(args.page, args.limit, defaultLimit);
  if (args.first == null && args.after == null)
    return { first: numbered.limit, after: null, offset: numbered.offset };
  if (numbered.page !== 1) throw badInput(MESSAGES.pageWithCursor, 'page');
  const window = connectionWindow(kind, args, {
    max: LIMITS.connectionMaxFirst,
    default: numbered.limit,
  });
  return { ...window, offset: 0 };
}

/** A numbered list's result: the connection plus `items` (the same nodes, for the pagers). */
export type ListResult<T> = ConnectionResult<T> & { items: T[] };

/** `toConnection` for a numbered list: `items` are the nodes; a later page has previous items. */
export function toList<R, T, S extends readonly KeyKind[]>(
  rows: readonly R[],
  window: ListWindow<S>,
  kind: CursorKind<S>,
  keysOf: (row: R) => Keys<S>,
  nodeOf: (row: R) => T,
  totalCount: TotalCount,
): ListResult<T> {
  const connection = toConnection(rows, window, kind, keysOf, nodeOf, totalCount);
  connection.pageInfo.hasPreviousPage = window.after != null || window.offset > 0;
  return Object.defineProperty(connection, 'items', {
    value: connection.nodes,
    enumerable: true,
  }) as ListResult<T>;
}

/**
 * A numbered list of one owner (a user's bookmarks, books, subscribers…) by "created at,
 * then id": page/limit, or first/after (listWindow). The cursor is [owner id, created at in
 * microseconds, row id]; a cursor of another owner or list is "Invalid cursor". `fetch`
 * reads up to `limit` rows after the position and/or offset in list order.
 */
export async function ownedList<T>(
  kind: CursorKind<readonly ['int', 'int', 'int']>,
  ownerId: number,
  args: ListArgs,
  defaultLimit: number,
  fetch: (slice: ListSlice) => Promise<KeyedRow<T>[]>,
  totalCount: TotalCount,
): Promise<ListResult<T>> {
  const window = listWindow(kind, args, defaultLimit);
  if (window.after && window.after[0] !== ownerId) throw badInput(MESSAGES.invalidCursor, 'after');
  const found = await fetch({
    after: window.after ? [window.after[1], window.after[2]] : null,
    limit: window.first + 1,
    offset: window.offset,
  });
  return toList(
    found,
    window,
    kind,
    (row) => [ownerId, row.createdMicros, row.id] as const,
    (row) => row.node,
    totalCount,
  );
}
