import type { UserView } from '../users/user.entity';
import { isActiveUser } from '../users/users.policy';
import type { CreditRoleGroup, WorkCreditView } from './credits.types';
import { CreditRoleEnum } from './work-credit.entity';

/** What grouping needs of a credit row (a WorkCredit entity or a loader's CreditRow). */
interface Credit {
  role: CreditRoleEnum;
  creator: UserView;
}

/** The fixed role order of every per-role grouping (GraphQL groups, v1 keys, accredited works). */
export const ROLE_ORDER = Object.values(CreditRoleEnum);

/** Rows -> one bucket per role in ROLE_ORDER (all eight, possibly empty), rows kept in their order. */
export function byRole<T extends { role: CreditRoleEnum }>(
  rows: readonly T[],
): { role: CreditRoleEnum; rows: T[] }[] {
  return ROLE_ORDER.map((role) => ({ role, rows: rows.filter((row) => row.role === role) }));
}

/**
 * Credit rows -> the distinct credited users of each role (all eight roles, unsorted).
 * Deactivated users are hidden from reading, so they are left out here (the edit form's
 * by-user shape keeps them).
 */
export function creditedUsersByRole(
  rows: readonly Credit[],
): { role: CreditRoleEnum; users: UserView[] }[] {
  return byRole(rows).map(({ role, rows: ofRole }) => {
    const users = new Map<number, UserView>();
    for (const row of ofRole) if (isActiveUser(row.creator)) users.set(row.creator.id, row.creator);
    return { role, users: [...users.values()] };
  });
}

/** Credit rows -> one entry per credited user with their roles (the edit form's shape). */
export function groupCreditsByUser(rows: Credit[]): WorkCreditView[] {
  const byUser = new Map<number, { user: UserView; roles: Set<CreditRoleEnum> }>();
  for (const row of rows) {
    const entry = byUser.get(row.creator.id) ?? {
      user: row.creator,
      roles: new Set<CreditRoleEnum>(),
    };
    entry.roles.add(row.role);
    byUser.set(row.creator.id, entry);
  }
  return [...byUser.values()].map(({ user, roles }) => ({
    user,
    roles: ROLE_ORDER.filter((r) => roles.has(r)),
  }));
}

/** Credit rows -> the roles that have credited users, each with its users by username (the details page's shape). */
export function groupCreditsByRole(rows: Credit[]): CreditRoleGroup[] {
  return creditedUsersByRole(rows)
    .map(({ role, users }) => ({
      role,
      users: users.sort((a, b) => a.username.localeCompare(b.username)),
    }))
    .filter((group) => group.users.length > 0);
}

/**
 * Groups cut to at most `max` users in all, taken round-robin across the roles (each role's
 * first user, then each role's second...), so a role with many people never hides another.
 */
export function capCreditGroups(groups: CreditRoleGroup[], max: number): CreditRoleGroup[] {
  const kept = groups.map((group) => ({ role: group.role, users: [] as UserView[] }));
  let total = 0;
  for (let rank = 0; total < max; rank += 1) {
    let any = false;
    groups.forEach((group, i) => {
      if (total >= max || rank >= group.users.length) return;
      kept[i].users.push(group.users[rank]);
      total += 1;
      any = true;
    });
    if (!any) break;
  }
  return kept.filter((group) => group.users.length > 0);
}
