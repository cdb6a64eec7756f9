import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { WebhookDelivery } from '../../webhooks/webhook-delivery.entity';
import { flushIssueLikes, ISSUE_LIKED_JOB, type IssueLikedJob } from '../reactions.jobs';
import { LIKE, resetReactionLimits, UNLIKE } from './helpers';

let app: TestApp;
const received: { event: string; body: Record<string, any> }[] = [];
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
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await startTestApp({ webhooksAllowPrivateUrls: true, webhookTimeoutMs: 800 });
  await resetReactionLimits(app);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app?.close();
});

async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`;

async function createWebhook(owner: BuiltUser, path: string, source: string): Promise<number> {
  const res = await app.gql<{ createWebhook: { webhook: { id: number } } }>(
    CREATE,
    { input: { url: `${url}${path}`, events: ['ISSUE_LIKED'], source } },
    owner.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhook.webhook.id;
}

/** The batch jobs queued for an issue (one per window), as pg-boss stores them. */
async function batchJobs(issueId: number): Promise<{ data: IssueLikedJob; start_after: Date }[]> {
  return app
    .em()
    .getConnection()
    .execute(
      `select data, start_after from pgboss.job where name = ? and (data->>'issueId')::int = ? order by start_after`,
      [ISSUE_LIKED_JOB, issueId],
    );
}

test('a burst of likes is one issue.liked delivery per issue and window, to the creator only', async () => {
  const creator = await buildUser(app);
  const follower = await buildUser(app);
  await app.gql(
    'mutation($u: Int!) { subscribe(userId: $u) { id } }',
    { u: creator.user.id },
    follower.token,
  );
  const own = await createWebhook(creator, '/own', 'OWN_WORKS');
  const followed = await createWebhook(follower, '/followed', 'FOLLOWED_CREATORS');
  const work = await buildBook(app, { publisher: creator.user, issues: 1 });
  const issueId = work.issues[0].id;
  const readers = await Promise.all([1, 2, 3].map(() => buildUser(app)));

  for (const r of readers)
    expect((await app.gql(LIKE, { id: issueId }, r.token)).errors).toBeUndefined();
  await app.gql(LIKE, { id: issueId }, readers[0].token);
  await app.gql(UNLIKE, { id: issueId }, readers[2].token);

  const jobs = await batchJobs(issueId);
  // One job per window the likes fell in (a burst across a minute's end makes two), each due
  // after its window.
  const windows = new Set(jobs.map((j) => j.data.windowStart));
  expect(jobs).toHaveLength(windows.size);
  expect(jobs.length).toBeGreaterThanOrEqual(1);
  expect(jobs.length).toBeLessThanOrEqual(2);
  for (const job of jobs)
    expect(new Date(job.start_after).getTime()).toBeGreaterThan(
      new Date(job.data.windowStart).getTime() + 60_000,
    );

  // The worker would run them once due; run them now.
  for (const job of jobs) await flushIssueLikes(app.deps, job.data);
  const deliveries = await waitFor(async () => {
    const found = await app.em().find(WebhookDelivery, { endpoint: own, event: 'issue.liked' });
    return found.length >= jobs.length ? found : null;
  });
  expect(deliveries).toHaveLength(jobs.length);
  const newLikes = deliveries.reduce(
    (sum, d) => sum + (d.payload.data as { likes: { newLikes: number } }).likes.newLikes,
    0,
  );
  // Three readers liked, one took it back: two likes are news.
  expect(newLikes).toBe(2);
  const data = deliveries[0].payload.data as Record<string, any>;
  expect(data).toMatchObject({
    issue: { id: issueId },
    book: { id: work.book.id },
    creator: { id: creator.user.id },
    likes: { likeCount: 2, windowSeconds: 60 },
  });
  await waitFor(() => received.some((r) => r.event === 'issue.liked'));
  expect(await app.em().count(WebhookDelivery, { endpoint: followed })).toBe(0);
});

test('a window whose likes were all taken back sends nothing', async () => {
  const creator = await buildUser(app);
  const own = await createWebhook(creator, '/quiet', 'OWN_WORKS');
  const work = await buildBook(app, { publisher: creator.user, issues: 1 });
  const reader = await buildUser(app);
  await app.gql(LIKE, { id: work.issues[0].id }, reader.token);
  await app.gql(UNLIKE, { id: work.issues[0].id }, reader.token);
  const jobs = await batchJobs(work.issues[0].id);
  expect(jobs.length).toBeGreaterThanOrEqual(1);
  for (const job of jobs) await flushIssueLikes(app.deps, job.data);
  // Give the fan-out worker time to (wrongly) act.
  await new Promise((r) => setTimeout(r, 500));
  expect(await app.em().count(WebhookDelivery, { endpoint: own })).toBe(0);
});
