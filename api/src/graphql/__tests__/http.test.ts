import type { RequestListener } from 'node:http';
import request from 'supertest';
import { buildApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

/** POST `{ __typename }` as JSON to `path` of `site` (the test app unless given). */
const typename = (path = '/graphql', site?: RequestListener) =>
  (site ? request(site) : app.http())
    .post(path)
    .set('content-type', 'application/json')
    .send({ query: '{ __typename }' });

test('a GraphQL POST answer carries its length, type and private no-store, and no ETag', async () => {
  const res = await typename();
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    data: { __typename: 'Query' },
    extensions: { cost: expect.any(Object) },
  });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
  expect(res.headers['transfer-encoding']).toBeUndefined();
  expect(res.headers.etag).toBeUndefined();
});

test('GET queries read the query string and still need the CSRF preflight header', async () => {
  const url = `/graphql?query=${encodeURIComponent('query Q($n: Int!) { user(id: $n) { id } }')}&variables=${encodeURIComponent('{"n":1}')}#ignored`;
  const refused = await app.http().get(url);
  expect(refused.status).toBe(400);
  expect(refused.text).toMatch(/CSRF/);
  const res = await app.http().get(url).set('apollo-require-preflight', 'true');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ user: null });
  const mutation = await app
    .http()
    .get(`/graphql?query=${encodeURIComponent('mutation { logOut }')}`)
    .set('apollo-require-preflight', 'true');
  expect(mutation.status).toBe(405);
});

test('large answers are still compressed for clients that accept gzip', async () => {
  const res = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('accept-encoding', 'gzip')
    .send({ query: '{ __schema { types { name description } } }' });
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['content-length']).toBeUndefined();
  expect(
    (res.body as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length,
  ).toBeGreaterThan(10);
});

test('/graphql is found in any case and with a trailing slash; deeper paths are not GraphQL', async () => {
  for (const path of ['/GraphQL', '/graphql/', '/graphql?x=1']) {
    expect((await typename(path)).body.data).toEqual({ __typename: 'Query' });
  }
  const deeper = await typename('/graphql/extra');
  expect(deeper.body.data).not.toEqual({ __typename: 'Query' });
});

test('the v1 request limit does not count GraphQL requests (GraphQL has its cost budget)', async () => {
  const limited = await buildApp(app.deps, { apiRateLimitPerMinute: 2 });
  try {
    for (let i = 0; i < 3; i += 1) {
      const answer = await typename('/graphql', limited.app);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect((await request(limited.app).get('/api/v1/users/1')).status).not.toBe(429);
    expect((await request(limited.app).get('/api/v1/users/1')).status).not.toBe(429);
    const refused = await request(limited.app).get('/api/v1/users/1');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({
      status: 'fail',
      message: 'Too many requests. Please try again later.',
    });
  } finally {
    await limited.stop();
  }
});

test('a body in an encoding the server cannot read is a GraphQL-shaped 415, and the server keeps serving', async () => {
  const res = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('content-encoding', 'x-unknown')
    .send('{"query":"{ __typename }"}');
  expect(res.status).toBe(415);
  expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  expect((await typename()).status).toBe(200);
});

test('a plain JSON body is read as body-parser reads it: the same answers, errors included', async () => {
  const bodies = [
    '{"query":"{ __typename }"}',
    '  \n{"query":"{ __typename }"}',
    '\uFEFF{"query":"{ __typename }"}',
    '{"query":',
    '1',
    '"{ __typename }"',
    'null',
    '[{"query":"{ __typename }"}]',
    '{"query":"{ __typename }"} x',
  ];
  // `application/json` is read by endpoint.ts itself; without the space before the charset,
  // by body-parser.
  const answer = async (body: string, type: string) => {
    const res = await app.http().post('/graphql').set('content-type', type).send(body);
    return { body, status: res.status, answer: res.text };
  };
  const statuses: number[] = [];
  for (const body of bodies) {
    const plain = await answer(body, 'application/json');
    expect(plain).toEqual(await answer(body, 'application/json;charset=utf-8'));
    expect(await answer(body, 'application/json; charset=UTF-8')).toEqual(plain);
    statuses.push(plain.status);
  }
  expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400]);
});
