import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  GraphQLError,
  execute,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Executes queries with graphql-jit: a query text in use is compiled once into plain
 * JavaScript (no per-field walking of the AST, argument coercion or type checks at run time),
 * and the compiled query is kept per parsed document. Apollo hands every request with the same query
 * text the same DocumentNode (its document store), so a details page asked for another book
 * id reuses the compiled query. The resolvers are the schema's own, so graphql-shield's
 * wrappers, type-graphql and the loaders run exactly as with graphql-js.
 *
 * graphql-js stays the executor of record for everything else:
 * - mutations (uploads, serial execution) and subscriptions are never compiled;
 * - a document graphql-jit cannot compile runs on graphql-js;
 * - variables that do not coerce: graphql-jit refuses them before any resolver ran (no
 *   `data`), and graphql-js reports them, so those messages are exactly graphql-js's.
 *
 * Any other result with errors (a resolver that throws, a denied permission, a null in a
 * non-null field) is graphql-jit's own, which follows the GraphQL spec's null propagation and error
 * paths: a query is never executed twice, so a failing query costs no second run of its
 * resolvers and their side effects.
 */
export function createJitExecutor(schema: GraphQLSchema): GatewayExecutor {
  // Per document and operation name: the compiled query, 'once' after a first run on graphql-js,
  // or 'unsupported'. Compiling costs about twice parsing and validating, so a query text is
  // compiled on its second use: one-off queries (an IDE, a crawler, a client trying
  // ever-different texts) never pay for it.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | 'once' | 'unsupported'>>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined) => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    const entry = byName.get(key);
    if (entry === undefined) {
      byName.set(key, 'once');
      return null;
    }
    if (entry !== 'once') return entry === 'unsupported' ? null : entry;
    const result = compileQuery(schema, document, operationName);
    const query = isCompiledQuery(result) ? result : null;
    byName.set(key, query ?? 'unsupported');
    return query;
  };

  return async ({ document, operation, request, context }) => {
    const runGraphqlJs = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName: request.operationName,
      });
    const query = operation?.operation === 'query' && compiledFor(document, request.operationName);
    if (!query) return runGraphqlJs();
    const result = (await query.query(undefined, context, request.variables)) as ExecutionResult;
    if (!result.errors?.length) return result;
    if (result.data === undefined) return runGraphqlJs();
    return { ...result, errors: result.errors.map(asGraphQLError) };
  };
}

/**
 * graphql-jit's errors inherit from graphql-js's class but skip its constructor (no
 * `extensions` object, which Apollo's error formatting reads): the same error built by
 * graphql-js, with graphql-jit's message, path, locations and original error.
 */
function asGraphQLError(error: GraphQLFormattedError & { originalError?: unknown }): GraphQLError {
  if (Object.getPrototypeOf(error) === GraphQLError.prototype) return error as GraphQLError;
  const original = error.originalError;
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: original instanceof Error ? original : undefined,
    extensions: error.extensions,
  });
  // graphql-js computes locations from AST nodes, which graphql-jit does not keep.
  (converted as { locations?: GraphQLFormattedError['locations'] }).locations = error.locations;
  return converted;
}

/**
 * Apollo Server 4+ has no executor option; its one hook for replacing execution is the
 * gateway interface, here serving one fixed schema with the executor above. Everything
 * before execution (parsing, validation rules, document store, plugins such as the cost
 * limit) and after it (error formatting, HTTP status, headers) stays Apollo's.
 */
export function jitGateway(schema: GraphQLSchema): GatewayInterface {
  const executor = createJitExecutor(schema);
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}
