import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { User } from '../../users/user.entity';
import { commentCreatedContent } from '../comment-webhook';
import { DELETE, post, settle } from './helpers';

/** What a loopback receiver saw: the event header and the parsed body. */
const received: { event: string; body: { data: Record<string, unknown> } }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      event: String(req.headers['x-panelhouse-event']),
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    res.writeHead(204).end();
  });
});

let app: TestApp;
let creator: BuiltUser;
let reader: BuiltUser;
let work: BuiltBook;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({ webhooksAllowPrivateUrls: true, webhookRetryBaseSeconds: 1 });
  creator = await buildUser(app, { username: 'creator_hooks' });
  reader = await buildUser(app, { username: 'reader_hooks' });
  await settle(app, creator.user, reader.user);
  work = await buildBook(app, { publisher: creator.user });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const made = await app.gql(
    `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
    { input: { url, events: ['COMMENT_CREATED'], source: 'OWN_WORKS' } },
    creator.token,
  );
  expect(made.errors).toBeUndefined();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('comment.created reaches the creator’s own webhook with the comment, its author and the work', async () => {
  const c = await post(app, reader.token, {
    issueId: work.issues[0].id,
    body: '<b>Great</b> issue',
    pageNumber: 1,
  });
  await waitFor(() => received.some((r) => r.event === 'comment.created'));
  const got = received.find((r) => r.event === 'comment.created')!;
  expect(got.body.data).toMatchObject({
    comment: {
      id: c.id,
      body: '<b>Great</b> issue',
      spoiler: false,
      pageNumber: 1,
      parentId: null,
    },
    author: { id: reader.user.id, username: 'reader_hooks' },
    issue: { id: work.issues[0].id, issueNumber: 1 },
    book: { id: work.book.id, urlSlug: work.book.urlSlug },
    creator: { id: creator.user.id, username: 'creator_hooks' },
  });
});

test('a comment deleted or hidden by the time its event is sent is not told about', async () => {
  const c = await post(app, reader.token, { issueId: work.issues[0].id, body: 'Gone at once' });
  const creatorRow = await app.em().findOneOrFail(User, { id: creator.user.id });
  expect(await commentCreatedContent(app.em(), c.id, creatorRow)).not.toBeNull();
  await app.gql(DELETE, { id: c.id }, reader.token);
  expect(await commentCreatedContent(app.em(), c.id, creatorRow)).toBeNull();
});
