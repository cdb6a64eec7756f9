import {
  getNamedType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
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

const minimumOf = (field: GraphQLField<unknown, unknown>): number => {
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

/** Fields of one selection set by response key, fragments flattened (type conditions kept). */
interface CollectedField {
  parent: GraphQLCompositeType;
  node: FieldNode;
  selections: SelectionSetNode[];
}

function collectFields(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  selectionSets: readonly SelectionSetNode[],
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, CollectedField>(),
  seen = new Set<string>(),
): Map<string, CollectedField> {
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const found = into.get(key);
        if (found) {
          if (selection.selectionSet) found.selections.push(selection.selectionSet);
        } else {
          into.set(key, {
            parent,
            node: selection,
            selections: selection.selectionSet ? [selection.selectionSet] : [],
          });
        }
        continue;
      }
      let fragmentSet: SelectionSetNode | undefined;
      let condition: string | undefined;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        seen.add(name);
        fragmentSet = fragment.selectionSet;
        condition = fragment.typeCondition.name.value;
      } else {
        fragmentSet = selection.selectionSet;
        condition = selection.typeCondition?.name.value;
      }
      const conditionType = condition ? schema.getType(condition) : undefined;
      const scope = conditionType && isCompositeType(conditionType) ? conditionType : parent;
      collectFields(schema, scope, [fragmentSet], fragments, into, seen);
    }
  }
  return into;
}

function fieldDef(
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  return 'getFields' in parent ? parent.getFields()[name] : undefined;
}

const isListOutput = (type: GraphQLOutputType): boolean =>
  isListType(isNonNullType(type) ? type.ofType : type);

/** What pricing an answer needs to know of a field, worked out once per field. */
interface FieldShape {
  /** The field's named type when it has selections of its own (object, interface, union). */
  composite: GraphQLCompositeType | null;
  /** Priced by a page size or a `complexity` of its own. */
  counted: boolean;
  paginated: boolean;
  listOutput: boolean;
  minimum: number;
}

// graphql-js's type predicates are `instanceof` checks that, outside NODE_ENV=production,
// compare class names on every miss: an answer of 20 comments spent a fifth of its CPU there.
const fieldShapes = new WeakMap<GraphQLField<unknown, unknown>, FieldShape>();

function shapeOf(field: GraphQLField<unknown, unknown>): FieldShape {
  let shape = fieldShapes.get(field);
  if (!shape) {
    const named = getNamedType(field.type);
    const paginated = isPaginated(field);
    shape = {
      composite: isCompositeType(named) ? named : null,
      counted: paginated || typeof field.extensions?.complexity === 'function',
      paginated,
      listOutput: isListOutput(field.type),
      minimum: minimumOf(field),
    };
    fieldShapes.set(field, shape);
  }
  return shape;
}

/**
 * The actual cost of an executed operation: its answer priced as `requestedCost` prices the
 * query, with each list counted by what it returned. A field absent from an object (skipped,
 * or selected for another type) costs nothing; a null costs 1, like a scalar.
 */
export function actualCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  data: Record<string, unknown> | null | undefined,
): number {
  if (!data) return 0;
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const mutation = operation.operation === 'mutation';
  // Every item of a list has the same selections: they are collected once per type, not per
  // item (a page of 20 comments collected its fields 20 times, a few per cent of its CPU).
  const collectedBySelections = new Map<
    readonly SelectionSetNode[],
    Map<GraphQLCompositeType, Map<string, CollectedField>>
  >();
  const collected = (parent: GraphQLCompositeType, selections: readonly SelectionSetNode[]) => {
    let byType = collectedBySelections.get(selections);
    if (!byType) collectedBySelections.set(selections, (byType = new Map()));
    let fields = byType.get(parent);
    if (!fields)
      byType.set(parent, (fields = collectFields(schema, parent, selections, fragments)));
    return fields;
  };

  /**
   * What one object's selection costs (lists inside counted by their largest item; with
   * `sum`, inside a capped list, plain lists by all their items).
   */
  const selectionCost = (
    parent: GraphQLCompositeType,
    selections: readonly SelectionSetNode[],
    value: Record<string, unknown>,
    isRoot = false,
    sum = false,
  ): number => {
    let total = 0;
    for (const [key, found] of collected(parent, selections)) {
      // graphql-jit may leave a skipped field as `undefined` where graphql-js leaves it out.
      if (value[key] === undefined) continue;
      const field = fieldDef(found.parent, found.node.name.value);
      if (!field) continue;
      const cost = fieldCost(field, found.selections, value[key], sum);
      total += isRoot && mutation ? API_LIMITS.mutationBaseCost + cost - 1 : cost;
    }
    return total;
  };

  /** Items returned, the dearest item's selection and all the items' selections together. */
  const itemsCost = (
    type: GraphQLCompositeType,
    selections: readonly SelectionSetNode[],
    items: unknown[],
    sum: boolean,
  ): { count: number; dearest: number; total: number } => {
    let dearest = 0;
    let total = 0;
    for (const item of items) {
      if (item && typeof item === 'object') {
        const cost = Array.isArray(item)
          ? itemsCost(type, selections, item, sum).dearest
          : selectionCost(type, selections, item as Record<string, unknown>, false, sum);
        if (cost > dearest) dearest = cost;
        total += cost;
      }
    }
    return { count: items.length, dearest, total };
  };

  const fieldCost = (
    field: GraphQLField<unknown, unknown>,
    selections: readonly SelectionSetNode[],
    value: unknown,
    sum: boolean,
  ): number => Math.max(shapeOf(field).minimum, answerCost(field, selections, value, sum));

  const answerCost = (
    field: GraphQLField<unknown, unknown>,
    selections: readonly SelectionSetNode[],
    value: unknown,
    sum: boolean,
  ): number => {
    if (field === TypeNameMetaFieldDef) return 0;
    const { composite: type, counted, paginated, listOutput } = shapeOf(field);
    if (value === null || value === undefined || !type || !selections.length) return 1;
    if (Array.isArray(value)) {
      // A capped list (a `complexity` of its own, no page size: the credit lists) is priced
      // by its cap times what its items ask for, plain lists inside included (the users of
      // a credit group): it costs all its items, so its answer is not refunded as one item.
      const capped = counted && !paginated;
      const { count, dearest, total } = itemsCost(type, selections, value, sum || capped);
      if (capped || (sum && !counted)) return 1 + total;
      // A list priced by its page size: count x each item; any other list: as one item.
      return 1 + (counted ? count : 1) * dearest;
    }
    const object = value as Record<string, unknown>;
    if (counted && !listOutput) {
      // A page object (connection or { items totalCount }): priced per item, the items being
      // its longest list.
      let count = 0;
      for (const child of Object.values(object))
        if (Array.isArray(child) && child.length > count) count = child.length;
      // Its items are counted by `count`: its lists stay "as one item" inside.
      return 1 + count * selectionCost(type, selections, object);
    }
    return 1 + selectionCost(type, selections, object, false, sum);
  };

  return Math.max(1, selectionCost(root, [operation.selectionSet], data, true));
}
