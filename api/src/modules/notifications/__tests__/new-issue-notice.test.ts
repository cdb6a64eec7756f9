import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, fakeImage, type BuiltUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import type { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';
import { NotificationsService } from '../notifications.service';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
/** While set, the SMTP server holds every message until the gate opens (a stuck mail server). */
let gate: Promise<void> | null = null;

let app: TestApp;
let creator: BuiltUser;
let fans: BuiltUser[];
let book: Book;

/** Decodes quoted-printable soft breaks and escapes so links can be read from the raw message. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Creates the next issue of `book` and requests the notice, in one transaction (as createIssue will). */
async function publishIssue(em: EntityManager, title: string): Promise<Issue> {
  const count = await em.count(Issue, { book: book.id });
  const issue = em.create(Issue, {
    book: em.getReference('Book', book.id) as Book,
    publisher: em.getReference(User, creator.user.id),
    issueNumber: count + 1,
    title,
    description: 'Things happen & more things.',
    imagePrefixRef: crypto.randomBytes(16).toString('hex'),
    cover: fakeImage(),
  });
  await new NotificationsService(app.deps).notifyNewIssue(em, issue);
  return issue;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const deliver = () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: decode(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        };
        if (gate) void gate.then(deliver);
        else deliver();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  creator = await buildUser(app, { username: 'creator_carl' });
  fans = await Promise.all([1, 2, 3].map(() => buildUser(app)));
  const other = await buildUser(app);
  ({ book } = await buildBook(app, {
    publisher: creator.user,
    title: 'Night Shift',
    urlSlug: 'night-shift',
  }));
  const em = app.em();
  for (const fan of fans)
    em.create(Subscription, { publisher: creator.user.id, subscriber: fan.user.id });
  // Subscribed to somebody else: no mail.
  em.create(Subscription, { publisher: other.user.id, subscriber: creator.user.id });
  await em.flush();
  // A deactivated subscriber gets nothing.
  const sleeper = await em.findOneOrFail(User, { id: fans[2].user.id });
  sleeper.active = false;
  await em.flush();
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('a new issue mails every active subscriber over SMTP, with a reader link and a working unsubscribe link', async () => {
  const issue = await app.em().transactional((tx) => publishIssue(tx, 'The Long Night'));
  await waitFor(() => inbox.length >= 2);
  // Give a stray third message a chance to arrive before asserting there is none.
  await new Promise((r) => setTimeout(r, 700));
  expect(inbox.map((m) => m.to[0]).sort()).toEqual([fans[0].user.email, fans[1].user.email].sort());

  const mail = inbox.find((m) => m.to[0] === fans[0].user.email)!;
  expect(mail.raw).toMatch(/Subject: New issue from creator_carl: Night Shift #2: The Long Night/);
  expect(mail.raw).toContain(
    `http://panelhouse.test/read/night-shift/book/${book.id}/issue/${issue.issueNumber}`,
  );
  expect(mail.raw).toContain('Things happen &#38; more things.'); // HTML part is escaped
  const link = /http:\/\/panelhouse\.test(\/api\/v1\/subscribe\/unsubscribe\/[A-Za-z0-9._-]+)/.exec(
    mail.raw,
  );
  expect(link).not.toBeNull();
  expect(mail.raw.replace(/\r?\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${link![0]}>`);

  const res = await app.http().get(link![1]).set('accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toContain(MESSAGES.unsubscribed);
  expect(
    await app.em().count(Subscription, { publisher: creator.user.id, subscriber: fans[0].user.id }),
  ).toBe(0);
  expect(
    await app.em().count(Subscription, { publisher: creator.user.id, subscriber: fans[1].user.id }),
  ).toBe(1);
});

test('a rolled-back upload queues no notice', async () => {
  inbox.length = 0;
  let issueId = 0;
  await expect(
    app.em().transactional(async (tx) => {
      issueId = (await publishIssue(tx, 'Never Happened')).id;
      throw new Error('upload failed');
    }),
  ).rejects.toThrow('upload failed');
  expect(issueId).toBeGreaterThan(0);
  const jobs = await app
    .em()
    .getConnection()
    .execute(`select id from pgboss.job where data->>'issueId' = ?`, [String(issueId)]);
  expect(jobs).toEqual([]);
});

test('a stuck mail server does not hold up the upload: the notice is mailed once the server answers', async () => {
  inbox.length = 0;
  let open!: () => void;
  gate = new Promise<void>((resolve) => (open = resolve));
  // The upload's transaction commits although no mail can be delivered yet.
  const issue = await app.em().transactional((tx) => publishIssue(tx, 'Stuck Mail'));
  expect(issue.id).toBeGreaterThan(0);
  expect(inbox).toEqual([]);
  gate = null;
  open();
  await waitFor(() => inbox.some((m) => m.raw.includes('Stuck Mail')));
  expect(inbox.map((m) => m.to[0])).toEqual([fans[1].user.email]);
});
