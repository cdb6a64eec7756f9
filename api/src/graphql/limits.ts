import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  Kind,
  TypeInfo,
  getVariableValues,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type NonNullTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { API_LIMITS } from '../config/limits';
import { costDependsOnArguments, type RequestedCost } from './cost';

export const MAX_QUERY_DEPTH = API_LIMITS.maxQueryDepth;
export const MAX_QUERY_COST = API_LIMITS.maxQueryCost;
export const MAX_QUERY_NODES = API_LIMITS.maxQueryNodes;

/** Static validation rule: queries nested deeper than MAX_QUERY_DEPTH are refused. */
export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

/** Variables whose values a document's cost depends on, per parsed document. */
interface DocumentCosts {
  variables: string[];
  costs: Map<string, RequestedCost>;
}

/** Whether `value` is made of JSON's own values only (an upload's promise or stream is not). */
function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === null) &&
    Object.values(value as object).every(isPlainJson)
  );
}

/** Cached costs per document (at most this many variable combinations each). */
const COSTS_PER_DOCUMENT = 256;

/**
 * The cost of an operation is a pure function of the schema, the document, the operation
 * name and the values of the variables that reach a `complexity` function or a page size (as
 * arguments of a field that has one) or a directive (@skip/@include). Apollo hands every request with the
 * same query text the same parsed document (its document store), so costs are kept per
 * document object, keyed by the operation name and those variables only: a details page
 * queried with another book id costs the same. Queries and mutations are cached, unless a
 * variable the cost depends on holds something other than plain JSON (an upload): such a
 * value has no stable key. A cached cost still requires the variables to coerce; when they do
 * not, the full computation runs and reports the error as before.
 */
export class CostCache {
  private readonly documents = new WeakMap<DocumentNode, DocumentCosts>();

  constructor(private readonly schema: GraphQLSchema) {}

  lookup(
    document: DocumentNode,
    operation: OperationDefinitionNode | undefined,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | undefined,
  ): { cost?: RequestedCost; store?: (cost: RequestedCost) => void } {
    if (!operation || operation.operation === 'subscription') return {};
    let entry = this.documents.get(document);
    if (!entry) {
      entry = { variables: this.costVariables(document), costs: new Map() };
      this.documents.set(document, entry);
    }
    const values = entry.variables.map((name) =>
      variables && Object.prototype.hasOwnProperty.call(variables, name) ? [variables[name]] : [],
    );
    if (!values.every(isPlainJson)) return {};
    const key = `${operationName ?? ''}\n${JSON.stringify(values)}`;
    const { costs } = entry;
    const cost = costs.get(key);
    if (cost !== undefined) {
      if (this.surelyCoerce(operation, variables)) return { cost };
      const coerced = getVariableValues(
        this.schema,
        operation.variableDefinitions ?? [],
        variables ?? {},
      );
      if (!coerced.errors) return { cost };
      return {};
    }
    return {
      store: (computed) => {
        if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
        costs.set(key, computed);
      },
    };
  }

  private readonly scalarVariables = new WeakMap<
    OperationDefinitionNode,
    ScalarVariable[] | null
  >();

  /**
   * True when graphql-js would surely coerce `variables` without an error: every variable of
   * the operation is of a built-in scalar type (its checks are done here as graphql-js does
   * them) and none is missing. False when unsure (lists, input objects, enums, custom scalars,
   * a value that would fail): then graphql-js's own coercion decides, as before.
   */
  private surelyCoerce(
    operation: OperationDefinitionNode,
    variables: Record<string, unknown> | undefined,
  ): boolean {
    let plan = this.scalarVariables.get(operation);
    if (plan === undefined) {
      plan = scalarVariablesOf(this.schema, operation);
      this.scalarVariables.set(operation, plan);
    }
    if (plan === null) return false;
    for (const variable of plan) {
      const value =
        variables && Object.prototype.hasOwnProperty.call(variables, variable.name)
          ? variables[variable.name]
          : undefined;
      if (value === undefined || value === null) {
        if (variable.nonNull) return false;
        continue;
      }
      if (!variable.accepts(value)) return false;
    }
    return true;
  }

  /** Variables used in arguments of fields priced by their arguments, or in directives. */
  private costVariables(document: DocumentNode): string[] {
    const names = new Set<string>();
    const collect = (node: ASTNode) =>
      visit(node, {
        Variable(variable) {
          names.add(variable.name.value);
        },
      });
    const typeInfo = new TypeInfo(this.schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const field = typeInfo.getFieldDef();
          if (field && costDependsOnArguments(field))
            for (const argument of node.arguments ?? []) collect(argument.value);
        },
        Directive(node) {
          for (const argument of node.arguments ?? []) collect(argument.value);
        },
      }),
    );
    return [...names].sort();
  }
}

/** A variable of a built-in scalar type, with the check graphql-js's `parseValue` makes. */
interface ScalarVariable {
  name: string;
  nonNull: boolean;
  accepts: (value: unknown) => boolean;
}

const SCALAR_CHECKS = new Map<GraphQLNamedType, (value: unknown) => boolean>([
  [
    GraphQLInt,
    (value) =>
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value <= 2147483647 &&
      value >= -2147483648,
  ],
  [GraphQLFloat, (value) => typeof value === 'number' && Number.isFinite(value)],
  [GraphQLString, (value) => typeof value === 'string'],
  [GraphQLBoolean, (value) => typeof value === 'boolean'],
  [
    GraphQLID,
    (value) => typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value)),
  ],
]);

/** The operation's variables as ScalarVariables; null when one is of any other type. */
function scalarVariablesOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): ScalarVariable[] | null {
  const plan: ScalarVariable[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const nonNull = definition.type.kind === Kind.NON_NULL_TYPE;
    const named = nonNull ? (definition.type as NonNullTypeNode).type : definition.type;
    if (named.kind !== Kind.NAMED_TYPE) return null;
    const accepts = SCALAR_CHECKS.get(schema.getType(named.name.value) as GraphQLNamedType);
    // A default value is coerced too: left to graphql-js.
    if (!accepts || definition.defaultValue) return null;
    plan.push({ name: definition.variable.name.value, nonNull, accepts });
  }
  return plan;
}
