import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { coverFile, pageFiles } from '../../publish/__tests__/helpers';
import { Subscription } from '../../subscriptions/subscription.entity';
import { verifyWebhookSignature } from '../signature';
import { WebhookDelivery } from '../webhook-delivery.entity';
import { WebhookDeliveryStatus } from '../webhook-events';

/** What a receiver saw. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback receiver whose answer per request is scripted by path. */
class Receiver {
  readonly received: Received[] = [];
  /** Answers by path; the default is 204. 'hang' never answers. */
  readonly script = new Map<string, (number | 'hang' | 'redirect')[]>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      this.received.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = this.script.get(path)?.shift() ?? 204;
      if (answer === 'hang') return; // keeps the socket open until the server closes
      if (answer === 'redirect') {
        res.writeHead(302, { location: `${this.url}/redirected` }).end();
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

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

const CREATE = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id url events source active createdAt disabledAt } }
}`;
const UPDATE = `mutation ($id: Int!, $input: UpdateWebhookInput!) {
  updateWebhook(id: $id, input: $input) { id url events source active disabledAt }
}`;
const DELETE = `mutation ($id: Int!) { deleteWebhook(id: $id) }`;
const LIST = `{ webhooks { id url events source active } }`;
const DELIVERIES = `query ($id: Int!, $first: Int, $after: String) {
  webhookDeliveries(webhookId: $id, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id webhookId event status attempts lastStatusCode lastError payload createdAt deliveredAt nextAttemptAt redeliveryOf }
    edges { cursor node { id } }
  }
}`;
const PING = `mutation ($id: Int!) { pingWebhook(id: $id) { id event status webhookId } }`;
const REDELIVER = `mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id event status redeliveryOf } }`;
const CREATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $cover: Upload!, $pages: [Upload!]!) {
  createIssue(bookId: $bookId, input: $input, cover: $cover, pages: $pages) { id issueNumber }
}`;
const SUBSCRIBE = `mutation ($userId: Int!) { subscribe(userId: $userId) { id } }`;
const UPDATE_BOOK = `mutation ($bookId: Int!, $input: UpdateBookInput!) { updateBook(bookId: $bookId, input: $input) { id title } }`;
const DELETE_BOOK = `mutation ($bookId: Int!) { deleteBook(bookId: $bookId) }`;

let app: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await new Receiver().start();
  app = await startTestApp({
    webhooksAllowPrivateUrls: true,
    webhookTimeoutMs: 800,
    webhookRetryBaseSeconds: 1,
  });
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

async function createWebhook(
  owner: BuiltUser,
  path: string,
  input: Record<string, unknown> = {},
): Promise<{ id: number; secret: string }> {
  const res = await app.gql<{ createWebhook: { secret: string; webhook: { id: number } } }>(
    CREATE,
    {
      input: {
        url: `${receiver.url}${path}`,
        events: ['ISSUE_PUBLISHED', 'BOOK_UPDATED', 'BOOK_DELETED', 'SUBSCRIBER_ADDED'],
        source: 'OWN_WORKS',
        ...input,
      },
    },
    owner.token,
  );
  expect(res.errors).toBeUndefined();
  return { id: res.data!.createWebhook.webhook.id, secret: res.data!.createWebhook.secret };
}

const deliveriesOf = (endpointId: number) =>
  app
    .em()
    .find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

