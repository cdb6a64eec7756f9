import {
  getNamedType,
  isInputObjectType,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import { API_LIMITS } from '../config/limits';

/**
 * How a query is priced, like GitHub's and Shopify's public APIs:
 *
 * - cost: 1 per field; a field with its own `complexity` function (type-graphql's option)
 *   prices itself; any other field with a page-size argument (`first`, `last`, `limit`, or
 *   those fields of an `input` argument) costs 1 + pageSize x what each item asks for;
 *   a root mutation field costs API_LIMITS.mutationBaseCost plus its selection.
 * - nodes (GitHub's "nodes"): the objects a query could return, the product of the page
 *   sizes down each path: `books(first: 50) { issues(first: 10) }` is 50 + 50 x 10.
 * - actual cost: the same pricing applied to the answer, each list counted by the items it
 *   returned instead of the page size it asked for (never more than the requested cost).
 */

const PAGE_SIZE_ARGS = ['first', 'last', 'limit'] as const;

const pageSizeIn = (values: unknown): number | undefined => {
  if (!values || typeof values !== 'object') return undefined;
  for (const name of PAGE_SIZE_ARGS) {
    const value = (values as Record<string, unknown>)[name];
    // Priced at most at the largest page any list serves: a larger value is refused by the
    // field itself (BAD_USER_INPUT naming its bounds), which is the clearer answer.
    if (typeof value === 'number' && Number.isFinite(value))
      return Math.min(API_LIMITS.maxPageSize, Math.max(0, Math.floor(value)));
  }
  return undefined;
};

/** The page size a field's (coerced) arguments ask for, else undefined. */
export function pageSizeOf(args: Record<string, unknown>): number | undefined {
  return pageSizeIn(args) ?? pageSizeIn(args.input);
}

const paginatedFields = new WeakMap<GraphQLField<unknown, unknown>, boolean>();

/** Whether a field takes a page size (`first`/`last`/`limit`, directly or in its `input`). */
export function isPaginated(field: GraphQLField<unknown, unknown>): boolean {
  let known = paginatedFields.get(field);
  if (known === undefined) {
    const names = new Set<string>(PAGE_SIZE_ARGS);
    known = field.args.some((arg) => {
      if (names.has(arg.name)) return true;
      const type = getNamedType(arg.type);
      return (
        arg.name === 'input' &&
        isInputObjectType(type) &&
        Object.keys(type.getFields()).some((name) => names.has(name))
      );
    });
    paginatedFields.set(field, known);
  }
  return known;
}

const pageSizeOrDefault = (args: Record<string, unknown>) =>
  pageSizeOf(args) ?? API_LIMITS.defaultPageSize;

/** Root mutation fields: the base cost plus the selection, whatever else the field says. */
const mutationEstimator =
  (schema: GraphQLSchema): ComplexityEstimator =>
  ({ type, childComplexity }) =>
    type === schema.getMutationType() ? API_LIMITS.mutationBaseCost + childComplexity : undefined;

/** Lists with a page size and no `complexity` of their own: 1 + pageSize x each item. */
const paginationEstimator: ComplexityEstimator = ({ field, args, childComplexity }) =>
  isPaginated(field) ? 1 + pageSizeOrDefault(args) * childComplexity : undefined;

/** Nodes: each page-size field contributes pageSize x (1 + what each item may return). */
const nodesEstimator: ComplexityEstimator = ({ field, args, childComplexity }) =>
  isPaginated(field) ? pageSizeOrDefault(args) * (1 + childComplexity) : childComplexity;

/**
 * `__typename` is free: it runs no resolver, and clients such as Apollo Client add it to every
 * selection by themselves, so charging it would price the same query differently per client.
 */
const typenameEstimator = ({ field }: { field: GraphQLField<unknown, unknown> }) =>
  field.name === TypeNameMetaFieldDef.name ? 0 : undefined;

/**
 * A field's floor, declared with type-graphql's `@Extensions(minimumCost(n))`: it costs at
 * least n both before it runs and after (the refund never takes it below n). Root search
 * fields have one: an empty answer is no cheaper for the database than a full page.
 */
export const minimumCost = (points: number) => ({ minimumCost: points });

export const minimumOf = (field: GraphQLField<unknown, unknown>): number => {
  const points = field.extensions?.minimumCost;
  return typeof points === 'number' ? points : 0;
};

/** The estimators after the floor: the field's price as if it had none. */
const withMinimum =
  (estimators: ComplexityEstimator[]): ComplexityEstimator =>
  (options) => {
    const floor = minimumOf(options.field);
    if (!floor) return undefined;
    for (const estimate of estimators) {
      const value = estimate(options);
      if (typeof value === 'number') return Math.max(floor, value);
    }
    return floor;
  };

export interface RequestedCost {
  cost: number;
  nodes: number;
}

/**
 * The requested cost and node count of an operation, before it runs. Throws graphql-js's
 * error when the variables do not coerce (the caller reports it as bad input).
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): RequestedCost {
  const common = { schema, query: document, operationName: operationName ?? undefined, variables };
  const estimators = [
    typenameEstimator,
    mutationEstimator(schema),
    fieldExtensionsEstimator(),
    paginationEstimator,
    simpleEstimator({ defaultComplexity: 1 }),
  ];
  const cost = getComplexity({ ...common, estimators: [withMinimum(estimators), ...estimators] });
  const nodes = getComplexity({ ...common, estimators: [nodesEstimator] });
  // Every query that runs costs at least 1, as on GitHub (`{ __typename }` included).
  return { cost: Math.max(1, cost), nodes };
}

/** Whether a field's cost depends on its arguments (a `complexity` function or a page size). */
export function costDependsOnArguments(field: GraphQLField<unknown, unknown>): boolean {
  return typeof field.extensions?.complexity === 'function' || isPaginated(field);
}
