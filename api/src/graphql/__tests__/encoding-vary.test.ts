import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories';
import { rawRequest } from '../../../test/raw-http';

// Without Accept-Encoding the GraphQL endpoint skips compression()'s response wrapper
// (graphql/endpoint.ts) and adds the `Vary: Accept-Encoding` it would have added itself
// (graphql/http.ts varyOnEncoding). `Accept-Encoding: identity` still goes through
// compression(), which then negotiates no encoding: the two answers must be the same bytes,
// header for header.

let app: TestApp;
let server: http.Server;
let port: number;
let bookId: number;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  bookId = (await buildBook(app, { title: 'Vary <Book>', issues: 3 })).book.id;
  server = http.createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

/** The answer with its body as text. */
async function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  const answer = await rawRequest(port, method, path, headers, body);
  return { ...answer, body: answer.body.toString() };
}

/** The same request without Accept-Encoding and with `identity`: both answers. */
async function both(method: string, path: string, headers: Record<string, string>, body?: string) {
  const bare = await raw(method, path, headers, body);
  const identity = await raw(method, path, { ...headers, 'accept-encoding': 'identity' }, body);
  return { bare, identity };
}

const BOOK =
  'query Book($id: Int!) { book(id: $id) { id title issues(first: 5) { nodes { id } } } }';
const json = { 'content-type': 'application/json' };
const getUrl = (query: string, variables: Record<string, unknown>) =>
  `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

test.each([
  ['a plain JSON POST', 'POST', json, JSON.stringify({ query: BOOK, variables: { id: 0 } })],
  ['a small answer (below the compression threshold)', 'POST', json, '{"query":"{ __typename }"}'],
  [
    'a JSON POST body-parser reads (charset in capitals)',
    'POST',
    { 'content-type': 'application/json; charset=UTF-8' },
    '{"query":"{ __typename }"}',
  ],
  ['malformed JSON (refused before Apollo)', 'POST', json, '{"query":'],
  ['a JSON string body (refused before Apollo)', 'POST', json, '"{ __typename }"'],
  ['a validation error', 'POST', json, '{"query":"{ noSuchField }"}'],
  [
    'a dead access token (401)',
    'POST',
    { ...json, authorization: 'Bearer php_notatoken' },
    '{"query":"{ __typename }"}',
  ],
  ['a GET without the CSRF preflight header', 'GET', {}, undefined],
])(
  '%s: the same answer with and without compression() in the way',
  async (_, method, headers, body) => {
    const path = method === 'GET' ? getUrl('{ __typename }', {}) : '/graphql';
    const { bare, identity } = await both(method, path, headers, body);
    expect(bare.headers).toContainEqual(expect.stringMatching(/^Vary: (.*, )?Accept-Encoding$/));
    expect(bare).toEqual(identity);
  },
);

test('a POST for a book: the same answer, with its data', async () => {
  const { bare, identity } = await both(
    'POST',
    '/graphql',
    json,
    JSON.stringify({ query: BOOK, variables: { id: bookId } }),
  );
  expect(JSON.parse(bare.body).data.book.title).toBe('Vary <Book>');
  expect(bare.headers).toContain('Vary: Accept-Encoding');
  expect(bare).toEqual(identity);
});

test('a public GET keeps one Accept-Encoding in its Vary, and its 304 the same headers', async () => {
  const path = getUrl(BOOK, { id: bookId });
  const preflight = { 'apollo-require-preflight': 'true' };
  const { bare, identity } = await both('GET', path, preflight);
  expect(bare.status).toBe(200);
  expect(bare.headers).toContain('Vary: Authorization, Accept-Encoding');
  expect(bare).toEqual(identity);

  const etag = bare.headers.find((header) => header.startsWith('etag: '))!.slice(6);
  const revalidated = await both('GET', path, { ...preflight, 'if-none-match': etag });
  expect(revalidated.bare.status).toBe(304);
  expect(revalidated.bare).toEqual(revalidated.identity);
});
