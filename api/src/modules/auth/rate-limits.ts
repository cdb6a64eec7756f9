import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { pgRateLimiter } from '../../shared/pg-rate-limiter';
import { AppError } from '../../shared/app-error';
import { LIMITS, MESSAGES } from '../../config/limits';

export type LimitedAction = 'login' | 'signup' | 'forgot-password' | 'reset-password';

/**
 * Per-IP and per-account limits on the auth actions, counted in PostgreSQL so that every
 * API process shares them (shared/pg-rate-limiter.ts).
 */
export class AuthRateLimits {
  private readonly limiters: Record<LimitedAction, RateLimiterPostgres>;
  private readonly perAccount: RateLimiterPostgres;
  private readonly failedLogins: RateLimiterPostgres;
  private readonly loginBackoff: RateLimiterPostgres;

  constructor(pointsPerWindow: number, orm: MikroORM) {
    const window = 15 * 60;
    this.limiters = {
      login: pgRateLimiter(orm, {
        keyPrefix: 'login',
        points: pointsPerWindow,
        duration: window,
      }),
      signup: pgRateLimiter(orm, {
        keyPrefix: 'signup',
        points: pointsPerWindow,
        duration: window,
      }),
      'forgot-password': pgRateLimiter(orm, {
        keyPrefix: 'forgot',
        points: Math.max(1, Math.ceil(pointsPerWindow / 2)),
        duration: window,
      }),
      'reset-password': pgRateLimiter(orm, {
        keyPrefix: 'reset',
        points: pointsPerWindow,
        duration: window,
      }),
    };
    // Requests per account, whatever the IP (e.g. reset emails to one address).
    this.perAccount = pgRateLimiter(orm, {
      keyPrefix: 'account',
      points: pointsPerWindow,
      duration: window,
    });
    // Failed log-ins in a row per (account, client IP): never per account alone, so failing
    // on purpose from elsewhere cannot lock the owner out. Remembered for a day.
    this.failedLogins = pgRateLimiter(orm, {
      keyPrefix: 'login-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: LIMITS.loginFailuresWindowHours * 3600,
    });
    // The wait a pair is in (a blocked key); it runs out on its own.
    this.loginBackoff = pgRateLimiter(orm, {
      keyPrefix: 'login-backoff',
      points: 1,
      duration: LIMITS.loginBackoffMaxSeconds,
    });
  }

  /** Refuses a log-in attempt (429 with retryAfter) while its (account, client) pair must wait. */
  async assertLoginAllowed(pair: string): Promise<void> {
    const state = await this.loginBackoff.get(pair);
    if (state && state.consumedPoints > 1 && state.msBeforeNext > 0) {
      const retryAfter = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginFailures, undefined, { retryAfter });
    }
  }

  /**
   * Counts a failure of the pair. Past the free ones, each failure makes the pair wait
   * twice as long as the last (base, 2 x base, ...), up to the cap: a slowdown, not a lock.
   */
  async loginFailed(pair: string): Promise<void> {
    const { consumedPoints } = await this.failedLogins.consume(pair);
    const beyond = consumedPoints - LIMITS.loginFailuresBeforeBackoff;
    if (beyond < 0) return;
    const seconds = Math.min(
      LIMITS.loginBackoffBaseSeconds * 2 ** Math.min(beyond, 30),
      LIMITS.loginBackoffMaxSeconds,
    );
    await this.loginBackoff.block(pair, seconds);
  }

  async loginSucceeded(pair: string): Promise<void> {
    await Promise.all([this.failedLogins.delete(pair), this.loginBackoff.delete(pair)]);
  }

  async consume(action: LimitedAction, ip: string, account?: string): Promise<void> {
    try {
      await this.limiters[action].consume(ip);
      if (account) await this.perAccount.consume(`${action}:${account}`);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
      throw error;
    }
  }
}

/**
 * The key of log-in failures: account, password epoch and client IP. A completed password
 * reset (or change) moves the epoch, which clears the account's failures on every client.
 * Unknown emails have epoch 0 and are counted the same way (no account probe).
 */
export function loginPair(email: string, passwordChangedAt: Date | undefined, ip: string): string {
  return `${email}|${passwordChangedAt?.getTime() ?? 0}|${ip}`;
}
