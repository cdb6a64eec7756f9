import crypto from 'node:crypto';
import { sha256 } from '../auth/tokens';

/**
 * Personal access token secrets: `php_` + 40 random base62 characters (about 238 bits), a
 * recognisable shape like GitHub's `ghp_` so secret scanners can match leaked tokens.
 */
export const ACCESS_TOKEN_PREFIX = 'php_';
export const ACCESS_TOKEN_PATTERN = /^php_[0-9A-Za-z]{40}$/;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Characters kept for display: `php_` and the first four random ones. */
const DISPLAY_LENGTH = ACCESS_TOKEN_PREFIX.length + 4;

/** A bearer value that claims to be an access token (the rest are JWTs). */
export const looksLikeAccessToken = (bearer: string): boolean =>
  bearer.startsWith(ACCESS_TOKEN_PREFIX);

/** A new secret with its stored forms: the SHA-256 to look it up by and the display prefix. */
export function newAccessTokenSecret(): { token: string; hash: string; prefix: string } {
  let random = '';
  // randomInt draws without modulo bias.
  for (let i = 0; i < 40; i += 1) random += BASE62[crypto.randomInt(BASE62.length)];
  const token = ACCESS_TOKEN_PREFIX + random;
  return { token, hash: sha256(token), prefix: token.slice(0, DISPLAY_LENGTH) };
}

export const accessTokenHash = (token: string): string => sha256(token);
