import { MESSAGES } from '../../config/limits';
import { unauthenticated } from '../../shared/app-error';
import type { User } from '../users/user.entity';

/** Why a request has no viewer: no token at all, or a token that is no longer good. */
export type AuthProblem = 'missing' | 'invalid';

/** Throws UNAUTHENTICATED with the right text when there is no viewer. */
export function requireViewer(viewer: User | null, problem?: AuthProblem): User {
  if (viewer) return viewer;
  throw unauthenticated(problem === 'invalid' ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn);
}
