import type { MediaService } from '../media/media.service';
import type { UserView } from './user.entity';

// The user's photo URLs, for GraphQL and the v1 presenters (rest/v1-presenters) alike.

/** Shared default images, served by the API itself (api/assets). */
export const DEFAULT_PHOTO_URL = '/media/defaults/profile.svg';
export const DEFAULT_BACKGROUND_URL = '/media/defaults/background.svg';

export function photoUrls(user: UserView, media: MediaService) {
  return {
    photoUrl: user.photo ? media.url(user.photo) : DEFAULT_PHOTO_URL,
    backgroundPhotoUrl: user.background ? media.url(user.background) : DEFAULT_BACKGROUND_URL,
  };
}
