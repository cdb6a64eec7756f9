import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../../config/limits';
import type { AppDeps } from '../../app-deps';
import { badInput, forbidden, unauthenticated } from '../../shared/app-error';
import { isSuspended } from '../moderation/moderation.policy';
import { User } from '../users/user.entity';
import { isActiveUser } from '../users/users.policy';
import { assertAccountAvailable, writeAccountUnique } from '../users/account-uniqueness';
import { validEmail, validName, validNewPassword, validUsername } from '../users/users.validation';
import { PasswordResetToken } from './password-reset-token.entity';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { bearerToken, newSessionId, sha256 } from './tokens';
import type { AuthProblem, Credential } from './viewer';
import { Session } from './session.entity';
import { sessionUser } from './auth.queries';
import { dbOf } from '../../db/sql';
import { authenticateAccessToken } from '../access-tokens/token-auth';
import { looksLikeAccessToken } from '../access-tokens/token-secret';
import { PASSWORD_RESET_MAIL_JOB, type PasswordResetMailJob } from './password-reset.jobs';
import { loginPair } from './rate-limits';
import { revokeAllCredentials, revokeSessions } from './revoke-credentials';

export interface AuthResult {
  token: string;
  user: User;
  isReactivated: boolean;
}

export interface SignUpInput {
  firstName?: unknown;
  lastName?: unknown;
  username?: unknown;
  email?: unknown;
  password?: unknown;
  passwordConfirm?: unknown;
}

