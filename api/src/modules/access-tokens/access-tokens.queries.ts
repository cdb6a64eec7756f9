import { LIMITS } from '../../config/limits';
import { columnsOf, type Db, exec, rows, statement, toEntity, views } from '../../db/sql';
import { User } from '../users/user.entity';
import { AccessToken, type AccessTokenView } from './access-token.entity';
import { liveTokenSql } from './access-tokens.policy';

const TOUCH_INTERVAL = `interval '${LIMITS.accessTokenTouchSeconds} seconds'`;

/** Reads (and the one throttled write) of access tokens that are not a plain `em.find`. */
export const accessTokensQueries = {
  /**
   * The hot path of every token request: a live token by its hash with its user, in one
   * statement. Rows of `columnsOf(User)` plus `token_id`, `token_scopes` and `token_stale`
   * (lastUsedAt is due for an update).
   */
  tokenUser: statement(
    `select ${columnsOf(User, 'u')}, t.id as token_id, t.scopes as token_scopes,
            (t.last_used_at is null or t.last_used_at < now() - ${TOUCH_INTERVAL}) as token_stale
       from access_tokens t join users u on u.id = t.user_id
      where t.hash = $1 and ${liveTokenSql('t')}`,
  ),
  /** Sets lastUsedAt unless another request did within the interval (no rows returned). */
  touch: statement(
    `update access_tokens set last_used_at = now()
      where id = $1 and (last_used_at is null or last_used_at < now() - ${TOUCH_INTERVAL})`,
    { pool: 'orm' },
  ),
  /** A user's tokens as views: live ones first, newest first within each group, at most $2. */
  ofUser: statement(
    `select ${columnsOf(AccessToken, 't')} from access_tokens t where t.user_id = $1
      order by ${liveTokenSql('t')} desc, t.created_at desc, t.id desc limit $2`,
    { pool: 'orm' },
  ),
  /** Serialises token creation per user, so two concurrent creations cannot pass the cap. */
  lockUser: statement('select id from users where id = $1 for update', { pool: 'orm' }),
};

export interface TokenUser {
  user: User;
  tokenId: number;
  scopes: string[];
  stale: boolean;
}

/** The user behind a live token (any account state: the caller applies the rules), or null. */
export async function tokenUser(db: Db, hash: string): Promise<TokenUser | null> {
  const [row] = await rows<Record<string, unknown>>(db, accessTokensQueries.tokenUser, [hash]);
  if (!row) return null;
  const { token_id, token_scopes, token_stale, ...userRow } = row;
  return {
    user: toEntity(db, User, userRow),
    tokenId: Number(token_id),
    scopes: parseTextArray(token_scopes),
    stale: token_stale === true,
  };
}

/** Records a use of the token (at most once per interval, whatever the number of requests). */
export function touchToken(db: Db, tokenId: number): Promise<void> {
  return exec(db, accessTokensQueries.touch, [tokenId]);
}

export function tokensOfUser(db: Db, userId: number, limit: number): Promise<AccessTokenView[]> {
  return views<AccessTokenView>(db, AccessToken, accessTokensQueries.ofUser, [userId, limit]);
}

export function lockUserForTokens(db: Db, userId: number): Promise<void> {
  return exec(db, accessTokensQueries.lockUser, [userId]);
}

/** Both drivers parse `text[]`; a literal `{a,b}` is handled in case one hands it over as text. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}
