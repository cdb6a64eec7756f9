import { AppError } from '../../shared/app-error';
import type { RateLimits } from '../../shared/rate-limits';
import { LIMITS, MESSAGES } from '../../config/limits';

export type LimitedAction = 'login' | 'signup' | 'forgot-password' | 'reset-password';

/** The named limit (shared/rate-limits.ts) of each auth action, per IP. */
const LIMIT_OF = {
  login: 'login',
  signup: 'signup',
  'forgot-password': 'forgot',
  'reset-password': 'reset',
} as const satisfies Record<LimitedAction, string>;

/**
 * The auth actions' rules over the shared limits: per-IP and per-account ceilings, and the
 * log-in back-off of an (account, client) pair.
 */
export class AuthRateLimits {
  constructor(private readonly limits: RateLimits) {}

  /** Refuses a log-in attempt (429 with retryAfter) while its (account, client) pair must wait. */
  async assertLoginAllowed(pair: string): Promise<void> {
    const state = await this.limits.peek('login-backoff', pair);
    if (state && state.used > 1 && state.msBeforeNext > 0) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginFailures, undefined, {
        retryAfter: state.retryAfterSeconds,
      });
    }
  }

  /**
   * Counts a failure of the pair. Past the free ones, each failure makes the pair wait
   * twice as long as the last (base, 2 x base, ...), up to the cap: a slowdown, not a lock.
   */
  async loginFailed(pair: string): Promise<void> {
    const { used } = await this.limits.consume('login-failures', pair);
    const beyond = used - LIMITS.loginFailuresBeforeBackoff;
    if (beyond < 0) return;
    const seconds = Math.min(
      LIMITS.loginBackoffBaseSeconds * 2 ** Math.min(beyond, 30),
      LIMITS.loginBackoffMaxSeconds,
    );
    await this.limits.block('login-backoff', pair, seconds);
  }

  async loginSucceeded(pair: string): Promise<void> {
    await Promise.all([
      this.limits.reset('login-failures', pair),
      this.limits.reset('login-backoff', pair),
    ]);
  }

  async consume(action: LimitedAction, ip: string, account?: string): Promise<void> {
    const allowed =
      (await this.limits.consume(LIMIT_OF[action], ip)).allowed &&
      (!account || (await this.limits.consume('account', `${action}:${account}`)).allowed);
    if (!allowed) throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
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
