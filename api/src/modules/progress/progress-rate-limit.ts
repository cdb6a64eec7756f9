import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { MESSAGES } from '../../config/limits';
import { AppError } from '../../shared/app-error';
import { rateLimitsOf } from '../../shared/rate-limits';

/**
 * Refuses a reader's progress write past LIMITS.progressWritesPerMinute (RATE_LIMITED, nothing
 * stored): the `reading-progress` limit of shared/rate-limits.ts. The web sends at most one
 * batch every ~20 seconds, so only a misbehaving client meets it.
 */
export async function consumeProgressWrite(
  deps: { orm: MikroORM; config: AppConfig },
  userId: number,
): Promise<void> {
  const state = await rateLimitsOf(deps).consume('reading-progress', String(userId));
  if (!state.allowed) throw new AppError('RATE_LIMITED', MESSAGES.progressTooManyWrites);
}
