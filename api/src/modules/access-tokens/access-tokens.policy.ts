import type { TokenScopeValue } from '../../config/limits';
import type { Credential } from '../auth/viewer';
import type { AccessToken } from './access-token.entity';

/**
 * The rules of personal access tokens, with their forms side by side (as in books.policy.ts):
 * JS for one loaded token or credential, an ORM filter for `em.find`, SQL for statements.
 * __tests__/access-tokens.policy.test.ts runs every form against the same cases.
 */

// --- Live tokens -----------------------------------------------------------------------------
// A token works until it is revoked or its expiry passes; the 50-token cap counts live ones.

/** JS: the token authenticates at `now`. */
export const isLiveToken = (
  token: Pick<AccessToken, 'revokedAt' | 'expiresAt'>,
  now: Date = new Date(),
): boolean => !token.revokedAt && (!token.expiresAt || token.expiresAt.getTime() > now.getTime());

/** ORM: a filter on AccessToken. */
export const liveToken = (now: Date = new Date()) => ({
  revokedAt: null,
  $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
});

/** SQL: `t` is an access_tokens alias. */
export const liveTokenSql = (t: string): string =>
  `(${t}.revoked_at is null and (${t}.expires_at is null or ${t}.expires_at > now()))`;

// --- What a credential may do ----------------------------------------------------------------

/** A session (or an anonymous caller, whom other rules judge) has every scope; a token only its own. */
export const credentialAllows = (credential: Credential, scope: TokenScopeValue): boolean =>
  credential?.kind !== 'token' || credential.scopes.has(scope);

/** Tokens and sessions are managed from a signed-in session only, never with a token (as GitHub). */
export const canManageCredentials = (credential: Credential): boolean =>
  credential?.kind === 'session';
