import type { BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableEngine } from '../shared/unavailable';
import type { RequestHooks, RequestPart } from './request-plugin';

/**
 * A GraphQL request that failed because the database or the bucket cannot be reached is
 * answered with HTTP 503 and Retry-After (the errors say SERVICE_UNAVAILABLE, see
 * graphql/errors.ts), so clients, proxies and load balancers retry instead of caching.
 */
export const unavailablePlugin: RequestPart<BaseContext> = {
  requestDidStart: () => UNAVAILABLE_HOOKS,
};

/** Requests that met an unreachable engine (their response, which is one per operation). */
const unavailable = new WeakSet<object>();

const UNAVAILABLE_HOOKS: RequestHooks<BaseContext> = {
  didEncounterErrors({ errors, response }) {
    if (errors.some((error) => unavailableEngine(unwrapResolverError(error))))
      unavailable.add(response);
  },
  willSendResponse({ response }) {
    if (!unavailable.has(response)) return;
    response.http.status = 503;
    response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    response.http.headers.set('cache-control', 'no-store');
  },
};
