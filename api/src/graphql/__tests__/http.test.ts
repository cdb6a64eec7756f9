import { startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

test('a GraphQL answer carries its length, type and no-store, and no ETag', async () => {
  const res = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: '{ __typename }' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { __typename: 'Query' } });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
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
  expect(res.body).toEqual({ data: { user: null } });
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
