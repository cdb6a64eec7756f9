import type { Credential } from '../auth/viewer';
import { type User, UserRole, type UserView } from './user.entity';

/**
 * Every rule about accounts, once, with its forms side by side (as in books.policy.ts):
 * the JS form decides for one loaded user (shield rules, v1 guards, services), the ORM form
 * is a MikroORM filter for `em.find`, the SQL form a fragment for statements in `*.queries.ts`.
 * users.policy.test.ts runs every form against the same cases, the SQL form on PostgreSQL.
 */

// --- Active accounts (docs/reading-and-social.md, Visibility) --------------------------------
// Deactivated accounts vanish from reading, search and lists; logging in again reactivates them.

/** JS: the account is active. */
export const isActiveUser = (user: Pick<User, 'active'>): boolean => user.active;

/** ORM: a filter on User (nest it under a relation: `{ publisher: ACTIVE_USER }`). */
export const ACTIVE_USER = { active: true } as const;

/** SQL: `user` is a users alias. */
export const activeUserSql = (user: string): string => `${user}.active`;

// --- Deactivated accounts in the credit picker ---------------------------------------------
// Any account may be credited, deactivated ones too, so the picker finds them; it is for
// signed-in creators, and shows a deactivated account by id and username only.

/** The viewer may find deactivated accounts (the credit picker's search flag). */
export const canFindDeactivatedUsers = (viewer: User | null): boolean => isSignedIn(viewer);

/**
 * A user as the credit picker (and the owner's credit editor) shows it: an active account
 * whole, a deactivated one by id and username only (empty texts, default photos, epoch date).
 */
export function creditPickerView(user: UserView): UserView {
  if (isActiveUser(user)) return user;
  return {
    id: user.id,
    username: user.username,
    firstName: '',
    lastName: '',
    email: '',
    bio: '',
    role: UserRole.USER,
    active: false,
    photo: null,
    background: null,
    passwordChangedAt: new Date(0),
    dateCreated: new Date(0),
    lastUpdated: null,
  };
}

// --- The viewer -----------------------------------------------------------------------------

/** Signed in with an active account (auth refuses a deactivated account's token; this also covers one deactivated mid-request). */
export const isSignedIn = (viewer: User | null): viewer is User =>
  viewer !== null && isActiveUser(viewer);

/** The viewer is this user (any account state: the session decides whether it counts). */
export const isSelf = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  viewer !== null && viewer.id === user.id;

// --- What the viewer may do -----------------------------------------------------------------

/** Only the account holder edits an account (there is no admin override yet). */
export const canEditAccount = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  isSignedIn(viewer) && isSelf(viewer, user);

/** Emails are private: only the account holder sees theirs. */
export const canSeeEmail = (viewer: User | null, user: Pick<User, 'id'>): boolean =>
  isSelf(viewer, user);

// --- Email changes --------------------------------------------------------------------------
// Moving an account to another mailbox hands over its password resets: only a signed-in
// session may, never a personal access token (whatever its scopes), so a leaked token cannot
// become a takeover. The old address can undo a change while its link is live.

/** JS: the credential may change the account's email. */
export const canChangeEmail = (credential: Credential): boolean => credential?.kind === 'session';

/** ORM: a filter on EmailChange: its undo link still works (the old address stays reserved). */
export const liveEmailChange = (now: Date = new Date()) => ({
  usedAt: null,
  expiresAt: { $gt: now },
});
