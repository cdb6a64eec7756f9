import crypto from 'node:crypto';
import request from 'supertest';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { API_LIMITS, MESSAGES } from '../../config/limits';
import { dbOf } from '../../db/sql';
import { JOB_QUEUES } from '../../jobs/registry';
import { enqueuePeriodic } from '../../jobs/periodic';
import { MemoryJobQueue } from '../../../test/memory-job-queue';
import {
  PERSISTED_QUERIES_SWEEP_JOB,
  registerPersistedQueriesSweepJob,
  sweepPersistedQueries,
} from '../persisted-queries.jobs';

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

/** POST a query with its persisted-query hash (a registration), as `token`'s caller. */
const register = (query: string, token?: string) => {
  const req = app.http().post('/graphql').set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send({
    query,
    extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
  });
};

/** Apollo stores a registration without waiting for it: wait until `done` or give up. */
const settle = async (done: () => Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await done()); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

const lastUsed = async (query: string) => {
  const [row] = await app
    .em()
    .getConnection()
    .execute<{ last_used_at: Date | string }[]>(
      'select last_used_at from persisted_queries where hash = ?',
      [`apq:${sha256(query)}`],
    );
  return row ? new Date(row.last_used_at) : undefined;
};

const setLastUsed = (query: string, ageSql: string) =>
  app
    .em()
    .getConnection()
    .execute(
      `update persisted_queries set last_used_at = now() - interval '${ageSql}' where hash = ?`,
      [`apq:${sha256(query)}`],
    );

test('comments count against the document size limit: a 1-point query with a large comment is refused and not stored', async () => {
  const query = `{ __typename } # ${'x'.repeat(API_LIMITS.maxQueryBytes)}`;
  const res = await register(query);
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([
    {
      message: MESSAGES.queryTooManyBytes(API_LIMITS.maxQueryBytes),
      extensions: { code: 'MAX_COST_EXCEEDED', bytes: { maximum: API_LIMITS.maxQueryBytes } },
    },
  ]);
  // Just under the limit, comments included, it runs.
  const fits = `{ __typename } #${'y'.repeat(API_LIMITS.maxQueryBytes - 20)}`;
  expect((await register(fits)).status).toBe(200);
  await settle(async () => (await storedQueries()).some((r) => r.query === fits));
  const stored = await storedQueries();
  expect(stored.some((r) => r.query === fits)).toBe(true);
  expect(stored.some((r) => r.query === query)).toBe(false);
});

test('a caller registers a limited number of new entries per hour; more still run but are not stored', async () => {
  const { token } = await buildUser(app);
  const limit = API_LIMITS.persistedQueryRegistrationsPerHour;
  const queries = Array.from(
    { length: limit + 5 },
    (_, i) => `{ __typename limited${i}: __typename }`,
  );
  for (const query of queries) {
    const res = await register(query, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ __typename: 'Query' });
  }
  const ours = async () =>
    (await storedQueries()).filter((r) => r.query.includes(' limited')).length;
  await settle(async () => (await ours()) >= limit);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await ours()).toBe(limit);
  // A text already stored is not a new entry: sending it again costs nothing of the limit.
  expect((await register(queries[0], token)).status).toBe(200);
  // Another caller is not affected.
  const other = await buildUser(app);
  const theirs = '{ __typename theirs: __typename }';
  await register(theirs, other.token);
  await settle(async () => (await storedQueries()).some((r) => r.query === theirs));
  expect((await storedQueries()).some((r) => r.query === theirs)).toBe(true);
});

test('an entry asked for by hash refreshes its last use at most hourly; unused entries are swept', async () => {
  const used = '{ __typename usedEntry: __typename }';
  const recent = '{ __typename recentEntry: __typename }';
  const stale = '{ __typename staleEntry: __typename }';
  // Stored as another API process would have: this one has none of them in memory.
  for (const query of [used, recent, stale])
    await app
      .em()
      .getConnection()
      .execute('insert into persisted_queries (hash, query) values (?, ?)', [
        `apq:${sha256(query)}`,
        query,
      ]);

  await setLastUsed(used, '2 hours');
  const before = await lastUsed(used);
  const hit = await get({ extensions: persisted(sha256(used)) });
  expect(hit.status).toBe(200);
  const touched = await lastUsed(used);
  expect(touched!.getTime()).toBeGreaterThan(before!.getTime() + 3600_000);

  // Within the hour: no write.
  await setLastUsed(used, '10 minutes');
  const quiet = await lastUsed(used);
  await get({ extensions: persisted(sha256(used)) });
  expect((await lastUsed(used))?.getTime()).toBe(quiet!.getTime());

  await setLastUsed(recent, `${API_LIMITS.persistedQueryExpiryDays - 1} days`);
  await setLastUsed(stale, `${API_LIMITS.persistedQueryExpiryDays + 1} days`);
  // As a worker runs it: enqueued for this interval (once per cluster), then worked.
  const jobs = new MemoryJobQueue();
  const deps = { ...app.deps, jobs };
  await registerPersistedQueriesSweepJob(deps);
  await enqueuePeriodic(deps, PERSISTED_QUERIES_SWEEP_JOB, 24 * 3600_000);
  expect(await jobs.drain()).toEqual([]);
  expect(await lastUsed(stale)).toBeUndefined();
  expect(await lastUsed(recent)).toBeDefined();
  expect(await lastUsed(used)).toBeDefined();
  expect(await sweepPersistedQueries(dbOf(app.em(), app.deps))).toBe(0);
});

test('the sweep runs as a periodic job of its own queue', () => {
  expect(JOB_QUEUES).toContain(PERSISTED_QUERIES_SWEEP_JOB);
});
