import type { User } from '../users/user.entity';
import { isSelf, isSignedIn } from '../users/users.policy';

/** Subscriptions: pure authorization rules used by shield, REST and the service. */

/** Signed-in users subscribe for themselves (never a client-sent subscriber id). */
export const canSubscribe = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** Nobody subscribes to themselves (also a database check). */
export const isSelfSubscription = (viewer: User | null, publisher: Pick<User, 'id'>): boolean =>
  isSelf(viewer, publisher);

/** Subscriber and subscription lists are public (api-v1 §0.6-12). */
export const canSeeSubscriptions = (_viewer: User | null): boolean => true;
