import {
  TypeInfo,
  getVariableValues,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
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
