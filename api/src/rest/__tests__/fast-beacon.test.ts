import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildAccessToken, buildBook, buildUser, type BuiltBook } from '../../../test/factories';
import { rawRequest, type RawAnswer } from '../../../test/raw-http';
import { LIMITS, MESSAGES } from '../../config/limits';
import {
  BROWSER,
  GOOGLEBOT,
  resetRecording,
  storedEvents,
  type StoredEvent,
} from '../../modules/analytics/__tests__/helpers';

let app: TestApp;
let work: BuiltBook;
let ports: { fast: number; express: number };
const servers: http.Server[] = [];
const apps: BuiltApp[] = [];
const BEACON = '/api/reading/beacon';

async function serve(listener: http.RequestListener): Promise<number> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  const creator = await buildUser(app);
  work = await buildBook(app, { publisher: creator.user, issues: [{ pages: 4 }, { pages: 2 }] });
  // The product with the fast paths (`fast`) and without them (`express`), on one database.
  const fast = await buildApp(app.deps, { apiRateLimitPerMinute: 0 });
  const express = await buildApp(app.deps, { apiRateLimitPerMinute: 0, fastReads: false });
  apps.push(fast, express);
  ports = { fast: await serve(fast.app), express: await serve(express.app) };
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const built of apps) await built.stop();
  await app.close();
});

/** A case: the request's method, path, headers (a browser's user agent unless given) and body. */
interface Case {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

const headersOf = (c: Case): Record<string, string> => ({
  'user-agent': BROWSER,
  'content-type': 'application/json',
  ...c.headers,
});
const bodyOf = (c: Case) =>
  c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);

/** One case sent to `port` from a fresh start: the answer and the events it stored. */
async function run(port: number, c: Case): Promise<{ answer: RawAnswer; events: StoredEvent[] }> {
  await resetRecording(app);
  const answer = await rawRequest(
    port,
    c.method ?? 'POST',
    c.path ?? BEACON,
    headersOf(c),
    bodyOf(c),
  );
  return { answer, events: await storedEvents(app) };
}

/** Each case to both apps: the same bytes (but Date) and the same events stored. */
async function compare(cases: Case[]): Promise<{ statuses: number[]; stored: number[] }> {
  const statuses: number[] = [];
  const stored: number[] = [];
  for (const c of cases) {
    const viaExpress = await run(ports.express, c);
    const viaFast = await run(ports.fast, c);
    expect({ case: c, ...viaFast }).toEqual({ case: c, ...viaExpress });
    statuses.push(viaFast.answer.status);
    stored.push(viaFast.events.length);
  }
  return { statuses, stored };
}

const event = (extra: Record<string, unknown> = {}) => ({
  issueId: work.issues[0].id,
  opened: true,
  ...extra,
});

test('good beacons, bots, DNT and sessions: the same bytes and the same events as Express', async () => {
  const reader = await buildUser(app);
  const { token: revokedToken } = await buildAccessToken(app, {
    user: reader.user,
    revokedAt: new Date(),
  });
  const good = {
    events: [
      event({ furthestPage: 1, referrer: 'https://www.example.com/list?id=3' }),
      event({ issueId: work.issues[1].id, opened: false, furthestPage: 2, finished: true }),
      event({ opened: false }),
    ],
  };
  const { statuses, stored } = await compare([
    { body: good },
    // navigator.sendBeacon with a string: text/plain.
    { body: good, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    { body: good, headers: { 'accept-encoding': 'gzip, br' } },
    { body: good, headers: { 'x-forwarded-for': '203.0.113.9' } },
    { body: good, headers: { 'user-agent': GOOGLEBOT } },
    { body: good, headers: { 'user-agent': '' } },
    // A bot is answered 204 whatever it sends.
    { body: '{"events": [', headers: { 'user-agent': GOOGLEBOT } },
    { body: good, headers: { 'sec-fetch-site': 'cross-site' } },
    { body: good, headers: { 'sec-fetch-site': 'same-origin' } },
    { body: good, headers: { dnt: '1' } },
    { body: good, headers: { 'sec-gpc': '1' } },
    { body: good, headers: { authorization: `Bearer ${reader.token}` } },
    { body: good, headers: { authorization: `Bearer ${revokedToken}` } },
    { body: good, headers: { authorization: 'Bearer garbage' } },
    { body: good, headers: { authorization: 'Basic abc' } },
    // Left to Express by the fast path: the answers are the same either way.
    { body: good, path: `${BEACON}?x=1` },
    { body: good, path: `${BEACON}/` },
    { body: good, path: '/api/Reading/beacon' },
    { method: 'GET' },
    { method: 'PUT', body: good },
  ]);
  expect(statuses).toEqual([
    204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 404,
    404,
  ]);
  // Two events count (the third says nothing); bots and other sites' scripts store nothing.
  expect(stored).toEqual([2, 2, 2, 2, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0]);
  // The signed-in reader is hashed by account, the stale token as an anonymous reader.
  const hashes = async (headers: Record<string, string>) =>
    (await run(ports.fast, { body: good, headers })).events.map((e) => e.reader_hash);
  const anonymous = await hashes({});
  expect(await hashes({ authorization: `Bearer ${reader.token}` })).not.toEqual(anonymous);
  expect(await hashes({ authorization: `Bearer ${revokedToken}` })).toEqual(anonymous);
  expect(await hashes({ dnt: '1' })).toEqual([null, null]);
});

test('each refusal: the same status, envelope and headers as Express, and nothing stored', async () => {
  const oversized = { events: [event({ referrer: `https://a.test/${'x'.repeat(9000)}` })] };
  const cases: [Case, number, string][] = [
    [{}, 400, MESSAGES.beaconNotJson],
    [{ body: '' }, 400, MESSAGES.beaconNotJson],
    [{ body: '{"events": [' }, 400, MESSAGES.beaconNotJson],
    [{ body: '[1, 2]' }, 400, MESSAGES.beaconNotJson],
    [{ body: { events: [] } }, 400, MESSAGES.beaconEvents],
    [
      { body: { events: Array.from({ length: LIMITS.analytics.beaconMaxEvents + 1 }, event) } },
      400,
      MESSAGES.beaconEvents,
    ],
    [
      { body: { events: [event({ issueId: '12' })] } },
      400,
      MESSAGES.beaconEventInvalid(0, 'issueId', 'an issue id'),
    ],
    [
      { body: { events: [event({ furthestPage: 0 })] } },
      400,
      MESSAGES.beaconEventInvalid(0, 'furthestPage', 'a page number (1 or more)'),
    ],
    [
      { body: { events: [event(), event({ finished: 'yes' })] } },
      400,
      MESSAGES.beaconEventInvalid(1, 'finished', 'true or false'),
    ],
    [
      { body: { events: [event(), event({ issueId: 999_999 })] } },
      400,
      MESSAGES.readingIssueNotFound(999_999),
    ],
    [{ body: { events: [event({ furthestPage: 5 })] } }, 400, MESSAGES.readingPageOutOfRange(4)],
    [{ body: oversized }, 413, MESSAGES.beaconTooLarge],
    [
      { body: oversized, headers: { 'accept-encoding': 'gzip', 'transfer-encoding': 'chunked' } },
      413,
      MESSAGES.beaconTooLarge,
    ],
    [
      { body: { events: [event({ furthestPage: 5 })] }, headers: { 'accept-encoding': 'gzip' } },
      400,
      MESSAGES.readingPageOutOfRange(4),
    ],
    [
      { body: 'x'.repeat(100), headers: { authorization: 'Bearer garbage', dnt: '1' } },
      400,
      MESSAGES.beaconNotJson,
    ],
  ];
  const { statuses, stored } = await compare(cases.map(([c]) => c));
  expect(statuses).toEqual(cases.map(([, status]) => status));
  expect(stored).toEqual(cases.map(() => 0));
  for (const [c, , message] of cases) {
    const { answer } = await run(ports.fast, c);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'fail', message });
    // helmet's headers, as on every answer of the Express chain.
    expect(answer.headers.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
    expect(answer.headers).toContain('Vary: Accept-Encoding');
  }
});

