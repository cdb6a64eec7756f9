import type { EntityManager } from '@mikro-orm/postgresql';
import { AccessToken } from '../access-tokens/access-token.entity';
import type { User } from '../users/user.entity';
import { Session } from './session.entity';

/** Revokes every live session of a user (the pwd claim refuses their JWTs too after a password change). */
export function revokeSessions(em: EntityManager, user: Pick<User, 'id'>): Promise<number> {
  return em.nativeUpdate(Session, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
}

/**
 * Ends every way into the account: sessions and personal access tokens. A password reset or
 * change, and undoing an email change, call it, so a leaked token does not outlive them.
 */
export async function revokeAllCredentials(
  em: EntityManager,
  user: Pick<User, 'id'>,
): Promise<void> {
  await revokeSessions(em, user);
  await em.nativeUpdate(AccessToken, { user: user.id, revokedAt: null }, { revokedAt: new Date() });
}
