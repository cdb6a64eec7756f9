import type { MediaService } from '../../modules/media/media.service';
import type { User } from '../../modules/users/user.entity';
import { DEFAULT_PHOTO_URL, photoUrls } from '../../modules/users/users.presenter';
import { iso } from './dates';

/** v1 account object: only these fields, never secrets. */
export function presentV1Account(user: User, media: MediaService) {
  const urls = photoUrls(user, media);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    role: user.role,
    user_photo: urls.photoUrl,
    background_user_photo: urls.backgroundPhotoUrl,
    bio: user.bio,
    active: user.active,
    date_created: user.dateCreated.toISOString(),
    last_updated: iso(user.lastUpdated),
  };
}

/** v1 public profile, without the email. */
export function presentV1PublicUser(user: User, media: MediaService) {
  const urls = photoUrls(user, media);
  return {
    id: user.id,
    username: user.username,
    user_photo: urls.photoUrl,
    background_user_photo: urls.backgroundPhotoUrl,
    role: user.role,
    bio: user.bio,
    date_created: user.dateCreated.toISOString(),
  };
}

/** `user_photo` of a v1 item presented from a row: the stored key's URL, else the default photo. */
export const v1PhotoOfKey = (key: string | null, media: MediaService) =>
  key ? media.storage.urlFor(key) : DEFAULT_PHOTO_URL;
