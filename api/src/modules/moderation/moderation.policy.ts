import { STAFF_ROLES } from '../../config/vocabulary';
import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/**
 * Every rule of moderation, once, with its forms side by side (as in books.policy.ts): the JS
 * form decides for one loaded user (shield rules, services, `viewerCan`), the ORM form is a
 * MikroORM filter on User, the SQL form a fragment for statements.
 * moderation.policy.test.ts runs every form against the same cases.
 */

type WithRole = Pick<User, 'role'>;

// --- Staff: moderators and admins act on reports, feature books and read the queue -----------

/** JS: the viewer is a signed-in moderator or admin. */
export const isStaff = (viewer: User | null): viewer is User =>
  isSignedIn(viewer) && hasStaffRole(viewer);

/** JS: the role alone (for a user that is not the viewer). */
export const hasStaffRole = (user: WithRole): boolean => STAFF_ROLES.includes(user.role);

/** ORM: a filter on User. */
export const STAFF_USER = { role: { $in: [...STAFF_ROLES] } } as const;

/** SQL: `user` is a users alias. */
export const staffUserSql = (user: string): string =>
  `${user}.role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`;

// --- Admins: read the audit log and grant or take the moderator role --------------------------

/** JS: the viewer is a signed-in admin. */
export const isAdmin = (viewer: User | null): viewer is User =>
  isSignedIn(viewer) && viewer.role === 'admin';

/** Only staff may give their personal access tokens the `moderate` scope. */
export const canGrantModerateScope = (viewer: User | null): boolean => isStaff(viewer);

// --- Suspension ------------------------------------------------------------------------------
// A suspended account is deactivated (users.active = false) and marked suspended; logging in is
// refused and does not reactivate it. Only a moderator's restore ends a suspension.

/** JS: the account is suspended. */
export const isSuspended = (user: Pick<User, 'suspendedAt'>): boolean => user.suspendedAt != null;

/** ORM: a filter on User. */
export const SUSPENDED_USER = { suspendedAt: { $ne: null } } as const;

/** SQL: `user` is a users alias. */
export const suspendedUserSql = (user: string): string => `${user}.suspended_at is not null`;

/** Staff cannot be suspended from the queue (an admin takes the role back first). */
export const canBeSuspended = (user: WithRole): boolean => !hasStaffRole(user);

// --- Appeals ---------------------------------------------------------------------------------

/** The viewer is the user a decision affected (the only one who may appeal it, once). */
export const canAppeal = (
  viewer: Pick<User, 'id'> | null,
  action: { affectedUser?: Pick<User, 'id'> | null },
): boolean =>
  viewer !== null && action.affectedUser != null && action.affectedUser.id === viewer.id;
