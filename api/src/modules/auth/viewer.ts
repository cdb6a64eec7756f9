import { MESSAGES, type TokenScopeValue } from '../../config/limits';
import { unauthenticated } from '../../shared/app-error';
import type { User } from '../users/user.entity';

/**
 * Why a request has no viewer: no token at all, a session JWT that is no longer good
 * ('invalid'), or a personal access token that is malformed, unknown, expired or revoked.
 */
export type AuthProblem = 'missing' | 'invalid' | 'invalid-token';

/** How the viewer signed in: a session (JWT) has every scope, an access token only its own. */
export type Credential =
  | { kind: 'session'; sessionId: string }
  | { kind: 'token'; tokenId: number; scopes: ReadonlySet<TokenScopeValue> }
  | null;

/** The UNAUTHENTICATED text for a request without a viewer. */
export function authProblemMessage(problem?: AuthProblem): string {
  if (problem === 'invalid-token') return MESSAGES.accessTokenInvalid;
  return problem === 'invalid' ? MESSAGES.sessionExpired : MESSAGES.notLoggedIn;
}

/** Throws UNAUTHENTICATED with the right text when there is no viewer. */
export function requireViewer(viewer: User | null, problem?: AuthProblem): User {
  if (viewer) return viewer;
  throw unauthenticated(authProblemMessage(problem));
}
