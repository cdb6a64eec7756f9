import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { UserRole } from '../../users/user.entity';
import { MODERATE, REPORT } from './moderation-fixtures';

/** report.resolved reaches the creator's own webhooks and never names a reporter. */
let app: TestApp;
let server: http.Server;
let url = '';
const bodies: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  app = await startTestApp({ webhooksAllowPrivateUrls: true, webhookTimeoutMs: 800 });
});
afterAll(async () => {
  await app.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the creator hears that reports on their book were resolved, without the reporter', async () => {
  const creator = await buildUser(app);
  const reporter = await buildUser(app, { username: 'secret_reporter' });
  const moderator = await buildUser(app, { role: UserRole.MODERATOR });
  const { book } = await buildBook(app, { publisher: creator.user, title: 'Watched Book' });
  const created = await app.gql(
    `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
    { input: { url, events: ['REPORT_RESOLVED'], source: 'OWN_WORKS' } },
    creator.token,
  );
  expect(created.errors).toBeUndefined();
  await app.gql(REPORT, { type: 'BOOK', id: book.id, reason: 'SPAM' }, reporter.token);
  const res = await app.gql(
    MODERATE,
    { type: 'BOOK', id: book.id, action: 'DISMISS', reason: 'Not spam' },
    moderator.token,
  );
  expect(res.errors).toBeUndefined();
  const started = Date.now();
  while (bodies.length === 0 && Date.now() - started < 15_000)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(bodies).toHaveLength(1);
  const payload = JSON.parse(bodies[0]) as { event: string; data: Record<string, unknown> };
  expect(payload.event).toBe('report.resolved');
  expect(payload.data.report).toMatchObject({
    targetType: 'book',
    targetId: book.id,
    targetTitle: 'Watched Book',
    action: 'dismiss',
    reason: 'Not spam',
    reportCount: 1,
  });
  expect(bodies[0]).not.toContain('secret_reporter');
  expect(bodies[0]).not.toContain(reporter.user.email);
  expect(bodies[0]).not.toMatch(new RegExp(`"reporter`));
});
