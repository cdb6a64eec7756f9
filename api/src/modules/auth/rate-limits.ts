import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { pgRateLimiter } from '../../shared/pg-rate-limiter';
import { AppError } from '../../shared/app-error';
import { MESSAGES } from '../../config/limits';

export type LimitedAction = 'login' | 'signup' | 'forgot-password' | 'reset-password';

/**
 * Per-IP and per-account limits on the auth actions, counted in PostgreSQL so that every
 * API process shares them (shared/pg-rate-limiter.ts).
 */
export class AuthRateLimits {
  private readonly limiters: Record<LimitedAction, RateLimiterPostgres>;
  private readonly perAccount: RateLimiterPostgres;
  private readonly failedLogins: RateLimiterPostgres;
  private readonly maxFailedLogins: number;

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
    // Failed logins per account, whatever the IP: slows password guessing on one account.
    // Only failures count, and a successful login clears them.
    this.maxFailedLogins = pointsPerWindow;
    this.failedLogins = pgRateLimiter(orm, {
      keyPrefix: 'failed-login',
      points: pointsPerWindow,
      duration: window,
    });
  }

  /** Refuses a login attempt on an account that has had too many recent failures. */
  async assertLoginAllowed(account: string): Promise<void> {
    const state = await this.failedLogins.get(account);
    if (state && state.consumedPoints >= this.maxFailedLogins) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
    }
  }

  async loginFailed(account: string): Promise<void> {
    await this.failedLogins.consume(account).catch(() => undefined);
  }

  async loginSucceeded(account: string): Promise<void> {
    await this.failedLogins.delete(account);
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
