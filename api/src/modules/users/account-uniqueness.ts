import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../../config/limits';
import { conflict } from '../../shared/app-error';
import { escapeLike } from '../../shared/text';
import { User } from './user.entity';
import { EmailChange } from './email-change.entity';
import { liveEmailChange } from './users.policy';

/**
 * Emails and usernames (case-insensitively) are unique: sign-up and profile updates both
 * check first, so the answer names the field that is taken. An address an account moved
 * away from stays its own while the undo link is live, so nobody can take it to block the undo.
 */
export async function assertAccountAvailable(
  em: EntityManager,
  email: string,
  username: string,
  exceptId?: number,
): Promise<void> {
  const others = await em.find(User, {
    $or: [{ email }, { username: { $ilike: escapeLike(username) } }],
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (others.some((u) => u.email === email)) throw conflict(MESSAGES.emailTaken, 'email');
  const reserved = await em.count(EmailChange, {
    oldEmail: email,
    ...liveEmailChange(),
    ...(exceptId ? { user: { $ne: exceptId } } : {}),
  });
  if (reserved > 0) throw conflict(MESSAGES.emailTaken, 'email');
  if (others.length > 0) throw conflict(MESSAGES.usernameTaken, 'username');
}

/**
 * Runs an account write in a transaction (with its search-index update), turning a
 * unique-constraint race into CONFLICT instead of a 500.
 */
export async function writeAccountUnique(
  em: EntityManager,
  write: (em: EntityManager) => Promise<void>,
): Promise<void> {
  try {
    await em.transactional(write);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      em.clear();
      throw conflict(MESSAGES.accountExists);
    }
    throw error;
  }
}
