import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildAccessToken, buildBook, buildUser } from '../../../test/factories';
import { rawRequest, type RawAnswer } from '../../../test/raw-http';
import { AnonymousAnswerCache } from '../answer-cache';

// Anonymous search answers are remembered ahead of Apollo (graphql/answer-cache.ts): a
// remembered answer must be the answer Apollo gives, charged as Apollo charges it, and never
// outlive a change of what was searched.

let app: TestApp;
const servers: http.Server[] = [];
const apps: BuiltApp[] = [];

async function serve(built: BuiltApp): Promise<number> {
  apps.push(built);
  const server = http.createServer(built.app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let port: number;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  port = await serve(await buildApp(app.deps, { apiRateLimitPerMinute: 0 }));
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  for (const built of apps) await built.stop();
  await app.close();
});

const SEARCH = `query Search($input: SearchInput!) {
  search(input: $input) {
    totalCount
    books { id title urlSlug status genres issueCount likeCount cover { url } publisher { id username } }
  }
}`;

const tag = () => crypto.randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function post(
  to: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return rawRequest(
    to,
    'POST',
    '/graphql',
    { 'content-type': 'application/json', ...headers },
    JSON.stringify(body),
  );
}

const searchFor = (q: string) => ({ query: SEARCH, variables: { input: { type: 'BOOKS', q } } });
const json = (answer: RawAnswer) => JSON.parse(answer.body.toString('utf8'));
const idsOf = (answer: RawAnswer): string[] =>
  json(answer).data.search.books.map((book: { id: unknown }) => String(book.id));

/** Until no search-changed notification has come for a while (the cache's mark is settled). */
async function settled(): Promise<void> {
  const search = app.deps.search as { changeMark?: () => number | undefined };
  for (;;) {
    const mark = search.changeMark?.();
    await sleep(150);
    if (search.changeMark?.() === mark) return;
  }
}

/** Watches the endpoint's look-up; `served()` says whether it answered a request from memory. */
function watchMemory() {
  const spy = jest.spyOn(AnonymousAnswerCache.prototype, 'answer');
  return {
    served: async () => {
      const results = await Promise.all(spy.mock.results.map((result) => result.value));
      return results.includes(true);
    },
    stop: () => spy.mockRestore(),
  };
}

test('a repeated anonymous search is answered from memory, byte for byte as Apollo answered it', async () => {
  const word = `answerword${tag()}`;
  const publisher = await buildUser(app);
  await buildBook(app, { publisher: publisher.user, title: `${word} one` });
  await buildBook(app, { publisher: publisher.user, title: `${word} two` });
  await settled();

  const encodings: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'br' },
  ];
  for (const [i, headers] of encodings.entries()) {
    // Another page size each time, so that each first answer is Apollo's.
    const body = { query: SEARCH, variables: { input: { type: 'BOOKS', q: word, limit: 10 + i } } };
    const fromApollo = await post(port, body, headers);
    const watch = watchMemory();
    const fromMemory = await post(port, body, headers);
    const served = await watch.served();
    watch.stop();
    expect(served).toBe(true);
    expect(fromMemory).toEqual(fromApollo);
    expect(fromApollo.status).toBe(200);
  }

  const answer = await post(port, searchFor(word));
  expect(idsOf(answer)).toHaveLength(2);
  expect(json(answer).extensions.cost).toEqual({
    requested: expect.any(Number),
    actual: expect.any(Number),
    maximum: expect.any(Number),
  });
});

test('a change to the searched tables is seen at once', async () => {
  const word = `changeword${tag()}`;
  const publisher = await buildUser(app);
  const first = await buildBook(app, { publisher: publisher.user, title: `${word} first` });
  await settled();
  expect(idsOf(await post(port, searchFor(word)))).toEqual([String(first.book.id)]);
  const watch = watchMemory();
  expect(idsOf(await post(port, searchFor(word)))).toEqual([String(first.book.id)]);
  expect(await watch.served()).toBe(true);
  watch.stop();

  const second = await buildBook(app, { publisher: publisher.user, title: `${word} second` });
  await settled();
  expect(idsOf(await post(port, searchFor(word))).sort()).toEqual(
    [String(first.book.id), String(second.book.id)].sort(),
  );
});

