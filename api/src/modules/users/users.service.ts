import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, MESSAGES } from '../../config/limits';
import type { AppDeps } from '../../app-deps';
import { badInput, conflict, notFound, unauthenticated } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import { bearerToken, newResetToken, sha256 } from '../auth/tokens';
import { keysOf, mediaKeys } from '../media/media.service';
import type { SpooledFile } from '../media/spool';
import { User } from './user.entity';
import {
  validBio,
  validEmail,
  validName,
  validNewPassword,
  validUsername,
} from './users.validation';
import { canEditAccount } from './users.policy';

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

export interface ProfileInput {
  firstName?: unknown;
  lastName?: unknown;
  username?: unknown;
  email?: unknown;
  bio?: unknown;
}

/** Why a request has no viewer: no token at all, or a token that is no longer good. */
export type AuthProblem = 'missing' | 'invalid';

/** Accounts: sign-up, log-in, sessions, password reset, profile and deactivation. */
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** The user behind an Authorization header, or why there is none. */
  async authenticate(
    header: string | undefined,
  ): Promise<{ user: User | null; problem?: AuthProblem }> {
    const token = bearerToken(header);
    if (!token) return { user: null, problem: 'missing' };
    const claims = this.deps.tokens.verify(token);
    if (!claims) return { user: null, problem: 'invalid' };
    const user = await this.em.findOne(User, { id: claims.id });
    // Deactivated accounts and tokens from before a password change are refused.
    if (!user || !user.active || user.passwordChangedAt.getTime() !== claims.pwd) {
      return { user: null, problem: 'invalid' };
    }
    return { user };
  }

  /** Throws UNAUTHENTICATED with the right text when there is no viewer. */
  static requireViewer(viewer: User | null, problem?: AuthProblem): User {
    if (viewer) return viewer;
    throw unauthenticated(problem === 'invalid' ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn);
  }

  async signUp(input: SignUpInput, ip: string): Promise<AuthResult> {
    await this.deps.rateLimits.consume('signup', ip);
    const firstName = validName(input.firstName, 'firstName');
    const lastName = validName(input.lastName, 'lastName');
    const username = validUsername(input.username);
    const email = validEmail(input.email, MESSAGES.emailInvalidSignUp);
    const password = validNewPassword(input.password, input.passwordConfirm);
    await this.assertAvailable(email, username);
    const passwordHash = await hashPassword(password);
    let user!: User;
    await this.writeUnique(MESSAGES.accountExists, async (em) => {
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
    return { token: this.issueToken(user), user, isReactivated: false };
  }

  async logIn(input: { email?: unknown; password?: unknown }, ip: string): Promise<AuthResult> {
    if (typeof input.email !== 'string' || input.email.trim() === '')
      throw badInput(MESSAGES.emailRequired, 'email');
    if (typeof input.password !== 'string' || input.password === '')
      throw badInput(MESSAGES.passwordRequired, 'password');
    const email = input.email.trim().toLowerCase();
    await this.deps.rateLimits.consume('login', ip);
    await this.deps.rateLimits.assertLoginAllowed(email);
    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    // Verify against a dummy hash for unknown emails so timing does not reveal accounts.
    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !ok) {
      await this.deps.rateLimits.loginFailed(email);
      throw unauthenticated(MESSAGES.invalidCredentials);
    }
    await this.deps.rateLimits.loginSucceeded(email);
    // Reactivate only once the password checked out (api-v1 §11-1).
    const isReactivated = !user.active;
    if (isReactivated) {
      user.active = true;
      await this.em.transactional(async (em) => {
        await em.flush();
        await this.deps.search.indexChanged(em, 'user', user.id);
      });
    }
    return { token: this.issueToken(user), user, isReactivated };
  }

  /** Always answers the same way, whether or not the email has an account (api-v1 §11-9). */
  async requestPasswordReset(emailInput: unknown, ip: string): Promise<void> {
    const email = validEmail(emailInput);
    await this.deps.rateLimits.consume('forgot-password', ip, email);
    const user = await this.em.findOne(User, { email });
    if (!user) return;
    const { token, hash } = newResetToken();
    // A new request replaces any earlier unused token.
    await this.em.nativeDelete(PasswordResetToken, { user });
    this.em.create(PasswordResetToken, {
      user,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + LIMITS.resetTokenMinutes * 60_000),
    });
    await this.em.flush();
    // The link is built from the configured public URL, never from the request (api-v1 §11-7).
    const link = `${this.deps.config.publicUrl}/reset-password/${token}`;
    try {
      await this.deps.mailer.send({
        to: user.email,
        subject: `Your password reset link (valid for ${LIMITS.resetTokenMinutes} minutes)`,
        text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Panelhouse Comics account. If it was you, open this link within ${LIMITS.resetTokenMinutes} minutes:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
        html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Panelhouse Comics account. If it was you, open this link within ${LIMITS.resetTokenMinutes} minutes:</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this email: your password stays as it is.</p>`,
      });
    } catch (error) {
      // Same answer as for an unknown email: a failure here must not reveal that the account
      // exists. The token is discarded and the operator sees the error in the log.
      this.deps.log.error('password reset mail failed', { error: String(error) });
      await this.em.nativeDelete(PasswordResetToken, { tokenHash: hash });
    }
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
      // Every token issued before now stops working (api-v1 §11-8).
      user.passwordChangedAt = new Date();
      reset.usedAt = new Date();
      await em.nativeDelete(PasswordResetToken, { user, id: { $ne: reset.id } });
      await em.flush();
      return { token: this.issueToken(user), user, isReactivated: false };
    });
  }

  /** v1 U12: change the password knowing the current one. */
  async updatePassword(
    viewer: User,
    input: { currentPassword?: unknown; password?: unknown; passwordConfirm?: unknown },
    ip: string,
  ): Promise<AuthResult> {
    await this.deps.rateLimits.consume('login', ip);
    await this.deps.rateLimits.assertLoginAllowed(viewer.email);
    const user = await this.em.findOneOrFail(
      User,
      { id: viewer.id },
      { populate: ['passwordHash'] },
    );
    if (
      typeof input.currentPassword !== 'string' ||
      !(await verifyPassword(user.passwordHash, input.currentPassword))
    ) {
      await this.deps.rateLimits.loginFailed(viewer.email);
      throw badInput('Your current password is wrong', 'currentPassword');
    }
    const password = validNewPassword(input.password, input.passwordConfirm);
    user.passwordHash = await hashPassword(password);
    user.passwordChangedAt = new Date();
    await this.em.flush();
    return { token: this.issueToken(user), user, isReactivated: false };
  }

  /**
   * A user by the first non-empty of id, username, email. Deactivated accounts are
   * hidden. Email look-ups only find the viewer's own account, so emails cannot be probed.
   */
  async findUser(
    viewer: User | null,
    query: { id?: unknown; username?: unknown; email?: unknown },
  ): Promise<User | null> {
    const present = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
    if (present(query.id)) {
      const id = parseId(query.id);
      return id ? this.em.findOne(User, { id, active: true }) : null;
    }
    if (present(query.username)) {
      return this.em.findOne(User, { username: String(query.username).trim(), active: true });
    }
    if (present(query.email)) {
      const email = String(query.email).trim().toLowerCase();
      return viewer && viewer.email === email ? viewer : null;
    }
    throw badInput('Provide an id, a username or an email');
  }

  /** Updates the viewer's own profile (the only account anyone may edit). */
  async updateProfile(viewer: User, input: ProfileInput): Promise<User> {
    const target = await this.em.findOne(User, { id: viewer.id });
    if (!target || !canEditAccount(viewer, target)) throw notFound('User not found');
    const firstName = validName(input.firstName, 'firstName');
    const lastName = validName(input.lastName, 'lastName');
    const username = validUsername(input.username);
    const email = validEmail(input.email, MESSAGES.emailInvalidSignUp);
    const bio = validBio(input.bio) ?? target.bio;
    await this.assertAvailable(email, username, target.id);
    Object.assign(target, { firstName, lastName, username, email, bio });
    await this.writeUnique(MESSAGES.accountExists, async (em) => {
      await em.flush();
      await this.deps.search.indexChanged(em, 'user', target.id);
    });
    return target;
  }

  /**
   * Replaces the profile and/or background photo. New photos get new keys (caches never
   * show the old one); old files are deleted only after the row is saved.
   */
  async updatePhotos(
    viewer: User,
    files: { profilePhoto?: SpooledFile; backgroundPhoto?: SpooledFile },
  ): Promise<User> {
    if (!files.profilePhoto && !files.backgroundPhoto) throw badInput(MESSAGES.photosAtLeastOne);
    const media = this.deps.media;
    return media.withFileLedger(
      async ({ written, replaced }) => {
        const user = await this.em.findOneOrFail(User, { id: viewer.id });
        if (files.profilePhoto) {
          const photo = await media.storeImage(
            files.profilePhoto,
            'avatar',
            mediaKeys.profilePhoto(),
            written,
            'profilePhoto',
          );
          replaced.push(...keysOf(user.photo));
          user.photo = photo;
        }
        if (files.backgroundPhoto) {
          const background = await media.storeImage(
            files.backgroundPhoto,
            'background',
            mediaKeys.backgroundPhoto(),
            written,
            'backgroundPhoto',
          );
          replaced.push(...keysOf(user.background));
          user.background = background;
        }
        await this.em.transactional(async (em) => {
          await em.flush();
          await this.deps.search.indexChanged(em, 'user', user.id);
        });
        return user;
      },
      (m) => this.deps.log.warn(m),
    );
  }

  /** Deactivation hides the account and its works; logging in again reactivates it. */
  async deactivate(viewer: User): Promise<void> {
    const user = await this.em.findOne(User, { id: viewer.id });
    if (!user) throw notFound('User not found');
    if (user.active) {
      user.active = false;
      await this.em.transactional(async (em) => {
        await em.flush();
        await this.deps.search.indexChanged(em, 'user', user.id);
      });
    }
  }

  issueToken(user: User): string {
    return this.deps.tokens.issue(user.id, user.passwordChangedAt);
  }

  private async assertAvailable(email: string, username: string, exceptId?: number): Promise<void> {
    const others = await this.em.find(User, {
      $or: [{ email }, { username: { $ilike: escapeLike(username) } }],
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    if (others.some((u) => u.email === email)) throw conflict(MESSAGES.emailTaken, 'email');
    if (others.length > 0) throw conflict(MESSAGES.usernameTaken, 'username');
  }

  /**
   * Runs a write in a transaction (with its search-index update), turning a
   * unique-constraint race into CONFLICT instead of a 500.
   */
  private async writeUnique(
    message: string,
    write: (em: EntityManager) => Promise<void>,
  ): Promise<void> {
    try {
      await this.em.transactional(write);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw conflict(message);
      }
      throw error;
    }
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