test('a flood from one address: the same 429 with Retry-After from both, nothing more stored', async () => {
  await resetRecording(app);
  const body = JSON.stringify({ events: [event()] });
  const send = (port: number) => rawRequest(port, 'POST', BEACON, headersOf({}), body);
  const limit = LIMITS.analytics.beaconsPerIpPerMinute;
  // Both apps count against the one limit of the address.
  for (let sent = 0; sent < limit; sent += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, limit - sent) }, (_, i) =>
        send(i % 2 === 0 ? ports.fast : ports.express),
      ),
    );
    expect(batch.map((r) => r.status)).toEqual(batch.map(() => 204));
  }
  const [viaExpress, viaFast] = [await send(ports.express), await send(ports.fast)];
  expect(viaFast.status).toBe(429);
  expect(JSON.parse(viaFast.body.toString())).toEqual({
    status: 'fail',
    message: MESSAGES.beaconsTooMany,
  });
  // The seconds to wait may tick between the two answers; all else is the same bytes.
  const retryAfter = (a: RawAnswer) =>
    Number(a.headers.find((h) => h.startsWith('Retry-After: '))?.slice(13));
  expect(retryAfter(viaFast)).toBeGreaterThanOrEqual(1);
  expect(Math.abs(retryAfter(viaFast) - retryAfter(viaExpress))).toBeLessThanOrEqual(1);
  const same = (a: RawAnswer) => ({
    ...a,
    headers: a.headers.map((h) => (h.startsWith('Retry-After: ') ? 'Retry-After' : h)),
  });
  expect(same(viaFast)).toEqual(same(viaExpress));
  expect(await storedEvents(app)).toHaveLength(limit);
});

test('an endless body is refused 413 once past the limit, before it ends, and not kept', async () => {
  const answer = await new Promise<{ status: number; body: string; sentAfter: number }>(
    (resolve, reject) => {
      const req = http.request({
        port: ports.fast,
        host: '127.0.0.1',
        method: 'POST',
        path: BEACON,
        headers: { ...headersOf({}), 'transfer-encoding': 'chunked' },
        agent: false,
      });
      let sent = 0;
      // Keeps sending until answered: a client that would never stop.
      const timer = setInterval(() => {
        req.write('x'.repeat(1024));
        sent += 1024;
      }, 2);
      req.on('response', (res) => {
        const sentAfter = sent;
        clearInterval(timer);
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, sentAfter }));
        req.end();
      });
      req.on('error', (error) => {
        clearInterval(timer);
        reject(error);
      });
    },
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ status: 'fail', message: MESSAGES.beaconTooLarge });
  // Answered while the body was still coming, not after it.
  expect(answer.sentAfter).toBeGreaterThan(LIMITS.analytics.beaconMaxBytes);
});
