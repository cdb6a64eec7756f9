import type { User } from '../users/user.entity';
import { activeUserSql } from '../users/users.policy';
import {
  FOLLOWER_EVENTS,
  WebhookDeliveryStatus,
  WebhookSource,
  type WebhookEvent,
} from './webhook-events';

/**
 * Every rule about webhooks, with its forms side by side (as in books.policy.ts);
 * webhooks.policy.test.ts runs the forms against the same cases.
 */

// --- Ownership -----------------------------------------------------------------------------
// Only the owner sees or changes a webhook and its deliveries; anyone else gets NOT_FOUND.

/** JS */
export const canManageWebhook = (
  viewer: Pick<User, 'id'> | null,
  endpoint: { user: Pick<User, 'id'> },
): boolean => viewer !== null && endpoint.user.id === viewer.id;

/** ORM: a filter on WebhookEndpoint. */
export const OWN_WEBHOOK = (viewer: Pick<User, 'id'>) => ({ user: viewer.id }) as const;

// --- Recipients ----------------------------------------------------------------------------
// An active endpoint of an active user that subscribes to the event receives it when it
// listens to its owner's works and the owner is the creator, or listens to followed
// creators, follows the creator and the event is one followers hear about (and the work
// is visible: `publicWork`).

export interface EventScope {
  event: WebhookEvent;
  creatorId: number;
  /** False when the work is hidden (a removed book): only its creator hears about it. */
  publicWork: boolean;
}

/** JS: `follows` says whether the endpoint's owner subscribes to the creator. */
export const receivesEvent = (
  endpoint: {
    active: boolean;
    events: readonly string[];
    source: WebhookSource;
    user: Pick<User, 'id' | 'active'>;
  },
  scope: EventScope,
  follows: boolean,
): boolean =>
  endpoint.active &&
  endpoint.user.active &&
  endpoint.events.includes(scope.event) &&
  (endpoint.source === WebhookSource.OWN_WORKS
    ? endpoint.user.id === scope.creatorId
    : scope.publicWork && FOLLOWER_EVENTS.includes(scope.event) && follows);

/**
 * SQL: `e` aliases webhook_endpoints, `u` its user; `$event`, `$creator` and `$followers`
 * (boolean: followers hear about this event on this work) are placeholders.
 */
export const receivesEventSql = (
  e: string,
  u: string,
  event: string,
  creator: string,
  followers: string,
) =>
  `${e}.active and ${activeUserSql(u)} and ${event} = any(${e}.events) and (
     (${e}.source = '${WebhookSource.OWN_WORKS}' and ${e}.user_id = ${creator})
     or (${e}.source = '${WebhookSource.FOLLOWED_CREATORS}' and ${followers}
         and exists (select 1 from subscriptions s where s.publisher_id = ${creator} and s.subscriber_id = ${e}.user_id)))`;

/** Whether followers hear about this event on this work (the `$followers` of the SQL form). */
export const followersHear = (scope: EventScope): boolean =>
  scope.publicWork && FOLLOWER_EVENTS.includes(scope.event);

// --- Open deliveries -----------------------------------------------------------------------
// A delivery is open while it is still to be sent (PENDING, or RETRYING after a failed
// attempt); the in-flight cap and the queue's fair order count open deliveries.

const OPEN_STATUSES: readonly WebhookDeliveryStatus[] = [
  WebhookDeliveryStatus.PENDING,
  WebhookDeliveryStatus.RETRYING,
];

/** JS */
export const isOpenDelivery = (delivery: { status: WebhookDeliveryStatus }): boolean =>
  OPEN_STATUSES.includes(delivery.status);

/** SQL: `d` aliases webhook_deliveries (the form the partial index webhook_deliveries_open_index uses). */
export const OPEN_DELIVERY_SQL = (d: string) =>
  `${d}.status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;
