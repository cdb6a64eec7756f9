import type { ServerResponse } from 'node:http';
import { MESSAGES } from '../config/limits';
import { ERROR_HTTP_STATUS } from './error-codes';
import type { LimitState, RateLimits } from './rate-limits';

/** The v1 REST API's per-IP request ceiling (GraphQL has a cost budget instead: graphql/budget.ts). */
export interface ApiRateLimit {
  /**
   * Counts a request from `ip` and sends the `x-ratelimit-*` headers; over the ceiling,
   * answers 429 (v1 envelope) with Retry-After and gives false.
   */
  admit(ip: string, res: ServerResponse): Promise<boolean>;
}

const setLimitHeaders = (res: ServerResponse, state: LimitState) => {
  res.setHeader('x-ratelimit-limit', String(state.limit));
  res.setHeader('x-ratelimit-remaining', String(state.remaining));
  res.setHeader('x-ratelimit-used', String(Math.min(state.limit, state.used)));
  res.setHeader('x-ratelimit-reset', String(Math.ceil((Date.now() + state.msBeforeNext) / 1000)));
};

/** `perMinute` requests per IP and minute (the `v1` limit), counted in PostgreSQL; 0: off. */
export function apiRateLimit(perMinute: number, limits: RateLimits): ApiRateLimit {
  const v1 = limits.with({ v1: perMinute });
  return {
    async admit(ip, res) {
      if (perMinute <= 0) return true;
      const state = await v1.consume('v1', ip);
      setLimitHeaders(res, state);
      if (state.allowed) return true;
      const body = JSON.stringify({ status: 'fail', message: MESSAGES.tooManyRequests });
      res.statusCode = ERROR_HTTP_STATUS.RATE_LIMITED;
      res.setHeader('retry-after', String(state.retryAfterSeconds));
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
      return false;
    },
  };
}
