import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/modules/auth/passwords';
import { TokenService } from '../src/modules/auth/tokens';
import { User } from '../src/modules/users/user.entity';
import type { TestApp } from './harness';

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;

export interface BuiltUser {
  user: User;
  password: string;
  token: string;
}

/** Creates an active user (unique names) and a valid session token for it. */
export async function buildUser(
  app: TestApp,
  overrides: Partial<Pick<User, 'firstName' | 'lastName' | 'username' | 'email' | 'bio' | 'active' | 'role'>> & {
    password?: string;
  } = {},
): Promise<BuiltUser> {
  const em: EntityManager = app.em();
  const suffix = crypto.randomBytes(4).toString('hex');
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const { password: _ignored, ...fields } = overrides;
  const user = em.create(User, {
    firstName: 'Test',
    lastName: 'User',
    username: `user_${suffix}`,
    email: `user.${suffix}@example.com`,
    passwordHash,
    passwordChangedAt: new Date(),
    ...fields,
  });
  await em.flush();
  const token = new TokenService(app.config.jwtSecret as string).issue(user.id, user.passwordChangedAt);
  return { user, password, token };
}
