import type { MediaService } from '../media/media.service';
import type { User, UserView } from './user.entity';

/** Shared default images, served by the API itself (api/assets). */
export const DEFAULT_PHOTO_URL = '/media/defaults/profile.svg';
export const DEFAULT_BACKGROUND_URL = '/media/defaults/background.svg';

export function photoUrls(user: UserView, media: MediaService) {
  return {
    photoUrl: user.photo ? media.url(user.photo) : DEFAULT_PHOTO_URL,
    backgroundPhotoUrl: user.background ? media.url(user.background) : DEFAULT_BACKGROUND_URL,
  };
}

/** v1 account object (api-v1 §2.1): only these fields, never secrets. */
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
    last_updated: user.lastUpdated ? user.lastUpdated.toISOString() : null,
  };
}

/** v1 public profile (api-v1 §2.2) without the email. */
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
