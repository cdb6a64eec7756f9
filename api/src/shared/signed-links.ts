import crypto from 'node:crypto';

/**
 * HMAC-SHA256 for links sent by mail. Each kind of link signs with its own key derived from
 * the server secret and a purpose string, so no link (nor a session JWT) passes as another.
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = crypto.createHmac('sha256', secret).update(purpose).digest();
  }

  /** The MAC of `text`: 43 base64url characters. */
  mac(text: string): string {
    return crypto.createHmac('sha256', this.key).update(text).digest('base64url');
  }

  /** Whether `given` is the MAC of `text` (compared in constant time). */
  verify(text: string, given: string): boolean {
    const expected = Buffer.from(this.mac(text));
    const actual = Buffer.from(given);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }
}
