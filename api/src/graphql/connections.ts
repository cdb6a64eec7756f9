import { Kind, type FieldNode } from 'graphql';
import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { LIMITS, MESSAGES } from '../config/limits';
import { badInput } from '../shared/app-error';
import type { KeyedRow, ListSlice } from '../shared/keyset-sql';
import { pageWindow } from '../shared/pagination';
import {
  type CursorKind,
  decodeCursor,
  encodeCursor,
  type KeyKind,
  type Keys,
} from '../shared/cursor';
import type { SliceLoader } from '../shared/slice-loader';

/**
 * The one home of the GraphQL connections (GitHub/Relay style): every list a third-party
 * tool can walk is `first`/`after` over a keyset (seek) order, never an offset, so a crawl
 * neither skips nor repeats rows while rows are added. Its shape is
 * `edges { cursor node } nodes pageInfo { … } totalCount`; its cost is `connectionComplexity`.
 * Cursors are shared/cursor.ts (typed, opaque, checked against the list they are given to).
 */

@ObjectType('PageInfo', { description: 'Where a page of a connection sits in the whole list.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'More items follow the last one of this page.' })
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last item of this page (pass it as `after`); null when empty.',
  })
  endCursor!: string | null;

  @Field(() => Boolean, {
    description:
      'Items precede the first one of this page (true when the page was asked with `after`).',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the first item of this page; null when empty.',
  })
  startCursor!: string | null;
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

/** The total: a number, or a function read only when the field is asked for. */
export type TotalCount = number | (() => Promise<number> | number);

const edgeTypes = new Map<string, ClassType<Edge<unknown>>>();

/**
 * The `XEdge` object type of one node type, made once per name: a connection and a numbered
 * list of the same items (`BookConnection`, `BookList`) share it.
 */
export function edgeType<T extends object>(
  node: ClassType<T>,
  name: string,
  what: string,
): ClassType<Edge<T>> {
  const made = edgeTypes.get(name);
  if (made) return made as ClassType<Edge<T>>;
  @ObjectType(`${name}Edge`, { description: `One of the ${what} with its cursor.` })
  class EdgeType {
    @Field(() => String, { description: 'Opaque cursor of this item (pass it as `after`).' })
    cursor!: string;

    @Field(() => node, { description: 'The item.' })
    node!: T;
  }
  edgeTypes.set(name, EdgeType);
  return EdgeType;
}

/**
 * The `XEdge` and `XConnection` object types of one node type. `what` names the items in
 * descriptions ("issues", "pages").
 */
