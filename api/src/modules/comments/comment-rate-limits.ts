import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { LIMITS, MESSAGES } from '../../config/limits';
import { type RateLimitName, rateLimitsOf } from '../../shared/rate-limits';
import type { User } from '../users/user.entity';

/**
 * Comments and comment likes are limited per user and per client IP (the named limits
 * `comments`, `comments-new-account`, `comments-ip`, `comment-likes`, `comment-likes-ip` of
 * shared/rate-limits.ts), on top of the GraphQL cost budget: a new account that posts a lot
 * is the usual shape of spam, so an account in its first day also counts against a tighter
 * limit. The first limit that refuses answers RATE_LIMITED with its Retry-After.
 */
type Deps = { orm: MikroORM; config: AppConfig };

/** The account is in its first day (tighter comment limit). */
export const isNewAccount = (user: Pick<User, 'dateCreated'>, now = new Date()): boolean =>
  now.getTime() - user.dateCreated.getTime() < LIMITS.comment.newAccountHours * 3600_000;

/** Counts one comment or reply by `user` from `ip`. */
export function consumeCommentPost(deps: Deps, user: User, ip: string): Promise<void> {
  const limits: [RateLimitName, string][] = [
    ['comments-ip', ip],
    ['comments', String(user.id)],
  ];
  if (isNewAccount(user)) limits.push(['comments-new-account', String(user.id)]);
  return rateLimitsOf(deps).refuseOver(limits, MESSAGES.commentTooMany);
}

/** Counts one like or unlike of a comment by `userId` from `ip`. */
export function consumeCommentLike(deps: Deps, userId: number, ip: string): Promise<void> {
  return rateLimitsOf(deps).refuseOver(
    [
      ['comment-likes-ip', ip],
      ['comment-likes', String(userId)],
    ],
    MESSAGES.commentLikesTooMany,
  );
}