/** Sessions and credentials: sign-up, log-in, bearer tokens, password reset and change. */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /**
   * The user behind an Authorization header and how they signed in, or why there is none.
   * A session JWT or a `php_` access token, each resolved with its user in one statement.
   */
  async authenticate(
    header: string | undefined,
  ): Promise<{ user: User | null; credential: Credential; problem?: AuthProblem }> {
    const token = bearerToken(header);
    if (!token) return { user: null, credential: null, problem: 'missing' };
    const db = dbOf(this.em, this.deps);
    if (looksLikeAccessToken(token)) {
      const found = await authenticateAccessToken(db, token);
      // A deactivated account's tokens are refused like its sessions.
      if (!found || !isActiveUser(found.user)) {
        return { user: null, credential: null, problem: 'invalid-token' };
      }
      return found;
    }
    const claims = this.deps.tokens.verify(token);
    if (!claims) return { user: null, credential: null, problem: 'invalid' };
    const user = await sessionUser(db, claims.sid);
    // Revoked sessions, deactivated accounts and tokens from before a password change are refused.
    if (
      !user ||
      user.id !== claims.id ||
      !isActiveUser(user) ||
      user.passwordChangedAt.getTime() !== claims.pwd
    ) {
      return { user: null, credential: null, problem: 'invalid' };
    }
    return { user, credential: { kind: 'session', sessionId: claims.sid } };
  }

  /** Ends one session (log out). A token caller has no session to end: nothing changes. */
  async logOut(credential: Credential): Promise<void> {
    if (credential?.kind !== 'session') return;
    await this.em.nativeUpdate(
      Session,
      { id: credential.sessionId, revokedAt: null },
      { revokedAt: new Date() },
    );
  }

  /** Ends every session of the viewer; access tokens stay. Returns how many were ended. */
  logOutEverywhere(viewer: User): Promise<number> {
    return revokeSessions(this.em, viewer);
  }

  async signUp(input: SignUpInput, ip: string): Promise<AuthResult> {
    await this.deps.rateLimits.consume('signup', ip);
    const firstName = validName(input.firstName, 'firstName');
    const lastName = validName(input.lastName, 'lastName');
    const username = validUsername(input.username);
    const email = validEmail(input.email, MESSAGES.emailInvalidSignUp);
    const password = validNewPassword(input.password, input.passwordConfirm);
    await assertAccountAvailable(this.em, email, username);
    const passwordHash = await hashPassword(password);
    let user!: User;
    await writeAccountUnique(this.em, async (em) => {
      user = em.create(User, {
        firstName,
        lastName,
        username,
        email,
        passwordHash,
        passwordChangedAt: new Date(),
      });
      await em.flush();
      await this.deps.search.indexChanged(em, 'user', user.id);
    });
    return { token: await this.issueToken(user), user, isReactivated: false };
  }

  async logIn(input: { email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
    if (typeof input.email !== 'string' || input.email.trim() === '')
      throw badInput(MESSAGES.emailRequired, 'email');
    if (typeof input.password !== 'string' || input.password === '')
      throw badInput(MESSAGES.passwordRequired, 'password');
    const email = input.email.trim().toLowerCase();
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    // Failures slow down this account on this client only (auth/rate-limits.ts).
    const pair = loginPair(email, user?.passwordChangedAt, ip);
    await this.deps.rateLimits.assertLoginAllowed(pair);
    await this.deps.rateLimits.consume('login', ip);
    // Verify against a dummy hash for unknown emails so timing does not reveal accounts.
    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !ok) {
      await this.deps.rateLimits.loginFailed(pair);
      throw unauthenticated(MESSAGES.invalidCredentials);
    }
    await this.deps.rateLimits.loginSucceeded(pair);
    // A suspension is a moderator's decision: the right password neither signs in nor
    // reactivates (told only after the password checked out, so it reveals nothing to guessers).
    if (isSuspended(user)) throw forbidden(MESSAGES.accountSuspended);
    // Reactivate only once the password checked out (docs/api.md, v1: Where this server differs).
    const isReactivated = !user.active;
    if (isReactivated) {
      user.active = true;
      await this.em.transactional(async (em) => {
        await em.flush();
        await this.deps.search.indexChanged(em, 'user', user.id);
      });
    }
    return { token: await this.issueToken(user), user, isReactivated };
  }

  /**
   * Always answers the same way, whether or not the email has an account: the
   * request only enqueues; the job looks the account up, stores the token and mails the link.
   */
  async requestPasswordReset(emailInput: unknown, ip: string): Promise<void> {
    const email = validEmail(emailInput);
    await this.deps.rateLimits.consume('forgot-password', ip, email);
    await this.deps.jobs.send<PasswordResetMailJob>(this.em, PASSWORD_RESET_MAIL_JOB, { email });
  }

  async resetPassword(
    input: { token?: unknown; password?: unknown; passwordConfirm?: unknown },
    ip: string,
  ): Promise<AuthResult> {
    await this.deps.rateLimits.consume('reset-password', ip);
    const password = validNewPassword(input.password, input.passwordConfirm);
    if (typeof input.token !== 'string' || !/^[0-9a-f]{64}$/.test(input.token)) {
      throw badInput(MESSAGES.resetTokenInvalid, 'token');
    }
    return this.em.transactional(async (em) => {
      const reset = await em.findOne(
        PasswordResetToken,
        { tokenHash: sha256(input.token as string), usedAt: null, expiresAt: { $gt: new Date() } },
        { populate: ['user'], lockMode: 4 /* PESSIMISTIC_WRITE: a token works once */ },
      );
      if (!reset) throw badInput(MESSAGES.resetTokenInvalid, 'token');
      const user = reset.user;
      user.passwordHash = await hashPassword(password);
      // Every token issued before now stops working.
      user.passwordChangedAt = new Date();
      reset.usedAt = new Date();
      await em.nativeDelete(PasswordResetToken, { user, id: { $ne: reset.id } });
      await em.flush();
      await revokeAllCredentials(em, user);
      return { token: await this.issueToken(user, em), user, isReactivated: false };
    });
  }

  /** v1 U12: change the password knowing the current one. */
  async updatePassword(
    viewer: User,
    input: { currentPassword?: unknown; password?: unknown; passwordConfirm?: unknown },
    ip: string,
  ): Promise<AuthResult> {
    const pair = loginPair(viewer.email, viewer.passwordChangedAt, ip);
    await this.deps.rateLimits.assertLoginAllowed(pair);
    await this.deps.rateLimits.consume('login', ip);
    const user = await this.em.findOneOrFail(
      User,
      { id: viewer.id },
      { populate: ['passwordHash'] },
    );
    if (
      typeof input.currentPassword !== 'string' ||
      !(await verifyPassword(user.passwordHash, input.currentPassword))
    ) {
      await this.deps.rateLimits.loginFailed(pair);
      throw badInput('Your current password is wrong', 'currentPassword');
    }
    const password = validNewPassword(input.password, input.passwordConfirm);
    user.passwordHash = await hashPassword(password);
    user.passwordChangedAt = new Date();
    await this.em.transactional(async (em) => {
      await em.flush();
      await revokeAllCredentials(em, user);
    });
    return { token: await this.issueToken(user), user, isReactivated: false };
  }

  /** A JWT for a new session row (flushed with the caller's unit of work or transaction). */
  private async issueToken(user: User, em: EntityManager = this.em): Promise<string> {
    const session = em.create(Session, { id: newSessionId(), user: user.id });
    await em.flush();
    return this.deps.tokens.issue(user.id, user.passwordChangedAt, session.id);
  }
}
