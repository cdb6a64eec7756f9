import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  buildBook,
  buildComment,
  buildNotification,
  buildUser,
  type BuiltUser,
} from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import type { Book } from '../../books/book.entity';
import type { Issue } from '../../issues/issue.entity';
import { User } from '../../users/user.entity';
import { digestLinks } from '../digest-links';
import { sendDigests, sendDigestTo } from '../digest.jobs';
import { Notification, NotificationKind } from '../notification.entity';

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: Received[] = [];
let app: TestApp;
let book: Book;
let issue: Issue;
let fan: BuiltUser;

/** Decodes quoted-printable soft breaks and escapes so links can be read from the raw message. */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decode(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  const creator = await buildUser(app, { username: 'creator_cleo' });
  ({
    book,
    issues: [issue],
  } = await buildBook(app, {
    publisher: creator.user,
    title: 'Moon <Harbor>',
    urlSlug: 'moon-harbor',
    issues: [{ title: 'Tides & <script>alert(1)</script>' }],
  }));
  fan = await buildUser(app);
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailsTo = (user: BuiltUser) => inbox.filter((m) => m.to.includes(user.user.email));
const unmailed = (user: BuiltUser) =>
  app.em().count(Notification, { recipient: user.user.id, emailedAt: null });

test('one digest per user over SMTP: escaped text, links, per-kind unsubscribe and List-Unsubscribe headers; a second run mails nothing', async () => {
  const replier = await buildUser(app, { username: 'replier_rex' });
  const reply = await buildComment(app, { issueId: issue.id, author: replier.user });
  await buildNotification(app, {
    recipient: fan.user,
    kind: NotificationKind.COMMENT_REPLY,
    actor: replier.user,
    bookId: book.id,
    issueId: issue.id,
    commentId: reply.id,
    data: { excerpt: '<img src=x onerror=alert(1)> great' },
  });
  await buildNotification(app, {
    recipient: fan.user,
    kind: NotificationKind.ISSUE_PUBLISHED,
    actor: (await app.em().findOneOrFail(User, book.publisher.id)) as User,
    bookId: book.id,
    issueId: issue.id,
  });

  expect(await sendDigests(app.deps)).toBeGreaterThanOrEqual(1);
  const mails = mailsTo(fan);
  expect(mails).toHaveLength(1);
  const raw = mails[0].raw;
  expect(raw).toMatch(/Subject: You have 2 new notifications/);
  // The plain-text part says it as written; the HTML part escapes every user text.
  const [text, html] = raw.split(/Content-Type: text\/html/);
  expect(text).toContain('replier_rex replied to your comment on Moon <Harbor> #1: "<img src=x');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<Harbor>');
  expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; great');
  expect(html).toContain('Tides &#38; &#60;script&#62;');
  expect(raw).toContain(
    `http://panelhouse.test/details/moon-harbor/book/${book.id}/issue/1#comment-${reply.id}`,
  );
  expect(raw).toContain('http://panelhouse.test/notifications');
  const unfolded = raw.replace(/\r?\n\s+/g, ' ');
  const header =
    /List-Unsubscribe: <(http:\/\/panelhouse\.test(\/api\/notifications\/unsubscribe\/[^>]+))>/.exec(
      unfolded,
    );
  expect(header).not.toBeNull();
  expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header![2]).toContain(`/${fan.user.id}.all.`);
  const perKind = [
    ...raw.matchAll(
      /http:\/\/panelhouse\.test(\/api\/notifications\/unsubscribe\/[A-Za-z0-9._-]+)/g,
    ),
  ].map((m) => m[1]);
  const replyLink = perKind.find((l) => l.includes('.comment.reply.'));
  expect(replyLink).toBeDefined();
  expect(perKind.some((l) => l.includes('.issue.published.'))).toBe(true);
  expect(await unmailed(fan)).toBe(0);

  // Idempotent: a retried run (or a second replica) finds nothing left to mail.
  expect(await sendDigests(app.deps)).toBe(0);
  expect(mailsTo(fan)).toHaveLength(1);

  // The per-kind link: GET asks (changes nothing), POST turns the kind off, no sign-in needed.
  const asked = await app.http().get(replyLink!).set('accept', 'text/html');
  expect(asked.status).toBe(200);
  expect(asked.text).toContain('<form method="post"');
  const prefs = '{ notificationPreferences { kind email } }';
  type Prefs = { notificationPreferences: { kind: string; email: boolean }[] };
  expect(
    (await app.gql<Prefs>(prefs, {}, fan.token)).data?.notificationPreferences.every(
      (p) => p.email,
    ),
  ).toBe(true);
  const done = await app.http().post(replyLink!).set('accept', 'text/html');
  expect(done.status).toBe(200);
  expect(done.text).toContain(
    'replies to your comments will no longer be in your daily e-mail digest',
  );
  const after = await app.gql<Prefs>(prefs, {}, fan.token);
  expect(after.data?.notificationPreferences.filter((p) => !p.email).map((p) => p.kind)).toEqual([
    'COMMENT_REPLY',
  ]);

  // A muted kind is not mailed (but marked handled); other kinds still are.
  inbox.length = 0;
  await buildNotification(app, {
    recipient: fan.user,
    kind: NotificationKind.COMMENT_REPLY,
    actor: replier.user,
    bookId: book.id,
    issueId: issue.id,
  });
  expect(await sendDigests(app.deps)).toBe(0);
  expect(mailsTo(fan)).toHaveLength(0);
  expect(await unmailed(fan)).toBe(0);

  // The header's one-click POST (RFC 8058) turns every kind off.
  const oneClick = await app
    .http()
    .post(header![2])
    .type('form')
    .send('List-Unsubscribe=One-Click');
  expect(oneClick.status).toBe(200);
  const none = await app.gql<Prefs>(prefs, {}, fan.token);
  expect(none.data?.notificationPreferences.every((p) => !p.email)).toBe(true);
});