describe('registration', () => {
  test('create, list, update and delete; only the owner sees or changes a webhook', async () => {
    const owner = await buildUser(app);
    const stranger = await buildUser(app);
    const created = await app.gql<{ createWebhook: any }>(
      CREATE,
      {
        input: {
          url: `${receiver.url}/crud`,
          events: ['BOOK_UPDATED', 'BOOK_UPDATED'],
          source: 'FOLLOWED_CREATORS',
        },
      },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const { webhook, secret } = created.data!.createWebhook;
    expect(secret).toMatch(/^[0-9a-f]{64}$/); // 32 random bytes
    expect(webhook).toMatchObject({
      url: `${receiver.url}/crud`,
      events: ['BOOK_UPDATED'],
      source: 'FOLLOWED_CREATORS',
      active: true,
      disabledAt: null,
    });

    const own = await createWebhook(owner, '/crud2', { secret: 'my-own-secret-16+' });
    expect(own.secret).toBe('my-own-secret-16+');

    expect(
      (await app.gql<{ webhooks: any[] }>(LIST, {}, owner.token)).data!.webhooks.map((w) => w.id),
    ).toEqual([webhook.id, own.id]);
    expect((await app.gql<{ webhooks: any[] }>(LIST, {}, stranger.token)).data!.webhooks).toEqual(
      [],
    );

    for (const [query, vars] of [
      [UPDATE, { id: webhook.id, input: { active: false } }],
      [DELETE, { id: webhook.id }],
      [PING, { id: webhook.id }],
      [DELIVERIES, { id: webhook.id }],
    ] as const) {
      const res = await app.gql(query, vars, stranger.token);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Webhook not found',
        extensions: { code: 'NOT_FOUND' },
      });
      const anonymous = await app.gql(query, vars);
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }

    const paused = await app.gql<{ updateWebhook: any }>(
      UPDATE,
      { id: webhook.id, input: { active: false, events: ['ISSUE_PUBLISHED', 'SUBSCRIBER_ADDED'] } },
      owner.token,
    );
    expect(paused.data!.updateWebhook).toMatchObject({
      active: false,
      events: ['ISSUE_PUBLISHED', 'SUBSCRIBER_ADDED'],
      source: 'FOLLOWED_CREATORS',
    });
    expect(paused.data!.updateWebhook.disabledAt).not.toBeNull();

    expect((await app.gql(DELETE, { id: webhook.id }, owner.token)).data).toEqual({
      deleteWebhook: webhook.id,
    });
    expect(
      (await app.gql(DELETE, { id: webhook.id }, owner.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
  });

  test('bad input is BAD_USER_INPUT with the field; more than 20 webhooks is CONFLICT', async () => {
    const owner = await buildUser(app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ secret: 'short' }, 'secret', /16 to 200 characters/],
      [{ secret: 'x'.repeat(201) }, 'secret', /16 to 200 characters/],
      [{ events: [] }, 'events', /at least one event/],
      [{ url: 'ftp://example.com/' }, 'url', /http\(s\)/],
      [{ url: 'https://u:p@example.com/' }, 'url', /user name or password/],
    ];
    for (const [input, field, message] of cases) {
      const res = await app.gql(
        CREATE,
        {
          input: {
            url: `${receiver.url}/x`,
            events: ['BOOK_UPDATED'],
            source: 'OWN_WORKS',
            ...input,
          },
        },
        owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
      expect(res.errors?.[0].message).toMatch(message);
    }
    const unknownEvent = await app.gql(
      CREATE,
      { input: { url: `${receiver.url}/x`, events: ['issue.published'], source: 'OWN_WORKS' } },
      owner.token,
    );
    expect(unknownEvent.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    for (let i = 0; i < 20; i += 1) await createWebhook(owner, `/many-${i}`);
    const res = await app.gql(
      CREATE,
      { input: { url: `${receiver.url}/x`, events: ['BOOK_UPDATED'], source: 'OWN_WORKS' } },
      owner.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'You can register at most 20 webhooks',
      extensions: { code: 'CONFLICT' },
    });
  });

  test('private and loopback URLs are refused by default (at registration and at delivery), allowed by the setting', async () => {
    const owner = await buildUser(app);
    // https to the loopback receiver: allowed by the setting; it must be refused before any connection.
    const allowed = await createWebhook(owner, '/was-allowed', {
      url: `${receiver.url.replace('http:', 'https:')}/was-allowed`,
    });
    app.deps.config.webhooksAllowPrivateUrls = false;
    try {
      for (const url of [
        'https://127.0.0.1:8443/hook',
        'https://localhost/hook',
        'https://[::1]/hook',
        'https://10.0.0.8/hook',
        'https://169.254.169.254/latest/meta-data/',
        'https://[::ffff:192.168.0.1]/hook',
      ]) {
        const res = await app.gql(
          CREATE,
          { input: { url, events: ['BOOK_UPDATED'], source: 'OWN_WORKS' } },
          owner.token,
        );
        expect(res.errors?.[0]).toMatchObject({
          message: 'The webhook URL resolves to a private address',
          extensions: { code: 'BAD_USER_INPUT', field: 'url' },
        });
      }
      const http = await app.gql(
        CREATE,
        { input: { url: `${receiver.url}/plain`, events: ['BOOK_UPDATED'], source: 'OWN_WORKS' } },
        owner.token,
      );
      expect(http.errors?.[0].message).toBe('The webhook URL must use https');
      // Registered while allowed; refused when the delivery runs: recorded, nothing sent.
      await app.gql(PING, { id: allowed.id }, owner.token);
      const [failed] = await waitFor(async () => {
        const found = await deliveriesOf(allowed.id);
        return found.length === 1 && found[0].attempts === 1 ? found : null;
      });
      expect(failed.lastError).toBe('The webhook URL resolves to a private address');
      expect(failed.lastStatusCode).toBeNull();
      expect(receiver.at('/was-allowed')).toEqual([]);
      await app.gql(UPDATE, { id: allowed.id, input: { active: false } }, owner.token);
    } finally {
      app.deps.config.webhooksAllowPrivateUrls = true;
    }
    const res = await app.gql(
      CREATE,
      {
        input: {
          url: `${receiver.url}/loopback-ok`,
          events: ['BOOK_UPDATED'],
          source: 'OWN_WORKS',
        },
      },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
  });
});

describe('events', () => {
  let creator: BuiltUser;
  let follower: BuiltUser;
  let stranger: BuiltUser;
  let bookId: number;
  let own: { id: number; secret: string };
  let followed: { id: number; secret: string };

  beforeAll(async () => {
    creator = await buildUser(app);
    follower = await buildUser(app);
    stranger = await buildUser(app);
    ({
      book: { id: bookId },
    } = await buildBook(app, { publisher: creator.user, title: 'Night Shift' }));
    const em = app.em();
    em.create(Subscription, { publisher: creator.user.id, subscriber: follower.user.id });
    await em.flush();
    own = await createWebhook(creator, '/creator');
    followed = await createWebhook(follower, '/follower', { source: 'FOLLOWED_CREATORS' });
    // Not following the creator / following but only for other events: nothing arrives.
    await createWebhook(stranger, '/stranger', { source: 'FOLLOWED_CREATORS' });
    await createWebhook(follower, '/follower-subs-only', {
      source: 'FOLLOWED_CREATORS',
      events: ['SUBSCRIBER_ADDED'],
    });
  });

  test('a new issue is delivered, signed, to the creator and to a follower', async () => {
    const res = await app.gqlUpload<{ createIssue: { id: number; issueNumber: number } }>(
      CREATE_ISSUE,
      {
        bookId,
        input: {
          title: 'Dawn',
          description: 'It ends.',
          credits: [{ userId: creator.user.id, roles: ['WRITER'] }],
        },
        pages: [null],
      },
      { cover: await coverFile(), ...(await pageFiles(1)) },
      creator.token,
    );
    expect(res.errors).toBeUndefined();
    const issue = res.data!.createIssue;
    const [sent] = await waitFor(() =>
      receiver.at('/creator').length ? receiver.at('/creator') : null,
    );
    await waitFor(() => receiver.at('/follower').length > 0);

    expect(sent.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Panelhouse-Webhooks/1',
      'x-panelhouse-event': 'issue.published',
    });
    const [row] = await deliveriesOf(own.id);
    expect(sent.headers['x-panelhouse-delivery']).toBe(row.id);
    const timestamp = Number(sent.headers['x-panelhouse-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(30);
    const signature = sent.headers['x-panelhouse-signature'] as string;
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);

    const verify = (over: Partial<Parameters<typeof verifyWebhookSignature>[0]> = {}) =>
      verifyWebhookSignature({
        secret: own.secret,
        body: sent.body,
        timestamp,
        signature,
        ...over,
      });
    expect(verify()).toBe(true);
    expect(verify({ body: sent.body.replace('Dawn', 'Dusk') })).toBe(false);
    expect(verify({ timestamp: timestamp - 1 })).toBe(false);
    expect(verify({ secret: followed.secret })).toBe(false);
    expect(verify({ now: timestamp + 301 })).toBe(false); // a replay 5 minutes later

    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      event: 'issue.published',
      data: {
        issue: {
          id: issue.id,
          issueNumber: issue.issueNumber,
          title: 'Dawn',
          description: 'It ends.',
        },
        book: { id: bookId, title: 'Night Shift', status: 'ONGOING', removed: false },
        creator: { id: creator.user.id, username: creator.user.username },
      },
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const toFollower = receiver.at('/follower')[0];
    expect(JSON.parse(toFollower.body).id).toBe(body.id); // one event, one id
    expect(toFollower.headers['x-panelhouse-delivery']).not.toBe(row.id);
    expect(
      verifyWebhookSignature({
        secret: followed.secret,
        body: toFollower.body,
        timestamp: toFollower.headers['x-panelhouse-timestamp'] as string,
        signature: toFollower.headers['x-panelhouse-signature'] as string,
      }),
    ).toBe(true);
    await waitFor(
      async () => (await deliveriesOf(own.id))[0].status === WebhookDeliveryStatus.SUCCEEDED,
    );
    const [done] = await deliveriesOf(own.id);
    expect(done).toMatchObject({ attempts: 1, lastStatusCode: 204, lastError: null });
    expect(done.deliveredAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 700)); // a stray delivery would have arrived by now
    expect(receiver.at('/stranger')).toEqual([]);
    expect(receiver.at('/follower-subs-only')).toEqual([]);
  });

  test('subscriber.added goes to the creator, once per new subscription', async () => {
    expect(
      (await app.gql(SUBSCRIBE, { userId: creator.user.id }, stranger.token)).errors,
    ).toBeUndefined();
    expect(
      (await app.gql(SUBSCRIBE, { userId: creator.user.id }, stranger.token)).errors,
    ).toBeUndefined();
    const got = await waitFor(() => {
      const found = receiver
        .at('/creator')
        .filter((r) => r.headers['x-panelhouse-event'] === 'subscriber.added');
      return found.length ? found : null;
    });
    expect(JSON.parse(got[0].body).data).toEqual({
      subscriber: {
        id: stranger.user.id,
        username: stranger.user.username,
        firstName: 'Test',
        lastName: 'User',
      },
      creator: {
        id: creator.user.id,
        username: creator.user.username,
        firstName: 'Test',
        lastName: 'User',
      },
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(
      receiver.at('/creator').filter((r) => r.headers['x-panelhouse-event'] === 'subscriber.added'),
    ).toHaveLength(1);
    // Followers hear nothing of a creator's new subscribers.
    expect(
      receiver
        .at('/follower')
        .filter((r) => r.headers['x-panelhouse-event'] === 'subscriber.added'),
    ).toEqual([]);
  });

  test('the event job exists iff the write commits: a failing update emits nothing', async () => {
    const input = {
      title: 'Night Shift II',
      description: 'A city.',
      urlSlug: 'night-shift',
      contentRating: 'T',
      genres: ['Action'],
      status: 'ONGOING',
    };
    const index = app.deps.search.indexChanged;
    app.deps.search.indexChanged = async () => {
      throw new Error('injected failure after the event was queued');
    };
    try {
      const failed = await app.gql(UPDATE_BOOK, { bookId, input }, creator.token);
      expect(failed.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      app.deps.search.indexChanged = index;
    }
    const jobs = () =>
      app
        .em()
        .getConnection()
        .execute(`select id from pgboss.job where name = 'webhook-event' and data->>'bookId' = ?`, [
          String(bookId),
        ]);
    expect(await jobs()).toEqual([]);
    await new Promise((r) => setTimeout(r, 700));
    expect(
      receiver.at('/creator').filter((r) => r.headers['x-panelhouse-event'] === 'book.updated'),
    ).toEqual([]);

    const ok = await app.gql(UPDATE_BOOK, { bookId, input }, creator.token);
    expect(ok.errors).toBeUndefined();
    expect(await jobs()).toHaveLength(1);
    const [got] = await waitFor(() => {
      const found = receiver
        .at('/creator')
        .filter((r) => r.headers['x-panelhouse-event'] === 'book.updated');
      return found.length ? found : null;
    });
    expect(JSON.parse(got.body).data.book).toMatchObject({ id: bookId, title: 'Night Shift II' });
  });

  test('book.deleted carries the deleted book to the creator and followers', async () => {
    expect((await app.gql(DELETE_BOOK, { bookId }, creator.token)).errors).toBeUndefined();
    for (const path of ['/creator', '/follower']) {
      const [got] = await waitFor(() => {
        const found = receiver
          .at(path)
          .filter((r) => r.headers['x-panelhouse-event'] === 'book.deleted');
        return found.length ? found : null;
      });
      expect(JSON.parse(got.body).data.book).toMatchObject({ id: bookId, title: 'Night Shift II' });
    }
  });
});

describe('delivery failures', () => {
  let owner: BuiltUser;
  beforeAll(async () => {
    owner = await buildUser(app);
  });

  test('a 500 is recorded and retried with backoff, then the retry succeeds', async () => {
    receiver.script.set('/flaky', [500]);
    const hook = await createWebhook(owner, '/flaky');
    const ping = await app.gql<{ pingWebhook: any }>(PING, { id: hook.id }, owner.token);
    expect(ping.data!.pingWebhook).toMatchObject({
      event: 'ping',
      status: 'PENDING',
      webhookId: hook.id,
    });
    const retrying = await waitFor(async () => {
      const [d] = await deliveriesOf(hook.id);
      return d?.status === WebhookDeliveryStatus.RETRYING ? d : null;
    });
    expect(retrying).toMatchObject({ attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(retrying.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 1000);
    const done = await waitFor(async () => {
      const [d] = await deliveriesOf(hook.id);
      return d?.status === WebhookDeliveryStatus.SUCCEEDED ? d : null;
    });
    expect(done).toMatchObject({
      attempts: 2,
      lastStatusCode: 204,
      lastError: null,
      nextAttemptAt: null,
    });
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(2);
    expect(attempts[1].headers['x-panelhouse-delivery']).toBe(
      attempts[0].headers['x-panelhouse-delivery'],
    );
    expect(attempts[1].body).toBe(attempts[0].body);
    expect(JSON.parse(attempts[0].body)).toMatchObject({
      event: 'ping',
      data: { webhook: { id: hook.id } },
    });
  });

  test('a redirect is a failure and is not followed', async () => {
    receiver.script.set('/moved', ['redirect']);
    const hook = await createWebhook(owner, '/moved');
    await app.gql(PING, { id: hook.id }, owner.token);
    const d = await waitFor(async () => {
      const [found] = await deliveriesOf(hook.id);
      return found?.attempts ? found : null;
    });
    expect(d).toMatchObject({
      status: 'RETRYING',
      lastStatusCode: 302,
      lastError: 'redirects are not followed',
    });
    expect(receiver.at('/redirected')).toEqual([]);
    await app.gql(UPDATE, { id: hook.id, input: { active: false } }, owner.token);
  });

  test('a receiver that hangs times out; the attempt is recorded', async () => {
    receiver.script.set('/hang', ['hang']);
    const hook = await createWebhook(owner, '/hang');
    const started = Date.now();
    await app.gql(PING, { id: hook.id }, owner.token);
    const d = await waitFor(async () => {
      const [found] = await deliveriesOf(hook.id);
      return found?.attempts ? found : null;
    });
    expect(d).toMatchObject({
      status: 'RETRYING',
      lastStatusCode: null,
      lastError: 'timed out after 800 ms',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    await app.gql(UPDATE, { id: hook.id, input: { active: false } }, owner.token);
    // Paused: the scheduled retry fails without a request and the delivery is FAILED.
    const final = await waitFor(async () => {
      const [found] = await deliveriesOf(hook.id);
      return found?.status === WebhookDeliveryStatus.FAILED ? found : null;
    });
    expect(final).toMatchObject({ attempts: 2, lastError: 'the webhook is disabled' });
    expect(receiver.at('/hang')).toHaveLength(1);
  });
});

describe('delivery log', () => {
  test('pages newest first with a keyset cursor; redeliver sends the same payload as a new delivery', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const hook = await createWebhook(owner, '/log');
    const pinged: string[] = [];
    for (let i = 0; i < 5; i += 1)
      pinged.push(
        (await app.gql<{ pingWebhook: { id: string } }>(PING, { id: hook.id }, owner.token)).data!
          .pingWebhook.id,
      );
    await waitFor(() => receiver.at('/log').length === 5);

    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const res: any = await app.gql(DELIVERIES, { id: hook.id, first: 2, after }, owner.token);
      expect(res.errors).toBeUndefined();
      const page = res.data.webhookDeliveries;
      expect(page.totalCount).toBe(5);
      expect(page.edges.map((e: any) => e.node.id)).toEqual(page.nodes.map((n: any) => n.id));
      sizes.push(page.nodes.length);
      seen.push(...page.nodes.map((n: any) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual([...pinged].reverse());

    const bad: any = await app.gql(DELIVERIES, { id: hook.id, after: 'not-a-cursor' }, owner.token);
    expect(bad.errors[0]).toMatchObject({
      message: 'The cursor is invalid',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const first of [0, 101]) {
      const res: any = await app.gql(DELIVERIES, { id: hook.id, first }, owner.token);
      expect(res.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }

    const original = receiver.at('/log')[0];
    const originalId = original.headers['x-panelhouse-delivery'] as string;
    expect(
      (await app.gql(REDELIVER, { id: originalId }, other.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await app.gql(REDELIVER, { id: 'nope' }, owner.token)).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    const again = await app.gql<{ redeliverWebhook: any }>(
      REDELIVER,
      { id: originalId },
      owner.token,
    );
    expect(again.data!.redeliverWebhook).toMatchObject({
      event: 'ping',
      status: 'PENDING',
      redeliveryOf: originalId,
    });
    await waitFor(() => receiver.at('/log').length === 6);
    const resent = receiver.at('/log')[5];
    expect(resent.headers['x-panelhouse-delivery']).toBe(again.data!.redeliverWebhook.id);
    expect(JSON.parse(resent.body)).toEqual(JSON.parse(original.body));
    const latest: any = await app.gql(DELIVERIES, { id: hook.id, first: 1 }, owner.token);
    expect(latest.data.webhookDeliveries.nodes[0]).toMatchObject({
      id: again.data!.redeliverWebhook.id,
      redeliveryOf: originalId,
    });
  });
});
