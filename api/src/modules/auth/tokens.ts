import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { LIMITS } from '../../config/limits';

export interface TokenClaims {
  /** User id (v1 claim name). */
  id: number;
  /** passwordChangedAt of the user when the token was issued (ms); a later change revokes the token. */
  pwd: number;
  /** The session row (auth/session.entity.ts); revoking it ends the token. */
  sid: string;
  iat: number;
  exp: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new session id (the `sid` claim and the sessions row's key). */
export const newSessionId = (): string => crypto.randomUUID();

/** Signs and verifies session JWTs (HMAC-SHA256, 7 days, as v1). */
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it
   * as a PEM public key on every call and catches the failure, which cost a signed-in request
   * about a tenth of its CPU.
   */
  private readonly key: crypto.KeyObject;

  constructor(secret: string) {
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(userId: number, passwordChangedAt: Date, sessionId: string): string {
    return jwt.sign({ id: userId, pwd: passwordChangedAt.getTime(), sid: sessionId }, this.key, {
      algorithm: 'HS256',
      expiresIn: `${LIMITS.jwtLifetimeDays}d`,
    });
  }

  /** The claims, or null for a malformed, forged or expired token, or one without a session. */
  verify(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || claims === null) return null;
      const { id, pwd, sid, iat, exp } = claims as Record<string, unknown>;
      if (!Number.isInteger(id) || typeof pwd !== 'number') return null;
      // Tokens from before revocable sessions carry no sid: they are refused.
      if (typeof sid !== 'string' || !UUID.test(sid)) return null;
      return { id: id as number, pwd, sid, iat: Number(iat), exp: Number(exp) };
    } catch {
      return null;
    }
  }
}

/** Reset tokens: 32 random bytes as hex are emailed; only their SHA-256 is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('hex');
  return { token, hash: sha256(token) };
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** 32 lowercase hex characters: storage folder names and key suffixes. */
export function randomRef(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** `Authorization: Bearer <token>` -> token; 'null'/'undefined' (sent by the v1 client) count as absent. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return undefined;
  const token = match[1];
  if (token === 'null' || token === 'undefined') return undefined;
  return token;
}
