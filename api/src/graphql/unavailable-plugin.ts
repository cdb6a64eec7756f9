import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableEngine } from '../shared/unavailable';

/**
 * A GraphQL request that failed because the database or the bucket cannot be reached is
 * answered with HTTP 503 and Retry-After (the errors say SERVICE_UNAVAILABLE, see
 * graphql/errors.ts), so clients, proxies and load balancers retry instead of caching.
 */
export const unavailablePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    let unavailable = false;
    return {
      async didEncounterErrors({ errors }) {
        if (errors.some((error) => unavailableEngine(unwrapResolverError(error))))
          unavailable = true;
      },
      async willSendResponse({ response }) {
        if (!unavailable) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};
