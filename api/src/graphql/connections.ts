import { Kind, type FieldNode } from 'graphql';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { LIMITS } from '../config/limits';
import {
  type ConnectionResult,
  DEFAULT_FIRST,
  type Edge,
  type FirstBounds,
  type PageInfo as PageInfoShape,
} from '../shared/paging';

/**
 * The GraphQL object types of the connections (GitHub/Relay style) and their cost. Their
 * shape is `edges { cursor node } nodes pageInfo { … } totalCount`; its cost is
 * `connectionComplexity`. Windows, cursors and building a connection from rows are
 * shared/paging.ts (pure, used by the services of every transport).
 */

@ObjectType('PageInfo', { description: 'Where a page of a connection sits in the whole list.' })
export class PageInfo implements PageInfoShape {
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

/** `first`'s argument description, naming its bounds. */
export const firstDescription = (bounds: FirstBounds = DEFAULT_FIRST) =>
  `Number of items, 1 to ${bounds.max} (default ${bounds.default}).`;
/** `first`'s description on a numbered list that also takes cursors (listWindow). */
export const LIST_FIRST_DESCRIPTION = `Number of items by cursor, 1 to ${LIMITS.connectionMaxFirst} (default: \`limit\`). With \`first\` or \`after\` the list pages by cursor; \`page\` must then be 1 or left out.`;
export const AFTER_DESCRIPTION = 'Cursor (`endCursor` or an edge cursor): items after it.';

/** The arguments of a list that pages by number (page/limit) or by cursor (first/after). */
export interface ListArgsShape {
  page?: number | null;
  limit?: number | null;
  first?: number | null;
  after?: string | null;
}

/** An `@Args()` class of a numbered-or-cursor list whose page size defaults to `defaultLimit`. */
function listArgsType(defaultLimit: number): ClassType<ListArgsShape> {
  @ArgsType()
  class ListArgs implements ListArgsShape {
    @Field(() => Int, { nullable: true, defaultValue: 1, description: '1-based page.' })
    page?: number | null;

    @Field(() => Int, {
      nullable: true,
      defaultValue: defaultLimit,
      description: `Page size, at most ${LIMITS.connectionMaxFirst}.`,
    })
    limit?: number | null;

    @Field(() => Int, { nullable: true, description: LIST_FIRST_DESCRIPTION })
    first?: number | null;

    @Field(() => String, { nullable: true, description: AFTER_DESCRIPTION })
    after?: string | null;
  }
  return ListArgs;
}

/** List arguments of the grids (12 a page). */
export const GridListArgs = listArgsType(LIMITS.gridPageSize);
/** List arguments of the people lists (20 a page). */
export const PeopleListArgs = listArgsType(LIMITS.subscriptionsPageSize);

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