test('a forged or damaged unsubscribe link is refused with a message and changes nothing', async () => {
  const user = await buildUser(app);
  const good = digestLinks(app.deps).sign(user.user.id, 'comment.liked');
  const forged = digestLinks(app.deps)
    .sign(user.user.id, 'comment.liked')
    .replace(/\.[^.]+$/, '.' + 'A'.repeat(43));
  const otherUser = good.replace(/^\d+/, String(user.user.id + 1));
  for (const token of [
    forged,
    otherUser,
    'nonsense',
    `${user.user.id}.bogus.kind.${'A'.repeat(43)}`,
  ]) {
    for (const method of ['get', 'post'] as const) {
      const http = app.http();
      const url = `/api/notifications/unsubscribe/${token}`;
      const res = await (method === 'get' ? http.get(url) : http.post(url)).set(
        'accept',
        'text/html',
      );
      expect(res.status).toBe(400);
      expect(res.text).toContain(MESSAGES.digestUnsubscribeInvalid);
    }
  }
  const json = await app
    .http()
    .post(`/api/notifications/unsubscribe/${forged}`)
    .set('accept', 'application/json');
  expect(json.status).toBe(400);
  expect(json.body).toEqual({ status: 'fail', message: MESSAGES.digestUnsubscribeInvalid });
  const prefs = await app.gql<{ notificationPreferences: { email: boolean }[] }>(
    '{ notificationPreferences { email } }',
    {},
    user.token,
  );
  expect(prefs.data?.notificationPreferences.every((p) => p.email)).toBe(true);
});

test('two runs at once mail a user once; a refused delivery keeps the rows for the next run', async () => {
  const reader = await buildUser(app);
  for (let i = 0; i < 3; i += 1)
    await buildNotification(app, {
      recipient: reader.user,
      kind: NotificationKind.MODERATION_DECISION,
      data: { action: 'dismiss', reason: `reason ${i}` },
    });
  const results = await Promise.all([
    sendDigestTo(app.deps, reader.user.id),
    sendDigestTo(app.deps, reader.user.id),
  ]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(mailsTo(reader)).toHaveLength(1);

  const bouncing = await buildUser(app, { email: 'bounce.digest@example.com' });
  await buildNotification(app, {
    recipient: bouncing.user,
    kind: NotificationKind.MODERATION_DECISION,
  });
  await sendDigests(app.deps);
  expect(await unmailed(bouncing)).toBe(1);
});

test('deactivated users and notifications about hidden works get no mail, and are not kept for later', async () => {
  const sleeper = await buildUser(app);
  await buildNotification(app, {
    recipient: sleeper.user,
    kind: NotificationKind.MODERATION_DECISION,
  });
  await app.em().nativeUpdate(User, { id: sleeper.user.id }, { active: false });
  const reader = await buildUser(app);
  const hidden = await buildBook(app, { removed: true });
  await buildNotification(app, {
    recipient: reader.user,
    kind: NotificationKind.WORK_COMMENTED,
    bookId: hidden.book.id,
    issueId: hidden.issues[0].id,
  });
  inbox.length = 0;
  await sendDigests(app.deps);
  expect(mailsTo(sleeper)).toHaveLength(0);
  expect(mailsTo(reader)).toHaveLength(0);
  expect(await unmailed(sleeper)).toBe(0);
  expect(await unmailed(reader)).toBe(0);
});
