import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../test/factories';
import { rawRequest, type RawAnswer } from '../../../test/raw-http';
import { MESSAGES } from '../../config/limits';

let app: TestApp;
const servers: http.Server[] = [];
const apps: BuiltApp[] = [];

async function serve(listener: http.RequestListener): Promise<number> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const raw = (port: number, method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, method, path, headers);

/** The product with the fast reads (`fast`) and without them (`express`), on one database. */
async function pair(options: { apiRateLimitPerMinute?: number } = {}) {
  const limit = { apiRateLimitPerMinute: options.apiRateLimitPerMinute ?? 0 };
  const fast = await buildApp(app.deps, limit);
  const express = await buildApp(app.deps, { ...limit, fastReads: false });
  apps.push(fast, express);
  return { fast: await serve(fast.app), express: await serve(express.app) };
}

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const built of apps) await built.stop();
  await app.close();
});

test('the fast reads answer byte for byte as the Express chain does', async () => {
  const { fast, express } = await pair();
  const owner = await buildUser(app, { username: 'fast_owner' });
  const { book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Fast <Book> "quoted" é',
    issues: 2,
    // Enough pages for a body over compression's 1 KB threshold.
    issue: { pages: 12 },
  });
  const { book: removed } = await buildBook(app, { removed: true });
  const { token: readToken } = await buildAccessToken(app, { user: owner.user, scopes: ['read'] });
  const { token: noReadToken } = await buildAccessToken(app, {
    user: owner.user,
    scopes: ['write:works'],
  });
  const { token: revokedToken } = await buildAccessToken(app, {
    user: owner.user,
    revokedAt: new Date(),
  });
  const base = `/api/v1/read/a-slug/book/${book.id}`;
  const cases: [method: string, path: string, headers?: Record<string, string>][] = [
    ['GET', `${base}/issue/2`],
    ['GET', base],
    ['HEAD', `${base}/issue/1`],
    ['HEAD', base],
    ['GET', `${base}/issue/9`],
    ['GET', `/api/v1/read/x/book/${removed.id}`],
    ['GET', `/api/v1/read/x/book/${book.id + 100000}`],
    ['GET', `/api/v1/read/x/book/${removed.id}/issue/1`],
    ['GET', `${base}/issue/2`, { 'accept-encoding': 'gzip' }],
    ['GET', `${base}/issue/2`, { 'accept-encoding': 'br, gzip' }],
    ['GET', base, { 'accept-encoding': 'gzip' }],
    ['HEAD', `${base}/issue/2`, { 'accept-encoding': 'gzip' }],
    ['GET', `${base}/issue/2`, { authorization: `Bearer ${readToken}` }],
    ['GET', base, { authorization: `Bearer ${owner.token}` }],
    ['GET', base, { authorization: `Bearer ${noReadToken}` }],
    ['GET', base, { authorization: `Bearer ${revokedToken}` }],
    ['GET', base, { authorization: 'Bearer garbage' }],
    // Left to Express by the fast reads: the answers are the same either way.
    ['GET', `${base}?x=1`],
    ['GET', `/api/v1/read/a%20slug/book/${book.id}`],
    ['GET', `/api/v1/read/x/book/0${book.id}`],
    ['GET', `/api/v1/read/x/book/abc`],
    ['GET', `${base}/`],
  ];
  const statuses: number[] = [];
  for (const [method, path, headers] of cases) {
    const viaExpress = await raw(express, method, path, headers);
    const viaFast = await raw(fast, method, path, headers);
    expect({ method, path, sent: headers, ...viaFast }).toEqual({
      method,
      path,
      sent: headers,
      ...viaExpress,
    });
    statuses.push(viaFast.status);
  }
  // The cases cover what they say: successes, 404s, 401/403, compressed bodies.
  expect(statuses).toEqual([
    200, 200, 200, 200, 404, 404, 404, 404, 200, 200, 200, 200, 200, 200, 403, 401, 200, 200, 200,
    200, 400, 200,
  ]);
  const gzipped = await raw(fast, 'GET', `${base}/issue/2`, { 'accept-encoding': 'gzip' });
  expect(gzipped.headers).toContain('Content-Encoding: gzip');
  const headers = (await raw(fast, 'GET', base)).headers;
  expect(headers).toContain('Vary: Accept-Encoding');
  expect(headers.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
  expect(headers.some((h) => h.startsWith('ETag: W/"'))).toBe(true);
});

test('a scheduled issue is the creator’s alone on the fast reads, as on Express', async () => {
  const { fast, express } = await pair();
  const owner = await buildUser(app);
  const { book } = await buildBook(app, {
    publisher: owner.user,
    issues: 1,
    issue: { releaseAt: new Date(Date.now() + 86_400_000) },
  });
  const path = `/api/v1/read/x/book/${book.id}/issue/1`;
  const mine = { authorization: `Bearer ${owner.token}` };
  const [fastMine, expressMine] = [
    await raw(fast, 'GET', path, mine),
    await raw(express, 'GET', path, mine),
  ];
  expect(fastMine.status).toBe(200);
  expect(fastMine).toEqual(expressMine);
  const anonymous = await raw(fast, 'GET', path);
  expect(anonymous.status).toBe(404);
  expect(JSON.parse(anonymous.body.toString())).toEqual({
    status: 'fail',
    message: MESSAGES.issueNotFound,
  });
});

test('with the rate limit on, the fast reads count and refuse as Express does', async () => {
  const { fast, express } = await pair({ apiRateLimitPerMinute: 2 });
  const { book } = await buildBook(app);
  const path = `/api/v1/read/x/book/${book.id}`;
  // The limit counts per address in PostgreSQL, shared by both apps: two admitted, then 429s.
  const answers = [
    await raw(fast, 'GET', path),
    await raw(express, 'GET', path),
    await raw(fast, 'GET', path),
    await raw(express, 'GET', path),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429]);
  const shape = (a: RawAnswer) => ({
    status: a.status,
    // Names in order; the counters' values differ between the two requests.
    headers: a.headers.map((h) =>
      h.toLowerCase().startsWith('x-ratelimit') ? h.split(':')[0] : h,
    ),
    body: a.body.toString(),
  });
  expect(shape(answers[0])).toEqual(shape(answers[1]));
  expect(shape(answers[2])).toEqual(shape(answers[3]));
});
