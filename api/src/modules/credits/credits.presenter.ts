import type { UserView } from '../users/user.entity';
import { CreditRoleEnum } from './work-credit.entity';

/** What grouping needs of a credit row (a WorkCredit entity or a loader's CreditRow). */
interface Credit {
  role: CreditRoleEnum;
  creator: UserView;
}
import type { CreditRoleGroup, WorkCreditView } from './credits.types';

const ROLE_ORDER = Object.values(CreditRoleEnum);

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

/**
 * Credit rows -> one group per role, each with distinct users by username (the details page's shape).
 * Deactivated users are hidden from reading, so they are left out here (the edit form's shape keeps them).
 */
export function groupCreditsByRole(rows: Credit[]): CreditRoleGroup[] {
  return ROLE_ORDER.map((role) => {
    const users = new Map<number, UserView>();
    for (const row of rows)
      if (row.role === role && row.creator.active) users.set(row.creator.id, row.creator);
    return {
      role,
      users: [...users.values()].sort((a, b) => a.username.localeCompare(b.username)),
    };
  }).filter((group) => group.users.length > 0);
}
