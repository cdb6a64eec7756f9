import type { User } from '../users/user.entity';
import {
  ACTIVE_USER,
  activeUserSql,
  isActiveUser,
  isSelf,
  isSignedIn,
} from '../users/users.policy';

/**
 * Every rule about subscriptions, once, with its forms side by side (as in books.policy.ts).
 * subscriptions.policy.test.ts runs every form against the same cases, the SQL form on
 * PostgreSQL. Subscriber and subscription lists are public (profiles show them to anonymous visitors).
 */

/** Signed-in users subscribe for themselves (never a client-sent subscriber id). */
export const canSubscribe = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** Nobody subscribes to themselves (also a database check). */
export const isSelfSubscription = (viewer: User | null, publisher: Pick<User, 'id'>): boolean =>
  isSelf(viewer, publisher);

// --- Listed subscriptions -------------------------------------------------------------------
// A subscription shows in lists and counts while both accounts are active.

/** JS: needs both users loaded. */
export const isSubscriptionListed = (subscription: {
  publisher: Pick<User, 'active'>;
  subscriber: Pick<User, 'active'>;
}): boolean => isActiveUser(subscription.publisher) && isActiveUser(subscription.subscriber);

/** ORM: a filter on Subscription. */
export const LISTED_SUBSCRIPTION = { publisher: ACTIVE_USER, subscriber: ACTIVE_USER } as const;

/** SQL: `publisher` and `subscriber` are the users aliases of the two sides. */
export const listedSubscriptionSql = (publisher: string, subscriber: string): string =>
  `${activeUserSql(publisher)} and ${activeUserSql(subscriber)}`;
