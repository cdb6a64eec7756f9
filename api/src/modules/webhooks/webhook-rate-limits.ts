import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import { LIMITS, MESSAGES } from '../../config/limits';
import { rateLimited } from '../../shared/app-error';
import { pgRateLimiter } from '../../shared/pg-rate-limiter';

/**
 * Pings and redeliveries send real requests to the receiver, so each is limited per
 * endpoint (whoever asks, through whichever token), on top of the GraphQL cost budget.
 * Counted in PostgreSQL so every API process counts together; one limiter per ORM.
 */
export type ManualDelivery = 'ping' | 'redeliver';

const WINDOW = LIMITS.webhook.manualWindowSeconds;
const POINTS: Record<ManualDelivery, number> = {
  ping: LIMITS.webhook.pingsPerWindow,
  redeliver: LIMITS.webhook.redeliveriesPerWindow,
};
const MESSAGE: Record<ManualDelivery, (retryAfter: number) => string> = {
  ping: (retryAfter) => MESSAGES.webhookTooManyPings(POINTS.ping, WINDOW / 60, retryAfter),
  redeliver: (retryAfter) =>
    MESSAGES.webhookTooManyRedeliveries(POINTS.redeliver, WINDOW / 60, retryAfter),
};

const limiters = new WeakMap<MikroORM, Record<ManualDelivery, RateLimiterPostgres>>();

function limitersOf(orm: MikroORM): Record<ManualDelivery, RateLimiterPostgres> {
  let found = limiters.get(orm);
  if (!found) {
    found = {
      ping: pgRateLimiter(orm, {
        keyPrefix: 'webhook-ping',
        points: POINTS.ping,
        duration: WINDOW,
      }),
      redeliver: pgRateLimiter(orm, {
        keyPrefix: 'webhook-redeliver',
        points: POINTS.redeliver,
        duration: WINDOW,
      }),
    };
    limiters.set(orm, found);
  }
  return found;
}

/** Counts one manual delivery to `endpointId`; RATE_LIMITED (with retryAfter) past the limit. */
export async function consumeManualDelivery(
  orm: MikroORM,
  kind: ManualDelivery,
  endpointId: number,
): Promise<void> {
  try {
    await limitersOf(orm)[kind].consume(String(endpointId));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw rateLimited(MESSAGE[kind](retryAfter), retryAfter);
  }
}
