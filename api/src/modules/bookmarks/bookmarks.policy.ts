import type { User } from '../users/user.entity';
import { isSignedIn } from '../users/users.policy';

/** Bookmarks: pure authorization rules used by shield, REST and the service. */

/** Only signed-in (active) users bookmark; they only bookmark for themselves (never a client-sent user id). */
export const canBookmark = (viewer: User | null): viewer is User => isSignedIn(viewer);

/** Bookmark lists are public (api-v1 §0.6-12): profiles show them to anonymous visitors. */
export const canSeeBookmarks = (_viewer: User | null): boolean => true;
