import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
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
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 2000;

/** Static validation rule: queries nested deeper than MAX_QUERY_DEPTH are refused. */
export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

/** Variables whose values a document's cost depends on, per parsed document. */
interface DocumentCosts {
  variables: string[];
  costs: Map<string, number>;
}

/** Cached costs per document (at most this many variable combinations each). */
const COSTS_PER_DOCUMENT = 256;

/**
 * The cost of an operation is a pure function of the schema, the document, the operation
 * name and the values of the variables that reach a `complexity` function (as arguments of
 * a field that has one) or a directive (@skip/@include). Apollo hands every request with the
 * same query text the same parsed document (its document store), so costs are kept per
 * document object, keyed by the operation name and those variables only: a details page
 * queried with another book id costs the same. Only queries are cached (mutations carry
 * uploads, whose variables are not plain JSON). A cached cost still requires the variables
 * to coerce; when they do not, the full computation runs and reports the error as before.
 */
class CostCache {
  private readonly documents = new WeakMap<DocumentNode, DocumentCosts>();

  constructor(private readonly schema: GraphQLSchema) {}

  lookup(
    document: DocumentNode,
    operation: OperationDefinitionNode | undefined,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | undefined,
  ): { cost?: number; store?: (cost: number) => void } {
    if (!operation || operation.operation !== 'query') return {};
    let entry = this.documents.get(document);
    if (!entry) {
      entry = { variables: this.costVariables(document), costs: new Map() };
      this.documents.set(document, entry);
    }
    const values = entry.variables.map((name) =>
      variables && Object.prototype.hasOwnProperty.call(variables, name) ? [variables[name]] : [],
    );
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

  /** Variables used in arguments of fields with a `complexity` function, or in directives. */
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
          if (typeof typeInfo.getFieldDef()?.extensions?.complexity === 'function')
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

/**
 * Refuses operations whose estimated cost exceeds MAX_QUERY_COST. Costs come from the
 * `complexity` of each field (lists multiply by their `limit` argument), 1 otherwise.
 */
export function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  const costs = new CostCache(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          const cached = costs.lookup(
            document,
            operation,
            request.operationName,
            request.variables,
          );
          let cost: number;
          if (cached.cost !== undefined) cost = cached.cost;
          else
            try {
              cost = getComplexity({
                schema,
                query: document,
                operationName: request.operationName,
                variables: request.variables,
                estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
              });
              cached.store?.(cost);
            } catch (error) {
              // getComplexity coerces the variables first: a missing or mistyped variable is the
              // client's error (400 BAD_USER_INPUT, as graphql-js would report it), not a 500.
              if (error instanceof GraphQLError) {
                throw new GraphQLError(error.message, {
                  nodes: error.nodes,
                  extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
                });
              }
              throw error;
            }
          if (cost > MAX_QUERY_COST) {
            throw new GraphQLError(
              `Query is too expensive: cost ${cost} exceeds the maximum of ${MAX_QUERY_COST}`,
              {
                extensions: {
                  code: 'GRAPHQL_VALIDATION_FAILED',
                  cost,
                  maximumCost: MAX_QUERY_COST,
                  http: { status: 400 },
                },
              },
            );
          }
        },
      };
    },
  };
}
