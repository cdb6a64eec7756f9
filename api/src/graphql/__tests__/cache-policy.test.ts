import crypto from 'node:crypto';
import request from 'supertest';
import { buildApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';

// Who may cache a GraphQL answer (graphql/cache-policy.ts): only anonymous, error-free GET
// queries are public; ETag and If-None-Match revalidate them.

let app: TestApp;
let bookId: number;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  bookId = (await buildBook(app, { title: 'Cached Book' })).book.id;
});
afterAll(async () => {
  await app.close();
});

const BOOK = 'query Book($id: Int!) { book(id: $id) { id title } }';
const url = (query = BOOK, variables: Record<string, unknown> = { id: bookId }) =>
  `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
/** An anonymous GET (Apollo's preflight header, no Authorization). */
const get = (path = url(), site = app.app) =>
  request(site).get(path).set('apollo-require-preflight', 'true');
const strongEtag = (body: string) =>
  `"${crypto.createHash('sha256').update(body).digest('base64url')}"`;

const PRIVATE = 'private, no-store';

test('an anonymous GET query without errors is public for 60 s, varies on Authorization, with a strong ETag of its body', async () => {
  const res = await get();
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ book: { id: bookId, title: 'Cached Book' } });
  expect(res.body.errors).toBeUndefined();
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
  expect(res.headers.etag).toBe(strongEtag(res.text));
  expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
});

test('If-None-Match with that ETag gets 304 without a body; another ETag gets the answer', async () => {
  const first = await get();
  const etag = first.headers.etag as string;
  for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const res = await get().set('if-none-match', header);
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-length']).toBeUndefined();
  }
  const changed = await get().set('if-none-match', '"not-this-one"');
  expect(changed.status).toBe(200);
  expect(changed.body.data.book.title).toBe('Cached Book');
  // Another book is another body, so another ETag.
  const other = await buildBook(app, { title: 'Other Book' });
  const otherRes = await get(url(BOOK, { id: other.book.id })).set('if-none-match', etag);
  expect(otherRes.status).toBe(200);
  expect(otherRes.headers.etag).not.toBe(etag);
});

test('compressed public answers keep their ETag and revalidate too', async () => {
  const big = url('{ __schema { types { name description } } }', {});
  const res = await get(big).set('accept-encoding', 'gzip');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['cache-control']).toBe('public, max-age=60');
  expect(res.headers.vary).toBe('Authorization, Accept-Encoding');
  expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  const again = await get(big)
    .set('accept-encoding', 'gzip')
    .set('if-none-match', res.headers.etag);
  expect(again.status).toBe(304);
});

test('a signed-in GET is never public, whatever its Authorization header holds', async () => {
  const { token } = await buildUser(app);
  for (const authorization of [`Bearer ${token}`, 'Bearer not-a-token', 'Basic dXNlcjpwdw==']) {
    const res = await request(app.app).get(url()).set('authorization', authorization);
    expect(res.status).toBe(200);
    expect(res.body.data.book.title).toBe('Cached Book');
    expect(res.headers['cache-control']).toBe(PRIVATE);
    expect(res.headers.etag).toBeUndefined();
    // An ETag from an anonymous answer never turns a signed-in request into a 304.
    const anonymous = await get();
    const conditional = await request(app.app)
      .get(url())
      .set('authorization', authorization)
      .set('if-none-match', anonymous.headers.etag);
    expect(conditional.status).toBe(200);
  }
});

test('POST queries, mutations and answers with errors are private, no-store', async () => {
  const post = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: BOOK, variables: { id: bookId } });
  expect(post.status).toBe(200);
  expect(post.headers['cache-control']).toBe(PRIVATE);
  expect(post.headers.etag).toBeUndefined();

  const mutation = await app
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .send({ query: 'mutation { logOut }' });
  expect(mutation.headers['cache-control']).toBe(PRIVATE);

  // A field error (the viewer must be signed in) answers 200 with errors: still private.
  const fieldError = await get(url('{ editableBook(bookId: 1) { id } }', {}));
  expect(fieldError.status).toBe(200);
  expect(fieldError.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect(fieldError.headers['cache-control']).toBe(PRIVATE);
  expect(fieldError.headers.etag).toBeUndefined();

  const invalid = await get(url('{ nope }', {}));
  expect(invalid.status).toBe(400);
  expect(invalid.headers['cache-control']).toBe(PRIVATE);

  const refused = await request(app.app).get(url()); // no preflight header: CSRF refusal
  expect(refused.status).toBe(400);
  expect(refused.headers['cache-control']).toBe(PRIVATE);
});

test('GRAPHQL_PUBLIC_MAX_AGE sets the lifetime; 0 keeps every answer private', async () => {
  for (const [maxAge, expected] of [
    [5, 'public, max-age=5'],
    [0, PRIVATE],
  ] as const) {
    const built = await buildApp(
      { ...app.deps, config: { ...app.deps.config, graphqlPublicMaxAge: maxAge } },
      { apiRateLimitPerMinute: 0 },
    );
    try {
      const res = await get(url(), built.app);
      expect(res.headers['cache-control']).toBe(expected);
    } finally {
      await built.stop();
    }
  }
});
