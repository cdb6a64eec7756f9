import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { TestApp } from './harness';

/** Helpers for the accounts tests: request bodies, mail outbox, tokens, secrets and storage checks. */

/** A valid v1 sign-up body with unique names. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomBytes(4).toString('hex');
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${suffix}`,
    email: `ada.${suffix}@example.com`,
    password: 'analytical engine',
    passwordConfirm: 'analytical engine',
    ...overrides,
  };
}

/** Keys that must never leave the server, in any casing. */
const SECRET_KEY = /password|hash|secret|reset|^token_|_token$/i;

/** Every key in a JSON value (depth-first), so a nested secret cannot hide. */
export function allKeys(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      into.push(key);
      allKeys(v, into);
    }
  }
  return into;
}

/** Fails when a response body carries a password, hash or reset-token field anywhere. */
export function expectNoSecrets(body: unknown): void {
  const leaked = allKeys(body).filter((key) => SECRET_KEY.test(key));
  expect(leaked).toEqual([]);
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\$argon2/);
}

/** The exact key set of the v1 account object. */
export const V1_ACCOUNT_KEYS = [
  'active',
  'background_user_photo',
  'bio',
  'date_created',
  'email',
  'first_name',
  'id',
  'last_name',
  'last_updated',
  'role',
  'user_photo',
  'username',
].sort();

/** The exact key set of the v1 public profile (no email). */
export const V1_PUBLIC_KEYS = [
  'background_user_photo',
  'bio',
  'date_created',
  'id',
  'role',
  'user_photo',
  'username',
].sort();

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const c = joined[i];
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes every quoted-printable / base64 part of a raw MIME message and joins them with its headers. */
export function readableMail(raw: string): string {
  const out: string[] = [raw.split(/\r?\n\r?\n/)[0]];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
      out.push(decodeQuotedPrintable(body));
    else if (/content-transfer-encoding:\s*base64/i.test(head)) {
      out.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    } else out.push(body);
  }
  return out.join('\n');
}

/** Every reset link in a raw message (deduplicated), decoded. */
export function resetLinks(raw: string): string[] {
  const text = readableMail(raw);
  return [...new Set(text.match(/https?:\/\/[^\s"<>]+\/reset-password\/[0-9a-f]{64}/g) ?? [])];
}

export function mailDir(app: TestApp): string {
  return path.join(app.dataDir, 'mail');
}

/** The `.eml` files of the file outbox, oldest first. */
export function outbox(app: TestApp): string[] {
  const dir = mailDir(app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Mails in the outbox addressed to `email`. */
export function mailsTo(app: TestApp, email: string): string[] {
  return outbox(app).filter((raw) =>
    new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw),
  );
}

/** The token of the single reset link mailed to `email` last. */
export function lastResetToken(app: TestApp, email: string): string {
  const mails = mailsTo(app, email);
  expect(mails.length).toBeGreaterThan(0);
  const links = resetLinks(mails[mails.length - 1]);
  expect(links).toHaveLength(1);
  return links[0].split('/').pop() as string;
}

/** Tokens made outside the server: forged (wrong secret), expired, or with odd claims. */
export function signToken(
  app: TestApp,
  claims: Record<string, unknown>,
  options: { secret?: string; expiresIn?: number | string; algorithm?: jwt.Algorithm } = {},
): string {
  return jwt.sign(claims, options.secret ?? (app.config.jwtSecret as string), {
    algorithm: options.algorithm ?? 'HS256',
    ...(options.expiresIn !== undefined ? { expiresIn: options.expiresIn as number } : {}),
  });
}

/** All files under the local media store, relative and sorted. */
export function storedFiles(app: TestApp): string[] {
  const root = path.join(app.dataDir, 'media');
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** `/media/a/b.png` -> absolute path of the stored file. */
export function mediaPath(app: TestApp, url: string): string {
  expect(url.startsWith('/media/')).toBe(true);
  return path.join(app.dataDir, 'media', url.slice('/media/'.length));
}

/** Waits until at least `count` mails to `email` are in the outbox (mail goes out from jobs) and returns them. */
export async function waitForMails(
  app: TestApp,
  email: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const mails = mailsTo(app, email);
    if (mails.length >= count) return mails;
    if (Date.now() - started > timeoutMs)
      throw new Error(`expected ${count} mail(s) to ${email}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every email-change undo link in a raw message (deduplicated), decoded. */
export function undoEmailLinks(raw: string): string[] {
  const text = readableMail(raw);
  return [
    ...new Set(text.match(/https?:\/\/[^\s"<>]+\/undo-email-change\/[A-Za-z0-9._-]+/g) ?? []),
  ];
}
