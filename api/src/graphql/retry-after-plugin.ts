import type { BaseContext } from '@apollo/server';
import { ErrorCode } from '../shared/error-codes';
import type { RequestHooks, RequestPart } from './request-plugin';

/**
 * A resolver refused for a limit (log-in back-off, uploads in flight, webhook pings) says how
 * long to wait in `extensions.retryAfter`; the answer carries it as a `Retry-After` header
 * too, as v1 and the cost budget's 429 do, so HTTP clients and proxies can read it. The
 * status stays 200: the other fields of the query may have been answered.
 */
export const retryAfterPlugin: RequestPart<BaseContext> = {
  requestDidStart: () => RETRY_AFTER_HOOKS,
};

const RETRY_AFTER_HOOKS: RequestHooks<BaseContext> = {
  willSendResponse({ response }) {
    if (response.body.kind !== 'single') return;
    let wait = 0;
    for (const error of response.body.singleResult.errors ?? []) {
      const seconds = error.extensions?.retryAfter;
      if (error.extensions?.code === ErrorCode.RATE_LIMITED && typeof seconds === 'number')
        wait = Math.max(wait, Math.ceil(seconds));
    }
    if (wait > 0 && !response.http.headers.has('retry-after'))
      response.http.headers.set('retry-after', String(wait));
  },
};
