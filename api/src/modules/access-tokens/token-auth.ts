import { TOKEN_SCOPES, type TokenScopeValue } from '../../config/limits';
import type { Db } from '../../db/sql';
import type { User } from '../users/user.entity';
import type { Credential } from '../auth/viewer';
import { tokenUser, touchToken } from './access-tokens.queries';
import { ACCESS_TOKEN_PATTERN, accessTokenHash } from './token-secret';

const KNOWN_SCOPES = new Set<string>(TOKEN_SCOPES);

/**
 * The user and credential behind a `php_` bearer value, or null when the token is malformed,
 * unknown, expired or revoked. One statement; lastUsedAt is written at most once a minute.
 * The caller applies the account rules (a deactivated user's token is refused there).
 */
export async function authenticateAccessToken(
  db: Db,
  bearer: string,
): Promise<{ user: User; credential: Exclude<Credential, null> } | null> {
  if (!ACCESS_TOKEN_PATTERN.test(bearer)) return null;
  const found = await tokenUser(db, accessTokenHash(bearer));
  if (!found) return null;
  if (found.stale) await touchToken(db, found.tokenId);
  const scopes = new Set(
    found.scopes.filter((s): s is TokenScopeValue => KNOWN_SCOPES.has(s)),
  ) as ReadonlySet<TokenScopeValue>;
  return { user: found.user, credential: { kind: 'token', tokenId: found.tokenId, scopes } };
}
