import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COST = 2000;

/** Static validation rule: queries nested deeper than MAX_QUERY_DEPTH are refused. */
export const depthLimitRule = depthLimit(MAX_QUERY_DEPTH);

/**
 * Refuses operations whose estimated cost exceeds MAX_QUERY_COST. Costs come from the
 * `complexity` of each field (lists multiply by their `limit` argument), 1 otherwise.
 */
export function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
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

/**
 * `cache-control: no-store` on every GraphQL response, as Apollo's cache-control plugin sent
 * it while no type or field had a cache hint (that plugin is disabled: it wrapped every field).
 */
export const noStorePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control'))
          response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
