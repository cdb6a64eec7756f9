import crypto from 'node:crypto';
import { LIMITS } from '../../config/limits';

/**
 * Delivery signatures (Stripe-style): `x-panelhouse-signature: sha256=<hex>` where hex is
 * HMAC-SHA256(secret, `${timestamp}.${body}`) and `x-panelhouse-timestamp` is the unix time
 * in seconds. Signing the timestamp with the body lets receivers refuse replays of an old
 * delivery: verifyWebhookSignature rejects timestamps outside the tolerance.
 */
export const SIGNATURE_PREFIX = 'sha256=';

export function signWebhook(input: { secret: string; body: string; timestamp: number }): string {
  const mac = crypto
    .createHmac('sha256', input.secret)
    .update(`${input.timestamp}.${input.body}`)
    .digest('hex');
  return `${SIGNATURE_PREFIX}${mac}`;
}

export interface VerifyInput {
  secret: string;
  /** The raw request body, exactly as received (not re-serialised JSON). */
  body: string | Buffer;
  /** The `x-panelhouse-timestamp` header. */
  timestamp: string | number | undefined | null;
  /** The `x-panelhouse-signature` header. */
  signature: string | undefined | null;
  /** How old (or how far in the future) a timestamp may be; default 300 s. */
  toleranceSeconds?: number;
  /** Now, in unix seconds (for tests); default the clock. */
  now?: number;
}

/**
 * True when `signature` is the HMAC of this body and timestamp and the timestamp is fresh.
 * Constant-time comparison; never throws on malformed input.
 */
export function verifyWebhookSignature(input: VerifyInput): boolean {
  const tolerance = input.toleranceSeconds ?? LIMITS.webhook.signatureToleranceSeconds;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const timestamp = Number(input.timestamp);
  if (!Number.isInteger(timestamp) || String(input.timestamp).trim() !== String(timestamp))
    return false;
  if (Math.abs(now - timestamp) > tolerance) return false;
  if (typeof input.signature !== 'string' || !input.signature.startsWith(SIGNATURE_PREFIX))
    return false;
  const body = typeof input.body === 'string' ? input.body : input.body.toString('utf8');
  const expected = Buffer.from(signWebhook({ secret: input.secret, body, timestamp }), 'utf8');
  const given = Buffer.from(input.signature, 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
