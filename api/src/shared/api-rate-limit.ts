import type { ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MESSAGES } from '../config/limits';
import { ERROR_HTTP_STATUS } from './error-codes';

/** One per-IP ceiling for the whole API, REST and GraphQL (login and reset have stricter ones). */
export interface ApiRateLimit {
  /** Counts a request from `ip`; over the ceiling, answers 429 with Retry-After and gives false. */
  admit(ip: string, res: ServerResponse): Promise<boolean>;
}

/** `perMinute` requests per IP and minute; 0 turns the limit off. */
export function apiRateLimit(perMinute: number): ApiRateLimit {
  const limiter = perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60 }) : null;
  return {
    async admit(ip, res) {
      if (!limiter) return true;
      try {
        await limiter.consume(ip);
        return true;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const body = JSON.stringify({ status: 'fail', message: MESSAGES.tooManyRequests });
        res.statusCode = ERROR_HTTP_STATUS.RATE_LIMITED;
        res.setHeader('retry-after', String(Math.ceil(error.msBeforeNext / 1000)));
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('content-length', Buffer.byteLength(body));
        res.end(body);
        return false;
      }
    },
  };
}
