import { signWebhook, verifyWebhookSignature } from '../signature';

const secret = 'a-secret-of-enough-length';
const body = '{"id":"1","event":"ping","createdAt":"2026-01-01T00:00:00.000Z","data":{}}';
const timestamp = 1_800_000_000;
const signature = signWebhook({ secret, body, timestamp });

test('the signature is sha256= and the hex HMAC-SHA256 of "timestamp.body" (a vector computed with openssl)', () => {
  // printf '%s' "1800000000.$body" | openssl dgst -sha256 -hmac "$secret"
  expect(signature).toBe('sha256=6704e4e7354bdacba9d561829f5a449a9429e4edd2cf0a2503e12f6a36701304');
});

test('accepts the body, timestamp and signature as sent, within the tolerance', () => {
  expect(verifyWebhookSignature({ secret, body, timestamp, signature, now: timestamp })).toBe(true);
  expect(
    verifyWebhookSignature({
      secret,
      body: Buffer.from(body),
      timestamp: String(timestamp),
      signature,
      now: timestamp + 299,
    }),
  ).toBe(true);
});

test('rejects an altered body, timestamp, signature or secret', () => {
  const base = { secret, body, timestamp, signature, now: timestamp };
  expect(verifyWebhookSignature({ ...base, body: body.replace('ping', 'pong') })).toBe(false);
  expect(verifyWebhookSignature({ ...base, timestamp: timestamp + 1 })).toBe(false);
  expect(verifyWebhookSignature({ ...base, secret: `${secret}x` })).toBe(false);
  expect(verifyWebhookSignature({ ...base, signature: signature.replace(/.$/, '5') })).toBe(false);
  expect(verifyWebhookSignature({ ...base, signature: signature.slice(7) })).toBe(false);
  expect(verifyWebhookSignature({ ...base, signature: undefined })).toBe(false);
  expect(verifyWebhookSignature({ ...base, timestamp: 'soon' })).toBe(false);
  expect(verifyWebhookSignature({ ...base, timestamp: `${timestamp}.5` })).toBe(false);
});

test('rejects a replay older (or newer) than the tolerance', () => {
  const base = { secret, body, timestamp, signature };
  expect(verifyWebhookSignature({ ...base, now: timestamp + 301 })).toBe(false);
  expect(verifyWebhookSignature({ ...base, now: timestamp - 301 })).toBe(false);
  expect(verifyWebhookSignature({ ...base, now: timestamp + 301, toleranceSeconds: 600 })).toBe(
    true,
  );
});
