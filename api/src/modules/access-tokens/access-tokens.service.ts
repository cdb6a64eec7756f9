import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps';
import { LIMITS, MESSAGES, TOKEN_SCOPES, type TokenScopeValue } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { badInput, forbidden, notFound } from '../../shared/app-error';
import type { Credential } from '../auth/viewer';
import type { User } from '../users/user.entity';
import { AccessToken, type AccessTokenView } from './access-token.entity';
import { lockUserForTokens, tokensOfUser } from './access-tokens.queries';
import { canManageCredentials, liveToken } from './access-tokens.policy';
import { newAccessTokenSecret } from './token-secret';
import { canGrantModerateScope } from '../moderation/moderation.policy';
import type { TokenScope } from './token-scope';

export interface CreateAccessTokenArgs {
  name?: unknown;
  scopes?: unknown;
  expiresInDays?: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const KNOWN_SCOPES = new Set<string>(TOKEN_SCOPES);

/** Personal access tokens: create (the secret is returned once), list and revoke the viewer's own. */
export class AccessTokensService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {}

  /** Creates a token for the viewer; the returned `token` is the only time the secret exists. */
  async create(
    viewer: User,
    credential: Credential,
    input: CreateAccessTokenArgs,
  ): Promise<{ token: string; accessToken: AccessToken }> {
    assertSession(credential);
    const name = validTokenName(input.name);
    const scopes = validScopes(input.scopes);
    if (scopes.includes('moderate') && !canGrantModerateScope(viewer))
      throw forbidden(MESSAGES.moderateScopeStaffOnly);
    const expiresAt = validExpiry(input.expiresInDays);
    return this.em.transactional(async (em) => {
      await lockUserForTokens(dbOf(em, this.deps), viewer.id);
      const live = await em.count(AccessToken, { user: viewer.id, ...liveToken() });
      if (live >= LIMITS.accessTokensMax) throw badInput(MESSAGES.accessTokensTooMany);
      const { token, hash, prefix } = newAccessTokenSecret();
      const accessToken = em.create(AccessToken, {
        user: viewer.id,
        name,
        prefix,
        hash,
        scopes: scopes as TokenScope[],
        expiresAt,
      });
      await em.flush();
      return { token, accessToken };
    });
  }

  /** The viewer's tokens: live ones first, newest first; dead ones fill the rest of the page. */
  list(viewer: User, credential: Credential): Promise<AccessTokenView[]> {
    assertSession(credential);
    return tokensOfUser(dbOf(this.em, this.deps), viewer.id, 2 * LIMITS.accessTokensMax);
  }

  /** Revokes one of the viewer's tokens (again: no change). Anyone else's id is NOT_FOUND. */
  async revoke(viewer: User, credential: Credential, id: unknown): Promise<AccessToken> {
    assertSession(credential);
    const tokenId = Number.isInteger(id) && (id as number) > 0 ? (id as number) : null;
    const token = tokenId
      ? await this.em.findOne(AccessToken, { id: tokenId, user: viewer.id })
      : null;
    if (!token) throw notFound(MESSAGES.accessTokenNotFound);
    if (!token.revokedAt) {
      token.revokedAt = new Date();
      await this.em.flush();
    }
    return token;
  }
}

function assertSession(credential: Credential): void {
  if (!canManageCredentials(credential)) throw forbidden(MESSAGES.sessionRequired);
}

function validTokenName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw badInput(MESSAGES.accessTokenNameRequired, 'name');
  if (name.length > LIMITS.accessTokenNameMax) throw badInput(MESSAGES.accessTokenNameMax, 'name');
  return name;
}

function validScopes(value: unknown): TokenScopeValue[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badInput(MESSAGES.accessTokenScopesRequired, 'scopes');
  for (const scope of value) {
    if (!KNOWN_SCOPES.has(scope as string))
      throw badInput(MESSAGES.accessTokenScopeInvalid(String(scope)), 'scopes');
  }
  // Stored in the canonical order, once each.
  return TOKEN_SCOPES.filter((s) => value.includes(s));
}

function validExpiry(value: unknown): Date | null {
  if (value === undefined || value === null) return null;
  if (!(LIMITS.accessTokenExpiryDays as readonly unknown[]).includes(value))
    throw badInput(MESSAGES.accessTokenExpiryInvalid, 'expiresInDays');
  return new Date(Date.now() + (value as number) * DAY_MS);
}
