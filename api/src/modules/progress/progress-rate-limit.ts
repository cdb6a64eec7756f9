import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { LIMITS, MESSAGES } from '../../config/limits';
import { AppError } from '../../shared/app-error';
import { pgRateLimiter } from '../../shared/pg-rate-limiter';

const limiters = new WeakMap<MikroORM, RateLimiterPostgres>();

/**
 * Refuses a reader's progress write past LIMITS.progressWritesPerMinute (RATE_LIMITED, nothing
 * stored). The web sends at most one batch every ~20 seconds, so only a misbehaving client
 * meets it. Counted in PostgreSQL so every API process counts together; one limiter per ORM.
 */
export async function consumeProgressWrite(orm: MikroORM, userId: number): Promise<void> {
  let limiter = limiters.get(orm);
  if (!limiter) {
    limiter = pgRateLimiter(orm, {
      keyPrefix: 'reading-progress',
      points: LIMITS.progressWritesPerMinute,
      duration: 60,
    });
    limiters.set(orm, limiter);
  }
  try {
    await limiter.consume(String(userId));
  } catch (error) {
    if (error instanceof RateLimiterRes)
      throw new AppError('RATE_LIMITED', MESSAGES.progressTooManyWrites);
    throw error;
  }
}
