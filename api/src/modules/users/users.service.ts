import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { LIMITS, MESSAGES } from '../../config/limits';
import type { AppDeps } from '../../app-deps';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import type { Credential } from '../auth/viewer';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { revokeAllCredentials } from '../auth/revoke-credentials';
import { parseId } from '../../shared/validation';
import { keysOf, mediaKeys } from '../media/media-keys';
import type { SpooledFile } from '../media/spool';
import { assertAccountAvailable, writeAccountUnique } from './account-uniqueness';
import { User } from './user.entity';
import { validBio, validEmail, validName, validUsername } from './users.validation';
import { ACTIVE_USER, canChangeEmail, canEditAccount, liveEmailChange } from './users.policy';
import { EmailChange } from './email-change.entity';
import { EMAIL_CHANGE_NOTICE_JOB, type EmailChangeNoticeJob } from './email-change.jobs';
import { emailUndoLinks } from './email-undo-link';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProfileInput {
  firstName?: unknown;
  lastName?: unknown;
  username?: unknown;
  email?: unknown;
  bio?: unknown;
}

/** Accounts as others see them and their holder edits them: look-ups, profile, photos, deactivation. */
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

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
      return id ? this.em.findOne(User, { id, ...ACTIVE_USER }) : null;
    }
    if (present(query.username)) {
      return this.em.findOne(User, { username: String(query.username).trim(), ...ACTIVE_USER });
    }
    if (present(query.email)) {
      const email = String(query.email).trim().toLowerCase();
      return viewer && viewer.email === email ? viewer : null;
    }
    throw badInput('Provide an id, a username or an email');
  }

  /**
   * Updates the viewer's own profile (the only account anyone may edit). A new email needs a
   * session; the old address is mailed a link that undoes the change (from a job, in this
   * transaction).
   */
  async updateProfile(viewer: User, credential: Credential, input: ProfileInput): Promise<User> {
    const target = await this.em.findOne(User, { id: viewer.id });
    if (!target || !canEditAccount(viewer, target)) throw notFound('User not found');
    const firstName = validName(input.firstName, 'firstName');
    const lastName = validName(input.lastName, 'lastName');
    const username = validUsername(input.username);
    const email = validEmail(input.email, MESSAGES.emailInvalidSignUp);
    const bio = validBio(input.bio) ?? target.bio;
    const oldEmail = target.email;
    const emailChanged = email !== oldEmail;
    if (emailChanged && !canChangeEmail(credential))
      throw forbidden(MESSAGES.emailChangeNeedsSession);
    await assertAccountAvailable(this.em, email, username, target.id);
    Object.assign(target, { firstName, lastName, username, email, bio });
    await writeAccountUnique(this.em, async (em) => {
      await em.flush();
      await this.deps.search.indexChanged(em, 'user', target.id);
      if (!emailChanged) return;
      const change = em.create(EmailChange, {
        user: target.id,
        oldEmail,
        newEmail: email,
        expiresAt: new Date(Date.now() + LIMITS.emailUndoDays * DAY_MS),
      });
      await em.flush();
      await this.deps.jobs.send<EmailChangeNoticeJob>(em, EMAIL_CHANGE_NOTICE_JOB, {
        emailChangeId: change.id,
      });
    });
    return target;
  }

  /** Whether an undo link from the email-change mail is live (the GET page asks before acting). */
  async checkEmailUndo(token: string): Promise<EmailChange> {
    const change = await this.liveChange(this.em, token);
    if (!change) throw badInput(MESSAGES.emailUndoLinkInvalid);
    return change;
  }

  /**
   * Undoes an email change with the link mailed to the old address: restores that address,
   * ends every session and access token and drops pending reset links (whoever made the
   * change may have asked for one). The link works once; the links of later changes, which
   * went to addresses the account had afterwards, stop working too.
   */
  async undoEmailChange(token: string): Promise<void> {
    await writeAccountUnique(this.em, async (em) => {
      const change = await this.liveChange(em, token, true);
      if (!change) throw badInput(MESSAGES.emailUndoLinkInvalid);
      const user = change.user;
      await assertAccountAvailable(em, change.oldEmail, user.username, user.id);
      await em.nativeUpdate(
        EmailChange,
        { user: user.id, id: { $gte: change.id }, usedAt: null },
        { usedAt: new Date() },
      );
      user.email = change.oldEmail;
      await em.flush();
      await em.nativeDelete(PasswordResetToken, { user: user.id, usedAt: null });
      await revokeAllCredentials(em, user);
    });
  }

  /** The live change a well-signed token names, or null. */
  private async liveChange(
    em: EntityManager,
    token: string,
    lock = false,
  ): Promise<EmailChange | null> {
    const links = emailUndoLinks(this.deps);
    const parsed = links.parse(token);
    if (!parsed) return null;
    const change = await em.findOne(
      EmailChange,
      { id: parsed.id, ...liveEmailChange() },
      { populate: ['user'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    return change && links.matches(change, parsed.mac) ? change : null;
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
}