export function connectionType<T extends object>(
  node: ClassType<T>,
  name: string,
  what: string,
): ClassType<ConnectionResult<T>> {
  const EdgeType = edgeType(node, name, what);

  @ObjectType(`${name}Connection`, {
    description: `A page of ${what} (first/after, keyset-paginated) and their total number.`,
  })
  class ConnectionType {
    @Field(() => [EdgeType], { description: `The ${what} of this page with their cursors.` })
    edges!: Edge<T>[];

    @Field(() => [node], { description: `The ${what} of this page.` })
    nodes!: T[];

    @Field(() => PageInfo, { description: 'Cursors and whether more items follow.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: `Number of ${what} in the whole list.` })
    totalCount!: number;
  }
  return ConnectionType as unknown as ClassType<ConnectionResult<T>>;
}

// --- Arguments --------------------------------------------------------------------------------

/** `first`'s bounds of one list (most lists: 1..100, default 20). */
export interface FirstBounds {
  max: number;
  default: number;
}

export const DEFAULT_FIRST: FirstBounds = {
  max: LIMITS.connectionMaxFirst,
  default: LIMITS.connectionDefaultFirst,
};

/** `first`'s argument description, naming its bounds. */
export const firstDescription = (bounds: FirstBounds = DEFAULT_FIRST) =>
  `Number of items, 1 to ${bounds.max} (default ${bounds.default}).`;
/** `first`'s description on a numbered list that also takes cursors (listWindow). */
export const LIST_FIRST_DESCRIPTION = `Number of items by cursor, 1 to ${LIMITS.connectionMaxFirst} (default: \`limit\`). With \`first\` or \`after\` the list pages by cursor; \`page\` must then be 1 or left out.`;
export const AFTER_DESCRIPTION = 'Cursor (`endCursor` or an edge cursor): items after it.';

/** `first` checked against its bounds, else BAD_USER_INPUT naming them. */
export function checkFirst(
  first: number | null | undefined,
  bounds: FirstBounds = DEFAULT_FIRST,
): number {
  const n = first ?? bounds.default;
  if (!Number.isInteger(n) || n < 1 || n > bounds.max)
    throw badInput(MESSAGES.invalidFirst(bounds.max), 'first');
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

// --- Cost -------------------------------------------------------------------------------------

/**
 * The cost of a list field: 1 plus `first` (or `limit`) times what each item asks for, so
 * nested lists multiply (graphql-query-complexity's fieldExtensionsEstimator calls it). The
 * size is clamped to its bounds: an out-of-range `first` is refused by the resolver with
 * BAD_USER_INPUT naming the bounds, not by the cost check. `firstOrLimit`: a numbered list
 * that also takes cursors (`listWindow`): `first` when given, else `limit`.
 */
export function connectionComplexity(
  bounds: FirstBounds = DEFAULT_FIRST,
  argument: 'first' | 'limit' | 'firstOrLimit' = 'first',
) {
  return ({
    args,
    childComplexity,
  }: {
    args: Record<string, unknown>;
    childComplexity: number;
  }): number => {
    const given = argument === 'firstOrLimit' ? (args.first ?? args.limit) : args[argument];
    const asked = Number(given ?? bounds.default);
    const size = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), bounds.max) : bounds.max;
    return 1 + size * Math.max(1, childComplexity);
  };
}

/** The cost of a list with a hard cap (credit roles): the cap times what each item asks for. */
export const cappedListComplexity =
  (cap: number) =>
  ({ childComplexity }: { childComplexity: number }): number =>
    1 + cap * Math.max(1, childComplexity);

/**
 * The cost of a list of credit groups (`[CreditRoleGroup]`: at most `groups` groups, each
 * `{ role users }`, with at most `maxUsers` users in all the groups together). Each group
 * pays for its `role` and its `users` list, and the users' selections are paid `maxUsers`
 * times in all, not once per group: `{ role users { id username } }` costs
 * 1 + groups x (1 + 1) + maxUsers x 2 instead of 1 + maxUsers x 4. Any other selection (fragments, other
 * fields, @skip/@include) is priced as `maxUsers` groups, which bounds it too.
 */
export const creditGroupsComplexity =
  (groups: number, maxUsers: number) =>
  ({ childComplexity, node }: { childComplexity: number; node: FieldNode }): number => {
    const selections = node.selectionSet?.selections ?? [];
    const plain = selections.every(
      (s) =>
        s.kind === Kind.FIELD &&
        !s.directives?.length &&
        ['role', 'users', '__typename'].includes(s.name.value),
    );
    if (!plain) return 1 + maxUsers * Math.max(1, childComplexity);
    const fields = selections as FieldNode[];
    const roles = fields.filter((f) => f.name.value === 'role').length;
    const lists = fields.filter((f) => f.name.value === 'users').length;
    // What is left of one group's price is the users' selections (each list is 1 + one user).
    const perUser = Math.max(0, childComplexity - roles - lists);
    return 1 + groups * (roles + lists) + maxUsers * perUser;
  };

// --- Results ----------------------------------------------------------------------------------

/**
 * A page from up to `first + 1` rows in list order (the extra row only tells that more
 * follow). `keysOf` gives a row's keyset values, encoded as its cursor.
 */
export function toConnection<R, T, S extends readonly KeyKind[]>(
  rows: readonly R[],
  window: { first: number; after: unknown },
  kind: CursorKind<S>,
  keysOf: (row: R) => Keys<S>,
  nodeOf: (row: R) => T,
  totalCount: TotalCount,
): ConnectionResult<T> {
  const page = rows.slice(0, window.first);
  const edges = page.map((row) => ({ cursor: encodeCursor(kind, keysOf(row)), node: nodeOf(row) }));
  let count: Promise<number> | number | undefined;
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: rows.length > window.first,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: window.after != null,
      startCursor: edges[0]?.cursor ?? null,
    },
    // Read when the field resolves (type-graphql reads the property), at most once.
    get totalCount() {
      count ??= typeof totalCount === 'function' ? totalCount() : totalCount;
      return count;
    },
  };
}

/** The arguments of a connection field. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
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
 * cursor already says where the page starts). Without them it is today's page/limit window
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
 * then id": today's page/limit, or first/after (listWindow). The cursor is [owner id,
 * created at in microseconds, row id]; a cursor of another owner or list is "Invalid cursor".
 * `fetch` reads up to `limit` rows after the position and/or offset in list order.
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