test('signed-in requests, other root fields, persisted queries and errors go to Apollo every time', async () => {
  const word = `apolloword${tag()}`;
  const publisher = await buildUser(app);
  const { book } = await buildBook(app, { publisher: publisher.user, title: `${word} book` });
  const { token } = await buildAccessToken(app);
  await settled();

  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a session', searchFor(word), { authorization: `Bearer ${publisher.token}` }],
    ['an access token', searchFor(`${word} token`), { authorization: `Bearer ${token}` }],
    [
      'a search beside another root field',
      {
        query: `query { search(input: { type: BOOKS, q: "${word}" }) { totalCount } book(id: ${book.id}) { title } }`,
      },
      {},
    ],
    ['extensions', { ...searchFor(`${word} ext`), extensions: { tracing: true } }, {}],
    ['an error', { query: SEARCH, variables: { input: { type: 'NOT_A_TYPE', q: word } } }, {}],
  ];
  for (const [name, body, headers] of cases) {
    const first = await post(port, body, headers);
    const watch = watchMemory();
    const again = await post(port, body, headers);
    const served = await watch.served();
    watch.stop();
    expect({ name, served, status: again.status }).toEqual({
      name,
      served: false,
      status: first.status,
    });
  }
});

const BUDGET = 1000;

test('a remembered answer is charged to the caller as Apollo charges it, and refused as Apollo refuses', async () => {
  const budgeted = await serve(
    await buildApp(app.deps, {
      apiRateLimitPerMinute: 0,
      graphqlBudget: { perHour: 0, anonymousPerHour: BUDGET },
    }),
  );
  const word = `chargeword${tag()}`;
  const publisher = await buildUser(app);
  await buildBook(app, { publisher: publisher.user, title: `${word} book` });
  await settled();
  // No other test here has a budget: this address's is fresh.
  const from = {};

  const usedOf = (answer: RawAnswer) =>
    Number(
      answer.headers.find((h) => h.toLowerCase().startsWith('x-ratelimit-used:'))?.split(': ')[1],
    );
  const fromApollo = await post(budgeted, searchFor(word), from);
  const watch = watchMemory();
  const fromMemory = await post(budgeted, searchFor(word), from);
  const served = await watch.served();
  watch.stop();
  expect(fromApollo.status).toBe(200);
  expect(fromMemory.status).toBe(200);
  expect(served).toBe(true);

  const a = json(fromApollo).extensions.cost;
  const b = json(fromMemory).extensions.cost;
  expect(b.requested).toBe(a.requested);
  expect(b.actual).toBe(a.actual);
  expect(a.throttleStatus.used).toBe(usedOf(fromApollo));
  // The second charge: the requested cost, less the first answer's refund, plus its own use.
  expect(b.throttleStatus.used).toBe(usedOf(fromMemory));
  expect(b.throttleStatus.used).toBe(a.throttleStatus.used + a.actual);
  expect(b.throttleStatus.remaining).toBe(BUDGET - b.throttleStatus.used);
  // The same headers in the same order; only the budget's numbers differ.
  const headerNames = (answer: RawAnswer) => answer.headers.map((h) => h.split(':')[0]);
  expect(headerNames(fromMemory)).toEqual(headerNames(fromApollo));

  // Spend the rest: once a charge does not fit, the answer is Apollo's 429.
  let last = fromMemory;
  for (let i = 0; i < BUDGET && last.status === 200; i++)
    last = await post(budgeted, searchFor(word), from);
  expect(last.status).toBe(429);
  expect(json(last).errors[0].extensions.code).toBe('RATE_LIMITED');
  expect(last.headers.some((h) => h.toLowerCase().startsWith('retry-after:'))).toBe(true);
});

test('while the change listener is down nothing is remembered', async () => {
  const word = `downword${tag()}`;
  const publisher = await buildUser(app);
  await buildBook(app, { publisher: publisher.user, title: `${word} book` });
  await settled();
  await app.deps.search.stop?.();
  try {
    await post(port, searchFor(word));
    const watch = watchMemory();
    await post(port, searchFor(word));
    const served = await watch.served();
    watch.stop();
    expect(served).toBe(false);
  } finally {
    await app.deps.search.start();
  }
});

test("a signed-in viewer's answer is never served to an anonymous caller", async () => {
  const name = `gone${tag()}`;
  const gone = await buildUser(app, { username: name });
  await app
    .em()
    .getConnection()
    .execute('update users set active = false where id = ?', [gone.user.id]);
  const viewer = await buildUser(app);
  await settled();
  // Signed in, the credit picker's search shows deactivated accounts; anonymous, it never does.
  const body = {
    query: `query Users($input: SearchInput!) { search(input: $input) { totalCount users { id username } } }`,
    variables: { input: { type: 'USERS', q: name, includeDeactivated: true } },
  };
  const signedIn = await post(port, body, { authorization: `Bearer ${viewer.token}` });
  expect(json(signedIn).data.search.totalCount).toBe(1);
  const watch = watchMemory();
  const anonymous = await post(port, body);
  const served = await watch.served();
  watch.stop();
  expect(served).toBe(false);
  expect(json(anonymous).data.search.totalCount).toBe(0);
});
