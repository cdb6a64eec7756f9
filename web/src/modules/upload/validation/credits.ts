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
