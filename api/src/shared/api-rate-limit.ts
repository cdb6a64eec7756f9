import type { ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { API_LIMITS, MESSAGES } from '../config/limits';
import { ERROR_HTTP_STATUS } from './error-codes';
import { pgRateLimiter } from './pg-rate-limiter';

/** The v1 REST API's per-IP request ceiling (GraphQL has a cost budget instead: graphql/budget.ts). */
export interface ApiRateLimit {
  /**
   * Counts a request from `ip` and sends the `x-ratelimit-*` headers; over the ceiling,
   * answers 429 (v1 envelope) with Retry-After and gives false.
   */
  admit(ip: string, res: ServerResponse): Promise<boolean>;
}

const setLimitHeaders = (res: ServerResponse, limit: number, state: RateLimiterRes) => {
  res.setHeader('x-ratelimit-limit', String(limit));
  res.setHeader('x-ratelimit-remaining', String(Math.max(0, limit - state.consumedPoints)));
  res.setHeader('x-ratelimit-used', String(Math.min(limit, state.consumedPoints)));
  res.setHeader('x-ratelimit-reset', String(Math.ceil((Date.now() + state.msBeforeNext) / 1000)));
};

/** `perMinute` requests per IP and minute, counted in PostgreSQL; 0 turns the limit off. */
export function apiRateLimit(perMinute: number, orm: MikroORM): ApiRateLimit {
  const limiter =
    perMinute > 0
      ? pgRateLimiter(orm, {
          keyPrefix: 'v1',
          points: perMinute,
          duration: API_LIMITS.v1WindowSeconds,
        })
      : null;
  return {
    async admit(ip, res) {
      if (!limiter) return true;
      try {
        setLimitHeaders(res, perMinute, await limiter.consume(ip));
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        setLimitHeaders(res, perMinute, error);
        const body = JSON.stringify({ status: 'fail', message: MESSAGES.tooManyRequests });
        res.statusCode = ERROR_HTTP_STATUS.RATE_LIMITED;
        res.setHeader('retry-after', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('content-length', Buffer.byteLength(body));
        res.end(body);
        return false;
      }
    },
  };
}
