import crypto from 'node:crypto';
import request from 'supertest';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories';

// Apollo's automatic persisted queries over GET and POST, with the store in PostgreSQL.
// Anonymous GETs carry Apollo's preflight header (CSRF prevention stays on for them).

let app: TestApp;
let replica: BuiltApp | undefined;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await replica?.stop();
  await app.close();
});

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const persisted = (hash: string, version = 1) =>
  JSON.stringify({ persistedQuery: { version, sha256Hash: hash } });

/** GET /graphql with these parameters, as an anonymous tool would send it. */
const get = (params: Record<string, string>, site = app.app) =>
  request(site)
    .get(`/graphql?${new URLSearchParams(params).toString()}`)
    .set('apollo-require-preflight', 'true');

const storedQueries = async () =>
  (await app
    .em()
    .getConnection()
    .execute('select hash, query from persisted_queries order by created_at')) as {
    hash: string;
    query: string;
  }[];

test('GET with a query string runs the query', async () => {
  const { book } = await buildBook(app, { title: 'Plain Get' });
  const res = await get({
    query: 'query Book($id: Int!) { book(id: $id) { id title } }',
    variables: JSON.stringify({ id: book.id }),
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ book: { id: book.id, title: 'Plain Get' } });
  expect(res.body.errors).toBeUndefined();
});

test('GET by hash: PERSISTED_QUERY_NOT_FOUND, then registered by GET, then found by hash alone', async () => {
  const query = '{ __typename apq1: __typename }';
  const hash = sha256(query);
  const miss = await get({ extensions: persisted(hash) });
  expect(miss.body.errors).toEqual([
    { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
  ]);
  expect(miss.body.data).toBeUndefined();

  const registered = await get({ query, extensions: persisted(hash) });
  expect(registered.status).toBe(200);
  expect(registered.body.data).toEqual({ __typename: 'Query', apq1: 'Query' });
  expect(registered.body.errors).toBeUndefined();

  const hit = await get({ extensions: persisted(hash) });
  expect(hit.status).toBe(200);
  expect(hit.body.data).toEqual({ __typename: 'Query', apq1: 'Query' });
  expect(hit.body.errors).toBeUndefined();
  expect(await storedQueries()).toContainEqual({ hash: `apq:${hash}`, query });
});

test('registered by POST, found by GET with variables; the store is shared by every API process', async () => {
  const { book } = await buildBook(app, { title: 'Shared Store' });
  const query = 'query Title($id: Int!) { book(id: $id) { title } }';
  const hash = sha256(query);
  const post = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({
      query,
      variables: { id: book.id },
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
  expect(post.body.data).toEqual({ book: { title: 'Shared Store' } });
  expect(post.body.errors).toBeUndefined();
  // Apollo registers the query without waiting for the write.
  for (let i = 0; i < 50 && !(await storedQueries()).some((r) => r.query === query); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));

  // Another process (its own Apollo, its own empty in-process LRU) finds it in PostgreSQL.
  replica = await buildApp(app.deps, { apiRateLimitPerMinute: 0 });
  const res = await get(
    { extensions: persisted(hash), variables: JSON.stringify({ id: book.id }) },
    replica.app,
  );
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ book: { title: 'Shared Store' } });
  expect(res.body.errors).toBeUndefined();
});

test('a hash that is not the sha256 of the query is a clear 400, and nothing is stored', async () => {
  const query = '{ __typename wrong: __typename }';
  const before = await storedQueries();
  const res = await get({ query, extensions: persisted(sha256('something else')) });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([
    {
      message: 'provided sha does not match query',
      extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' },
    },
  ]);
  const post = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
  expect(post.status).toBe(400);
  expect(post.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
  expect(await storedQueries()).toEqual(before);
});

test('an unsupported persisted-query version is a 400 BAD_REQUEST', async () => {
  const query = '{ __typename }';
  const res = await get({ query, extensions: persisted(sha256(query), 2) });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([
    { message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } },
  ]);
});

test('mutations are refused over GET, as text and by hash (405), and not run', async () => {
  const mutation = 'mutation { logOut }';
  const asText = await get({ query: mutation });
  expect(asText.status).toBe(405);
  expect(asText.headers.allow).toBe('POST');
  expect(asText.body.errors[0].extensions.code).toBe('BAD_REQUEST');

  // Registered through POST (where it may run), then asked for by hash over GET.
  const hash = sha256(mutation);
  await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: mutation, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
  for (let i = 0; i < 50 && !(await storedQueries()).some((r) => r.query === mutation); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const byHash = await get({ extensions: persisted(hash) });
  expect(byHash.status).toBe(405);
  expect(byHash.body.data).toBeUndefined();
});
