import { ROLES } from '@shared/limits';
import type { CreditRole } from '../../../gql/graphql';

export type WorkCreditValue = {
  userId: number | null;
  username: string;
  photoUrl?: string | null;
  roles: CreditRole[];
};

/** The eight roles in the order of the shared list, as GraphQL enum values with their labels. */
export const CREDIT_ROLE_OPTIONS: { value: CreditRole; label: string }[] = ROLES.map((role) => ({
  value: role.toUpperCase().replace(/ /g, '_') as CreditRole,
  label: role.replace(/\b\w/g, (letter) => letter.toUpperCase()),
}));

type CreditView = {
  user: { id: number; username: string; photoUrl?: string | null };
  roles: CreditRole[];
};

export function creditValuesFrom(credits: readonly CreditView[]): WorkCreditValue[] {
  return credits.map(({ user, roles }) => ({
    userId: user.id,
    username: user.username,
    photoUrl: user.photoUrl,
    roles: [...roles],
  }));
}

export function creditInputs(credits: readonly WorkCreditValue[]) {
  return credits.map(({ userId, roles }) => ({ userId: userId as number, roles }));
}

/** Adds credits an archive's ComicInfo.xml resolved to users: roles of a user already listed are merged. */
export function mergeCredits(
  current: readonly WorkCreditValue[],
  added: readonly { userId: number; username: string; roles: readonly CreditRole[] }[],
): WorkCreditValue[] {
  const next = current.map((credit) => ({ ...credit, roles: [...credit.roles] }));
  for (const credit of added) {
    const existing = next.find((c) => c.userId === credit.userId);
    if (existing)
      existing.roles = [
        ...existing.roles,
        ...credit.roles.filter((r) => !existing.roles.includes(r)),
      ];
    else
      next.push({
        userId: credit.userId,
        username: credit.username,
        photoUrl: null,
        roles: [...credit.roles],
      });
  }
  return next;
}
