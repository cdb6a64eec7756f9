import type { UserView } from '../users/user.entity';

/**
 * Users just signed in or signed up by this request: the AuthPayload's `user` is the caller's
 * own account, so its email is shown although the request carried no token. Entity instances
 * belong to one request's EntityManager fork, so membership never leaks across requests.
 */
const sessionOwners = new WeakSet<UserView>();

/** Marks the payload's user as the caller's own account (auth.resolver.ts) and returns the payload. */
export function asSessionOwner<T extends { user: UserView }>(result: T): T {
  sessionOwners.add(result.user);
  return result;
}

/** Whether this user was signed in or up by the current request (users.resolver.ts shows the email). */
export const isSessionOwner = (user: UserView): boolean => sessionOwners.has(user);
