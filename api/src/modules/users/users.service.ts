import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '../../config/limits';
import type { AppDeps } from '../../app-deps';
import { badInput, notFound } from '../../shared/app-error';
import { parseId } from '../../shared/validation';
import { keysOf, mediaKeys } from '../media/media-keys';
import type { SpooledFile } from '../media/spool';
import { assertAccountAvailable, writeAccountUnique } from './account-uniqueness';
import { User } from './user.entity';
import { validBio, validEmail, validName, validUsername } from './users.validation';
import { ACTIVE_USER, canEditAccount } from './users.policy';

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

  /** Updates the viewer's own profile (the only account anyone may edit). */
  async updateProfile(viewer: User, input: ProfileInput): Promise<User> {
    const target = await this.em.findOne(User, { id: viewer.id });
    if (!target || !canEditAccount(viewer, target)) throw notFound('User not found');
    const firstName = validName(input.firstName, 'firstName');
    const lastName = validName(input.lastName, 'lastName');
    const username = validUsername(input.username);
    const email = validEmail(input.email, MESSAGES.emailInvalidSignUp);
    const bio = validBio(input.bio) ?? target.bio;
    await assertAccountAvailable(this.em, email, username, target.id);
    Object.assign(target, { firstName, lastName, username, email, bio });
    await writeAccountUnique(this.em, async (em) => {
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
}
