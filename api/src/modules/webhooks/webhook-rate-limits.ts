import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env';
import { MESSAGES } from '../../config/limits';
import { rateLimited } from '../../shared/app-error';
import { RATE_LIMITS, rateLimitsOf } from '../../shared/rate-limits';

/**
 * Pings and redeliveries send real requests to the receiver, so each is limited per
 * endpoint (whoever asks, through whichever token), on top of the GraphQL cost budget: the
 * `webhook-ping` and `webhook-redeliver` limits of shared/rate-limits.ts.
 */
export type ManualDelivery = 'ping' | 'redeliver';

const LIMIT = { ping: RATE_LIMITS['webhook-ping'], redeliver: RATE_LIMITS['webhook-redeliver'] };
const MESSAGE: Record<ManualDelivery, (retryAfter: number) => string> = {
  ping: (retryAfter) =>
    MESSAGES.webhookTooManyPings(LIMIT.ping.points, LIMIT.ping.windowSeconds / 60, retryAfter),
  redeliver: (retryAfter) =>
    MESSAGES.webhookTooManyRedeliveries(
      LIMIT.redeliver.points,
      LIMIT.redeliver.windowSeconds / 60,
      retryAfter,
    ),
};

/** Counts one manual delivery to `endpointId`; RATE_LIMITED (with retryAfter) past the limit. */
export async function consumeManualDelivery(
  deps: { orm: MikroORM; config: AppConfig },
  kind: ManualDelivery,
  endpointId: number,
): Promise<void> {
  const name = kind === 'ping' ? 'webhook-ping' : 'webhook-redeliver';
  const state = await rateLimitsOf(deps).consume(name, String(endpointId));
  if (!state.allowed)
    throw rateLimited(MESSAGE[kind](state.retryAfterSeconds), state.retryAfterSeconds);
}
