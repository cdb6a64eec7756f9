import {
  getNamedType,
  isCompositeType,
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
import { API_LIMITS } from '../config/limits';
import { isPaginated, minimumOf } from './cost';

// The actual cost of an answer (graphql/cost.ts says how a query is priced).

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
  const mutation = operation.operation === 'mutation';
  const shapes = answerShapesOf(schema, document);
  const collected = shapes.collected;
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
    for (const { key, field, selections: fieldSelections } of collected(parent, selections)) {
      // graphql-jit may leave a skipped field as `undefined` where graphql-js leaves it out.
      const fieldValue = value[key];
      if (fieldValue === undefined) continue;
      const cost = fieldCost(field, fieldSelections, fieldValue, sum);
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

  return Math.max(1, selectionCost(root, shapes.rootOf(operation), data, true));
}

/** A field of a collected selection that pricing an answer reads: its key and definition. */
interface PricedField {
  key: string;
  field: GraphQLField<unknown, unknown>;
  selections: readonly SelectionSetNode[];
}

/** What pricing the answers of one document needs, worked out on its first answer. */
interface AnswerShapes {
  /** The fields of `selections` for an object of type `parent`, fragments flattened. */
  collected(parent: GraphQLCompositeType, selections: readonly SelectionSetNode[]): PricedField[];
  /** The root selection of one of the document's operations. */
  rootOf(operation: OperationDefinitionNode): readonly SelectionSetNode[];
}

const answerShapes = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, AnswerShapes>>();

/**
 * Collected fields per document: collecting depends only on the schema and the document
 * (skipped fields are absent from the answer, not from the collection), and Apollo hands
 * every request with the same query text the same document, so a details page priced
 * anew each time does no collecting. The selection arrays it returns are the keys of
 * the nested lookups, so they stay the same objects from one answer to the next.
 */
function answerShapesOf(schema: GraphQLSchema, document: DocumentNode): AnswerShapes {
  let bySchema = answerShapes.get(schema);
  if (!bySchema) answerShapes.set(schema, (bySchema = new WeakMap()));
  let shapes = bySchema.get(document);
  if (shapes) return shapes;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const bySelections = new Map<
    readonly SelectionSetNode[],
    Map<GraphQLCompositeType, PricedField[]>
  >();
  const roots = new Map<OperationDefinitionNode, readonly SelectionSetNode[]>();
  shapes = {
    collected(parent, selections) {
      let byType = bySelections.get(selections);
      if (!byType) bySelections.set(selections, (byType = new Map()));
      let fields = byType.get(parent);
      if (!fields) {
        fields = [];
        for (const [key, found] of collectFields(schema, parent, selections, fragments)) {
          const field = fieldDef(found.parent, found.node.name.value);
          if (field) fields.push({ key, field, selections: found.selections });
        }
        byType.set(parent, fields);
      }
      return fields;
    },
    rootOf(operation) {
      let root = roots.get(operation);
      if (!root) roots.set(operation, (root = [operation.selectionSet]));
      return root;
    },
  };
  bySchema.set(document, shapes);
  return shapes;
}
