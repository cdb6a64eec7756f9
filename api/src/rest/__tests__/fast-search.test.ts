import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../test/factories';
import { rawRequest, type RawAnswer } from '../../../test/raw-http';

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

/** Sends each case to both apps and expects the same bytes; gives the statuses. */
async function compare(
  ports: { fast: number; express: number },
  cases: [method: string, path: string, headers?: Record<string, string>][],
): Promise<number[]> {
  const statuses: number[] = [];
  for (const [method, path, headers] of cases) {
    const viaExpress = await raw(ports.express, method, path, headers);
    const viaFast = await raw(ports.fast, method, path, headers);
    expect({ method, path, sent: headers, ...viaFast }).toEqual({
      method,
      path,
      sent: headers,
      ...viaExpress,
    });
    statuses.push(viaFast.status);
  }
  return statuses;
}

test('the fast searches answer byte for byte as the Express chain does', async () => {
  const ports = await pair();
  const owner = await buildUser(app, { username: 'fastsearch_owner' });
  for (let i = 0; i < 6; i += 1)
    await buildBook(app, {
      publisher: owner.user,
      title: `Quillfeather <Saga> "${i}" é`,
      genres: i % 2 === 0 ? ['action', 'drama'] : ['war'],
      issues: 2,
    });
  const { token: readToken } = await buildAccessToken(app, { user: owner.user, scopes: ['read'] });
  const { token: noReadToken } = await buildAccessToken(app, {
    user: owner.user,
    scopes: ['write:works'],
  });
  const { token: revokedToken } = await buildAccessToken(app, {
    user: owner.user,
    revokedAt: new Date(),
  });
  const books = '/api/v1/search/books';
  const issues = '/api/v1/search/issues';
  const statuses = await compare(ports, [
    ['GET', `${books}?q=quillfeather`],
    ['GET', `${books}?q=quillfeather`],
    ['GET', `${books}?q=quilfeather&sort=asc&limit=3&page=2`],
    [
      'GET',
      `${issues}?q=quillfeather&status=ongoing&content-rating=G,T&include=action,drama&exclude=war`,
    ],
    ['GET', `${issues}?q=quillfeather&q=saga&limit=0`],
    ['GET', `${issues}?username=fastsearch_owner&limit=0&content-rating=all`],
    ['GET', books],
    ['HEAD', `${books}?q=quillfeather`],
    ['GET', `${books}?q=quillfeather`, { 'accept-encoding': 'gzip' }],
    ['GET', `${issues}?q=quillfeather&limit=20`, { 'accept-encoding': 'br, gzip' }],
    ['GET', `${books}?q=quillfeather`, { authorization: `Bearer ${readToken}` }],
    ['GET', `${books}?q=quillfeather`, { authorization: `Bearer ${owner.token}` }],
    ['GET', `${books}?q=quillfeather`, { authorization: `Bearer ${noReadToken}` }],
    ['GET', `${books}?q=quillfeather`, { authorization: `Bearer ${revokedToken}` }],
    ['GET', `${books}?q=quillfeather`, { authorization: 'Bearer garbage' }],
    ['GET', `${books}?page=-1`],
    ['GET', `${books}?limit=abc`],
    ['GET', `${issues}?status=someday`],
    ['GET', `${issues}?include=nonsense`],
    ['GET', `${issues}?content-rating=X`],
    // Left to Express by the fast searches: the answers are the same either way.
    ['GET', `${books}?q=%00`],
    ['GET', `${books}/?q=quillfeather`],
    ['GET', `/api/v1/Search/books?q=quillfeather`],
    ['GET', `/api/v1/search/users?q=fastsearch`],
  ]);
  // The cases cover what they say: successes, refusals, bad input, compressed bodies.
  expect(statuses).toEqual([
    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401, 200, 400, 400, 400, 400,
    400, 400, 200, 200, 200,
  ]);
  const found = JSON.parse(
    (await raw(ports.fast, 'GET', `${books}?q=quillfeather`)).body.toString(),
  );
  expect(found.totalResultCount).toBe(6);
  const gzipped = await raw(ports.fast, 'GET', `${books}?q=quillfeather`, {
    'accept-encoding': 'gzip',
  });
  expect(gzipped.headers).toContain('Content-Encoding: gzip');
  const headers = (await raw(ports.fast, 'GET', `${books}?q=quillfeather`)).headers;
  expect(headers.some((h) => h.startsWith('ETag: W/"'))).toBe(true);
});

test('with the rate limit on, the fast searches count and refuse as Express does', async () => {
  const { fast, express } = await pair({ apiRateLimitPerMinute: 2 });
  const path = '/api/v1/search/books?q=anything';
  const answers = [
    await raw(fast, 'GET', path),
    await raw(express, 'GET', path),
    await raw(fast, 'GET', path),
    await raw(express, 'GET', path),
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429]);
  const shape = (a: RawAnswer) => ({
    status: a.status,
    headers: a.headers.map((h) =>
      h.toLowerCase().startsWith('x-ratelimit') ? h.split(':')[0] : h,
    ),
    body: a.body.toString(),
  });
  expect(shape(answers[0])).toEqual(shape(answers[1]));
  expect(shape(answers[2])).toEqual(shape(answers[3]));
});
