import type { User } from './user.entity';

/** Authorization rules about accounts: pure functions used by shield, REST and services. */

export const isSignedIn = (viewer: User | null): viewer is User => viewer !== null && viewer.active;

export const isSelf = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  viewer !== null && viewer.id === user.id;

/** Only the account holder edits an account (there is no admin override yet). */
export const canEditAccount = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  isSignedIn(viewer) && isSelf(viewer, user);

/** Emails are private: only the account holder sees theirs. */
export const canSeeEmail = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  isSelf(viewer, user);

/**
 * Deactivated accounts vanish from reading, search and lists (DESIGN "Data rules"); logging
 * in again reactivates them. JS form: `user.active`; the ORM and SQL forms:
 */
export const ACTIVE_USER = { active: true } as const;

/** SQL: `user` is a users alias. */
export const activeUserSql = (user: string): string => `${user}.active`;
