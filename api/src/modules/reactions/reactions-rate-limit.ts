import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { MESSAGES } from '../../config/limits';
import { rateLimitsOf, type RateLimitName } from '../../shared/rate-limits';

/** Which kind of reaction a write is: likes (like, unlike) or ratings (rate, clear). */
export type ReactionKind = 'like' | 'rating';

const LIMITS_OF: Record<ReactionKind, [RateLimitName, RateLimitName]> = {
  like: ['likes-user', 'likes-ip'],
  rating: ['ratings-user', 'ratings-ip'],
};

const MESSAGE_OF: Record<ReactionKind, (retryAfter: number) => string> = {
  like: MESSAGES.likesTooMany,
  rating: MESSAGES.ratingsTooMany,
};

/**
 * Counts one reaction write against the per-user and per-IP limits of shared/rate-limits.ts;
 * past either, RATE_LIMITED with retryAfter (nothing is written). The IP limit keeps many
 * throw-away accounts behind one address from flooding a work's figures.
 */
export async function consumeReactionWrite(
  deps: { orm: MikroORM; config: AppConfig },
  kind: ReactionKind,
  userId: number,
  ip: string,
): Promise<void> {
  const [perUser, perIp] = LIMITS_OF[kind];
  await rateLimitsOf(deps).refuseOver(
    [
      [perUser, String(userId)],
      [perIp, ip],
    ],
    MESSAGE_OF[kind],
  );
}
