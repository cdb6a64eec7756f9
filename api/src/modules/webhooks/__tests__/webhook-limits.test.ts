import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser, type BuiltUser } from '../../../../test/factories';
import { LIMITS } from '../../../config/limits';
import { dbOf } from '../../../db/sql';
import { WebhookDelivery } from '../webhook-delivery.entity';
import { WebhookEndpoint } from '../webhook-endpoint.entity';
import { WebhookDeliveryStatus, WebhookEvent, WebhookSource } from '../webhook-events';
import { claimSlot, lockEndpoint, releaseSlot } from '../webhooks.queries';
import { enqueueDeliveries } from '../webhooks.jobs';

/**
 * A loopback receiver per path: each path answers with its own status after its own delay,
 * and the receiver records when each request arrived and how many were open at once.
 */
class Receiver {
  readonly arrivals = new Map<string, number[]>();
  readonly open = new Map<string, number>();
  readonly maxOpen = new Map<string, number>();
  readonly behaviour = new Map<string, { status: number; delayMs: number }>();
  private readonly server = http.createServer((req, res) => {
    const key = req.url ?? '/';
    req.resume();
    req.on('end', () => {
      (this.arrivals.get(key) ?? this.arrivals.set(key, []).get(key)!).push(Date.now());
      const open = (this.open.get(key) ?? 0) + 1;
      this.open.set(key, open);
      this.maxOpen.set(key, Math.max(open, this.maxOpen.get(key) ?? 0));
      const { status, delayMs } = this.behaviour.get(key) ?? { status: 204, delayMs: 0 };
      setTimeout(() => {
        this.open.set(key, (this.open.get(key) ?? 1) - 1);
        res.writeHead(status).end();
      }, delayMs);
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  count(key: string): number {
    return this.arrivals.get(key)?.length ?? 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// Generous: each failed delivery is five attempts, each a pg-boss job picked up after a poll,
// and a CI machine runs two test files at once on two cores.
async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs = 60_000,
): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${check.toString().replace(/\s+/g, ' ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const CREATE = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) { webhook { id } }
}`;
const UPDATE = `mutation ($id: Int!, $input: UpdateWebhookInput!) {
  updateWebhook(id: $id, input: $input) { id active disabledAt disabledReason }
}`;
const LIST = `{ webhooks { id active disabledAt disabledReason } }`;
const PING = `mutation ($id: Int!) { pingWebhook(id: $id) { id } }`;
const REDELIVER = `mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`;

type GqlError = { message: string; extensions?: Record<string, unknown> };

let app: TestApp;
let receiver: Receiver;
let owner: BuiltUser;

const SLOW_MS = 2000;
const MAX_IN_FLIGHT = 2;
const DISABLE_AFTER = 3;

beforeAll(async () => {
  receiver = await new Receiver().start();
  app = await startTestApp({
    webhooksAllowPrivateUrls: true,
    webhookTimeoutMs: 5000,
    webhookRetryBaseSeconds: 0,
    jobPollSeconds: 0.5,
    webhookConcurrency: 6,
    webhookMaxInFlightPerEndpoint: MAX_IN_FLIGHT,
    webhookDisableAfterFailures: DISABLE_AFTER,
  });
  owner = await buildUser(app, { username: 'hookowner1', email: 'hook-owner@example.com' });
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

async function createWebhook(key: string): Promise<number> {
  const res = await app.gql<{ createWebhook: { webhook: { id: number } } }>(
    CREATE,
    { input: { url: `${receiver.url}${key}`, events: ['BOOK_UPDATED'], source: 'OWN_WORKS' } },
    owner.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhook.webhook.id;
}

const ping = (id: number) => app.gql<{ pingWebhook: { id: string } }>(PING, { id }, owner.token);

const deliveriesOf = (endpointId: number) =>
  app.em().find(WebhookDelivery, { endpoint: endpointId }, { orderBy: { createdAt: 'asc' } });

const retryAfterOf = (errors: GqlError[] | undefined) =>
  Number(errors?.[0]?.extensions?.retryAfter);

describe('manual deliveries are limited per endpoint', () => {
  test('pings past the limit are RATE_LIMITED with retryAfter; another endpoint is not affected', async () => {
    const first = await createWebhook('/ping-limit-a');
    const second = await createWebhook('/ping-limit-b');
    for (let i = 0; i < LIMITS.webhook.pingsPerWindow; i++)
      expect((await ping(first)).errors).toBeUndefined();
    const refused = await ping(first);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(/pinged at most 10 times in 10 minutes/);
    expect(retryAfterOf(refused.errors as GqlError[])).toBeGreaterThan(0);
    expect(retryAfterOf(refused.errors as GqlError[])).toBeLessThanOrEqual(
      LIMITS.webhook.manualWindowSeconds,
    );
    expect(await deliveriesOf(first)).toHaveLength(LIMITS.webhook.pingsPerWindow);
    expect((await ping(second)).errors).toBeUndefined();
  });

  test('redeliveries past the limit are RATE_LIMITED', async () => {
    const id = await createWebhook('/redeliver-limit');
    const original = (await ping(id)).data!.pingWebhook.id;
    for (let i = 0; i < LIMITS.webhook.redeliveriesPerWindow; i++) {
      const res = await app.gql(REDELIVER, { id: original }, owner.token);
      expect(res.errors).toBeUndefined();
    }
    const refused = await app.gql(REDELIVER, { id: original }, owner.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(retryAfterOf(refused.errors as GqlError[])).toBeGreaterThan(0);
    expect(await deliveriesOf(id)).toHaveLength(LIMITS.webhook.redeliveriesPerWindow + 1);
  });
});

describe('concurrency', () => {
  test('a slow endpoint does not hold up deliveries to a fast one', async () => {
    const slow = await createWebhook('/slow');
    const fast = await createWebhook('/fast');
    receiver.behaviour.set('/slow', { status: 204, delayMs: SLOW_MS });
    for (let i = 0; i < 4; i++) expect((await ping(slow)).errors).toBeUndefined();
    // The slow endpoint's deliveries are queued first; the fast one must not wait for them.
    await waitFor(() => receiver.count('/slow') >= 1);
    const sent = Date.now();
    expect((await ping(fast)).errors).toBeUndefined();
    await waitFor(() => receiver.count('/fast') === 1);
    const took = receiver.arrivals.get('/fast')![0] - sent;
    expect(took).toBeLessThan(SLOW_MS);
    await waitFor(() => receiver.count('/slow') === 4);
  });

  test('fair order: an endpoint with a backlog takes turns with the others', async () => {
    const flooded = await createWebhook('/flooded');
    const quiet = await createWebhook('/quiet');
    const backlog = 24;
    // The backlog is not held back by the in-flight cap here: only the queue's order counts.
    app.deps.config.webhookMaxInFlightPerEndpoint = backlog;
    // A burst of events to one endpoint (as a busy creator's fan-out makes), queued first.
    await app.em().transactional((em) =>
      enqueueDeliveries(
        app.deps,
        em,
        Array.from({ length: backlog }, (_, i) => ({
          endpointId: flooded,
          event: 'ping',
          payload: {
            id: `burst-${i}`,
            event: 'ping',
            createdAt: new Date().toISOString(),
            data: {},
          },
        })),
      ),
    );
    expect((await ping(quiet)).errors).toBeUndefined();
    await waitFor(() => receiver.count('/quiet') === 1);
    // The quiet endpoint's one delivery went out with the burst's first few, not after it.
    expect(receiver.count('/flooded')).toBeLessThan(backlog / 2);
    await waitFor(() => receiver.count('/flooded') === backlog);
    app.deps.config.webhookMaxInFlightPerEndpoint = MAX_IN_FLIGHT;
  });

  test('attempts in flight to one endpoint never exceed the cap; the others wait, not fail', async () => {
    const capped = await createWebhook('/capped');
    receiver.behaviour.set('/capped', { status: 204, delayMs: 600 });
    for (let i = 0; i < 6; i++) expect((await ping(capped)).errors).toBeUndefined();
    const done = await waitFor(async () => {
      const rows = await deliveriesOf(capped);
      return rows.every((d) => d.status === WebhookDeliveryStatus.SUCCEEDED) ? rows : null;
    });
    expect(receiver.count('/capped')).toBe(6);
    // Real concurrency, and never more than the cap.
    expect(receiver.maxOpen.get('/capped')).toBe(MAX_IN_FLIGHT);
    // Waiting for a slot is not an attempt.
    expect(done.map((d) => d.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

test('slot claims racing from separate transactions (as from separate processes) never pass the cap', async () => {
  const em = app.em();
  const endpoint = em.create(WebhookEndpoint, {
    user: owner.user.id,
    url: 'https://example.com/hook',
    secret: 'x'.repeat(16),
    events: [WebhookEvent.BOOK_UPDATED],
    source: WebhookSource.OWN_WORKS,
  });
  await em.flush();
  const deliveries = Array.from({ length: 8 }, (_, i) =>
    em.create(WebhookDelivery, {
      id: crypto.randomUUID(),
      endpoint,
      event: 'ping',
      payload: { id: `race-${i}`, event: 'ping', createdAt: new Date().toISOString(), data: {} },
    }),
  );
  await em.flush();
  const claim = (deliveryId: string) =>
    app.em().transactional(async (tx) => {
      const db = dbOf(tx, app.deps);
      await lockEndpoint(db, endpoint.id);
      const claimed = await claimSlot(db, endpoint.id, deliveryId, MAX_IN_FLIGHT, 60);
      // A slow commit: the others' claims must still count this one.
      await new Promise((r) => setTimeout(r, 100));
      return claimed;
    });
  const won = await Promise.all(deliveries.map((d) => claim(d.id)));
  expect(won.filter(Boolean)).toHaveLength(MAX_IN_FLIGHT);
  // A delivery that holds a slot cannot claim a second one; a freed slot can be claimed again.
  const holder = deliveries[won.indexOf(true)].id;
  expect(await claim(holder)).toBe(false);
  await releaseSlot(dbOf(app.em(), app.deps), holder);
  expect(await claim(deliveries[won.indexOf(false)].id)).toBe(true);
});

describe('failing endpoints are disabled', () => {
  const mailsTo = (email: string) => {
    const dir = path.join(app.dataDir, 'mail');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .filter((raw) => raw.includes(`To: ${email}`));
  };

  test('consecutive failed deliveries disable the endpoint and mail its owner; re-enabling works', async () => {
    const id = await createWebhook('/broken');
    receiver.behaviour.set('/broken', { status: 500, delayMs: 0 });
    // A success in between starts the count again.
    for (let i = 0; i < DISABLE_AFTER - 1; i++) await ping(id);
    await waitFor(async () =>
      (await deliveriesOf(id)).every((d) => d.status === WebhookDeliveryStatus.FAILED),
    );
    receiver.behaviour.set('/broken', { status: 204, delayMs: 0 });
    await ping(id);
    await waitFor(async () =>
      (await deliveriesOf(id)).some((d) => d.status === WebhookDeliveryStatus.SUCCEEDED),
    );
    receiver.behaviour.set('/broken', { status: 500, delayMs: 0 });
    for (let i = 0; i < DISABLE_AFTER - 1; i++) await ping(id);
    await waitFor(async () =>
      (await deliveriesOf(id)).every(
        (d) =>
          d.status !== WebhookDeliveryStatus.PENDING && d.status !== WebhookDeliveryStatus.RETRYING,
      ),
    );
    let [listed] = (
      await app.gql<{ webhooks: { id: number; active: boolean }[] }>(LIST, {}, owner.token)
    ).data!.webhooks.filter((w) => w.id === id);
    expect(listed.active).toBe(true);

    // One more failure makes DISABLE_AFTER in a row.
    await ping(id);
    const disabled = await waitFor(async () => {
      const res = await app.gql<{
        webhooks: {
          id: number;
          active: boolean;
          disabledAt: string | null;
          disabledReason: string | null;
        }[];
      }>(LIST, {}, owner.token);
      const hook = res.data?.webhooks.find((w) => w.id === id);
      return hook && !hook.active ? hook : null;
    });
    expect(disabled.disabledAt).not.toBeNull();
    expect(disabled.disabledReason).toMatch(/3 deliveries in a row failed/);
    expect(disabled.disabledReason).toMatch(/HTTP 500/);

    const [mail] = await waitFor(() => {
      const found = mailsTo('hook-owner@example.com');
      return found.length > 0 ? found : null;
    });
    expect(mail).toMatch(/Subject: Your webhook was disabled/);
    expect(mail).toContain(`${receiver.url}/broken`);
    expect(mail).toContain('updateWebhook');

    // Disabled: a ping is not sent.
    const before = receiver.count('/broken');
    await ping(id);
    await waitFor(async () =>
      (await deliveriesOf(id)).every(
        (d) =>
          d.status === WebhookDeliveryStatus.FAILED || d.status === WebhookDeliveryStatus.SUCCEEDED,
      ),
    );
    expect(receiver.count('/broken')).toBe(before);

    // The owner re-enables it: the reason goes, the count starts again.
    receiver.behaviour.set('/broken', { status: 204, delayMs: 0 });
    const enabled = await app.gql<{
      updateWebhook: { active: boolean; disabledAt: string | null; disabledReason: string | null };
    }>(UPDATE, { id, input: { active: true } }, owner.token);
    expect(enabled.errors).toBeUndefined();
    expect(enabled.data!.updateWebhook).toEqual({
      id,
      active: true,
      disabledAt: null,
      disabledReason: null,
    });
    await ping(id);
    await waitFor(() => receiver.count('/broken') === before + 1);
    [listed] = (
      await app.gql<{ webhooks: { id: number; active: boolean }[] }>(LIST, {}, owner.token)
    ).data!.webhooks.filter((w) => w.id === id);
    expect(listed.active).toBe(true);
    expect(mailsTo('hook-owner@example.com')).toHaveLength(1);
  }, 240_000);
});
