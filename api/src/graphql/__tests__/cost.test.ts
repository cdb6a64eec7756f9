import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { buildAppSchema } from '../schema';
import { requestedCost } from '../cost';
import { buildApp, type BuiltApp } from '../../app';
import { API_LIMITS, MESSAGES } from '../../config/limits';
import { documentSizeError } from '../document-size';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';

// Budgets: 1,000 points per hour for users, 800 per anonymous IP. One trusted proxy hop
// (TRUST_PROXY=1) lets each test pose as its own client (X-Forwarded-For), so the tests do
// not share budgets.
let app: TestApp;
const extraApps: BuiltApp[] = [];
beforeAll(async () => {
  app = await startTestApp({
    graphqlBudgetPerHour: 1000,
    graphqlSessionBudgetPerHour: 1000,
    graphqlAnonymousBudgetPerHour: 800,
    trustProxy: 1,
  });
});
afterAll(async () => {
  for (const built of extraApps) await built.stop();
  await app.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: { cost?: Record<string, unknown> };
  };
}

async function post(
  body: unknown,
  options: { ip: string; token?: string; listener?: BuiltApp['app'] },
): Promise<Answer> {
  const req = request(options.listener ?? app.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-forwarded-for', options.ip);
  if (options.token) req.set('authorization', `Bearer ${options.token}`);
  const res = await req.send(body as object);
  return { status: res.status, headers: res.headers as Record<string, string>, body: res.body };
}

const gql = (query: string, options: { ip: string; token?: string; listener?: BuiltApp['app'] }) =>
  post({ query }, options);

const budgetHeaders = (answer: Answer) => ({
  limit: Number(answer.headers['x-ratelimit-limit']),
  remaining: Number(answer.headers['x-ratelimit-remaining']),
  used: Number(answer.headers['x-ratelimit-used']),
  reset: Number(answer.headers['x-ratelimit-reset']),
});

async function budgetApp(perHour: number): Promise<BuiltApp> {
  const built = await buildApp(app.deps, {
    apiRateLimitPerMinute: 0,
    graphqlBudget: { perHour, anonymousPerHour: perHour },
  });
  extraApps.push(built);
  return built;
}

// `{ book(id) { id title } }` costs 3: the book and its two fields.
const bookQuery = (id: number) => `{ book(id: ${id}) { id title } }`;

describe('cost', () => {
  test('a successful answer carries extensions.cost { requested actual maximum throttleStatus }', async () => {
    const { book } = await buildBook(app);
    const answer = await gql(bookQuery(book.id), { ip: freshIp() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ book: { id: book.id, title: book.title } });
    expect(answer.body.extensions?.cost).toEqual({
      requested: 3,
      actual: 3,
      maximum: API_LIMITS.maxQueryCost,
      throttleStatus: {
        limit: 800,
        remaining: 797,
        used: 3,
        resetAt: expect.any(Number),
      },
    });
  });

  test('a list that returns fewer items than its limit costs what it returned', async () => {
    const publisher = (await buildUser(app)).user;
    await buildBook(app, { publisher });
    await buildBook(app, { publisher });
    const answer = await gql(
      `{ userBooks(userId: ${publisher.id}, limit: 50) { items { id title } totalCount } }`,
      { ip: freshIp() },
    );
    expect(answer.body.errors).toBeUndefined();
    // Requested: 1 + 50 x (items 1 + 2, totalCount 1). Actual: 1 + 2 books x 4.
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 201, actual: 9 });
  });

  test('a mutation starts at 10 points', async () => {
    const answer = await gql('mutation { logOut }', { ip: freshIp() });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 10, actual: 10 });
  });

  test('over the maximum cost: MAX_COST_EXCEEDED with the numbers, and extensions.cost on the error answer', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => `f${i}: id`).join(' ');
    const answer = await gql(`{ userBooks(userId: 1, limit: 100) { items { ${fields} } } }`, {
      ip: freshIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      {
        message: MESSAGES.queryTooExpensive(2601, API_LIMITS.maxQueryCost),
        extensions: {
          code: 'MAX_COST_EXCEEDED',
          cost: { requested: 2601, maximum: API_LIMITS.maxQueryCost },
          nodes: { requested: 100, maximum: API_LIMITS.maxQueryNodes },
        },
      },
    ]);
    // Not run: the budget is charged the minimum of 1.
    expect(answer.body.extensions?.cost).toMatchObject({
      requested: 2601,
      actual: 1,
      maximum: API_LIMITS.maxQueryCost,
    });
    expect(budgetHeaders(answer)).toMatchObject({ used: 1, remaining: 799 });
  });
});

describe('rateLimit and the budget', () => {
  test('rateLimit { limit cost nodeCount remaining used resetAt } tells the budget after this query', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await gql('{ rateLimit { limit cost nodeCount remaining used resetAt } }', {
      ip: freshIp(),
    });
    expect(answer.body.errors).toBeUndefined();
    const rateLimit = answer.body.data?.rateLimit as Record<string, unknown>;
    // The object and its six fields.
    expect(rateLimit).toMatchObject({ limit: 800, cost: 7, nodeCount: 0, remaining: 793, used: 7 });
    const reset = Date.parse(rateLimit.resetAt as string) / 1000;
    expect(reset).toBeGreaterThanOrEqual(before + API_LIMITS.budgetWindowSeconds);
    expect(reset).toBeLessThanOrEqual(before + API_LIMITS.budgetWindowSeconds + 2);
    expect(budgetHeaders(answer)).toEqual({ limit: 800, remaining: 793, used: 7, reset });
  });

  test('the x-ratelimit-* headers count down request by request, with one reset time', async () => {
    const { book } = await buildBook(app);
    const ip = freshIp();
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push(budgetHeaders(await gql(bookQuery(book.id), { ip })));
    expect(seen.map(({ used, remaining }) => [used, remaining])).toEqual([
      [3, 797],
      [6, 794],
      [9, 791],
    ]);
    expect(new Set(seen.map((h) => h.reset)).size).toBe(1);
    expect(seen[0].limit).toBe(800);
  });

  test('what a list did not use is refunded: the next answer and the stored budget agree', async () => {
    const publisher = (await buildUser(app)).user;
    await buildBook(app, { publisher });
    const { book } = await buildBook(app, { publisher });
    const ip = freshIp();
    const list = await gql(
      `{ userBooks(userId: ${publisher.id}, limit: 50) { items { id title } totalCount } }`,
      { ip },
    );
    expect(list.body.extensions?.cost).toMatchObject({ requested: 201, actual: 9 });
    expect(budgetHeaders(list)).toMatchObject({ used: 9, remaining: 791 });
    const next = await gql(bookQuery(book.id), { ip });
    expect(budgetHeaders(next)).toMatchObject({ used: 12, remaining: 788 });
    const [row] = await app
      .em()
      .getConnection()
      .execute<{ used: number }[]>('select used from api_budgets where key = ?', [`ip:${ip}`]);
    expect(row.used).toBe(12);
  });

  test('a search that finds nothing still costs the search minimum: N searches use N x minimum', async () => {
    const ip = freshIp();
    const searches = 5;
    let last: Answer | undefined;
    for (let i = 0; i < searches; i += 1) {
      last = await gql(
        `{ search(input: { q: "nothing-matches-${i}" }) { totalCount issues { id } } }`,
        {
          ip,
        },
      );
      expect(last.body.errors).toBeUndefined();
      expect(last.body.extensions?.cost).toMatchObject({ actual: API_LIMITS.searchMinimumCost });
    }
    expect(API_LIMITS.searchMinimumCost).toBeGreaterThanOrEqual(10);
    expect(budgetHeaders(last!).used).toBe(searches * API_LIMITS.searchMinimumCost);

    // The credit picker's user search has the same floor.
    const { token } = await buildUser(app);
    const picker = await gql('{ creditableUsers(query: "nobody-is-called-this") { id } }', {
      ip,
      token,
    });
    expect(picker.body.errors).toBeUndefined();
    expect(picker.body.extensions?.cost).toMatchObject({ actual: API_LIMITS.searchMinimumCost });
  });

  test('anonymous callers are counted per IP; a signed-in user has a budget of its own', async () => {
    const { book } = await buildBook(app);
    const { token } = await buildUser(app);
    const [ipA, ipB] = [freshIp(), freshIp()];
    await gql(bookQuery(book.id), { ip: ipA });
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip: ipA }))).toMatchObject({
      limit: 800,
      used: 6,
    });
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip: ipB }))).toMatchObject({
      limit: 800,
      used: 3,
    });
    // The user, from either IP, is one caller with the users' budget.
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip: ipA, token }))).toMatchObject({
      limit: 1000,
      used: 3,
    });
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip: ipB, token }))).toMatchObject({
      limit: 1000,
      used: 6,
    });
  });

  test('two app instances on one database share one budget', async () => {
    const { book } = await buildBook(app);
    const other = await budgetApp(800);
    const ip = freshIp();
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip }))).toMatchObject({ used: 3 });
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip, listener: other.app }))).toMatchObject(
      { used: 6, remaining: 794 },
    );
    expect(budgetHeaders(await gql(bookQuery(book.id), { ip }))).toMatchObject({ used: 9 });
  });

  test('over budget: 429, Retry-After and RATE_LIMITED in GraphQL’s error shape; nothing runs', async () => {
    const { book } = await buildBook(app);
    const small = await budgetApp(10);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const ok = await gql(bookQuery(book.id), { ip, listener: small.app });
      expect(ok.status).toBe(200);
    }
    const refused = await gql(bookQuery(book.id), { ip, listener: small.app });
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/(graphql-response\+)?json/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(API_LIMITS.budgetWindowSeconds - 10);
    expect(retryAfter).toBeLessThanOrEqual(API_LIMITS.budgetWindowSeconds);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: MESSAGES.budgetExceeded(3, 1, retryAfter),
        extensions: { code: 'RATE_LIMITED', retryAfter },
      },
    ]);
    expect(refused.body.extensions?.cost).toMatchObject({ requested: 3, actual: 0 });
    expect(budgetHeaders(refused)).toMatchObject({ limit: 10, used: 9, remaining: 1 });
    // A query that still fits runs.
    const typename = await gql('{ __typename }', { ip, listener: small.app });
    expect(typename.status).toBe(200);
    expect(budgetHeaders(typename)).toMatchObject({ used: 10, remaining: 0 });
  });

  test('without a budget (0) there are no rate-limit headers and rateLimit is null', async () => {
    const off = await budgetApp(0);
    const answer = await gql('{ rateLimit { limit } }', { ip: freshIp(), listener: off.app });
    expect(answer.body).toMatchObject({ data: { rateLimit: null } });
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    // The object and its field requested; a null answer costs 1.
    expect(answer.body.extensions?.cost).toEqual({
      requested: 2,
      actual: 1,
      maximum: API_LIMITS.maxQueryCost,
    });
  });
});

describe('documents refused before validation', () => {
  test.each([1001, 10_000])('%i aliases of book(id: 1) are refused as too large', async (n) => {
    const aliases = Array.from({ length: n }, (_, i) => `a${i}: book(id: 1) { id }`).join(' ');
    const answer = await gql(`{ ${aliases} }`, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        message: MESSAGES.queryTooManyTokens(API_LIMITS.maxQueryTokens),
        extensions: { code: 'MAX_COST_EXCEEDED', tokens: { maximum: API_LIMITS.maxQueryTokens } },
      },
    ]);
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 0, actual: 1 });
    expect(budgetHeaders(answer)).toMatchObject({ used: 1 });
  });

  test('a document under the token limit with too many fields is refused', async () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: book(id: 1) { id title }`);
    const answer = await gql(`{ ${aliases.join(' ')} }`, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: MESSAGES.queryTooManyFields(900, API_LIMITS.maxQueryFields),
      extensions: {
        code: 'MAX_COST_EXCEEDED',
        fields: { requested: 900, maximum: API_LIMITS.maxQueryFields },
      },
    });
    expect(answer.body.extensions?.cost).toMatchObject({ requested: 0, actual: 1 });
  });

  test('one field repeated under one name many times is refused (quadratic validation)', async () => {
    const copies = Array.from(
      { length: API_LIMITS.maxRepeatedField + 1 },
      () => 'book(id: 1) { id }',
    );
    const answer = await gql(`{ ${copies.join(' ')} }`, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].extensions).toEqual({
      code: 'MAX_COST_EXCEEDED',
      repeats: { requested: API_LIMITS.maxRepeatedField + 1, maximum: API_LIMITS.maxRepeatedField },
    });
  });

  test('fragments are counted where they are spread', async () => {
    // F1 spreads F0 twice, F2 spreads F1 twice...: 2^10 x 2 fields from a short document.
    const defs = ['fragment F0 on Query { a: __typename b: __typename }'];
    for (let i = 1; i <= 10; i += 1)
      defs.push(`fragment F${i} on Query { ...F${i - 1} x${i}: __typename ...F${i - 1} }`);
    const error = documentSizeError(parse(`{ ...F10 } ${defs.join(' ')}`));
    expect(error?.extensions).toMatchObject({
      code: 'MAX_COST_EXCEEDED',
      fields: expect.anything(),
    });
  });

  // The documents codegen wrote for the web (web/src/gql/graphql.ts), as JSON ASTs.
  const webDocuments = () => {
    const generated = fs.readFileSync(
      path.resolve(__dirname, '../../../../web/src/gql/graphql.ts'),
      'utf8',
    );
    return [...generated.matchAll(/^export const \w+Document = (\{.*\}) as unknown as /gm)].map(
      (match) => JSON.parse(match[1]) as DocumentNode,
    );
  };

  test('every query of the web app, with the __typename Apollo Client adds, is within the cost limit', async () => {
    const schema = await buildAppSchema();
    const sample: Record<string, unknown> = {
      Int: 1,
      Float: 1,
      String: 'a',
      ID: '1',
      Boolean: true,
    };
    let priced = 0;
    for (const document of webDocuments()) {
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      if (operation?.operation !== 'query') continue;
      const variables: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        const type = definition.type.kind === Kind.NON_NULL_TYPE ? definition.type.type : null;
        if (!type) continue;
        if (type.kind !== Kind.NAMED_TYPE || !(type.name.value in sample)) continue;
        variables[definition.variable.name.value] = sample[type.name.value];
      }
      // As Apollo Client sends it: __typename in every selection set below the root.
      const withTypename = visit(document, {
        SelectionSet(node, _key, parent) {
          if ((parent as { kind?: string })?.kind === Kind.OPERATION_DEFINITION) return undefined;
          return {
            ...node,
            selections: [
              ...node.selections,
              { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
            ],
          };
        },
      });
      let cost: number;
      try {
        cost = requestedCost(schema, withTypename, undefined, variables).cost;
      } catch {
        continue; // a required input object the sample cannot fill
      }
      expect(cost).toBe(requestedCost(schema, document, undefined, variables).cost);
      expect(cost).toBeLessThanOrEqual(API_LIMITS.maxQueryCost);
      priced += 1;
    }
    expect(priced).toBeGreaterThan(10);
  });

  test('every operation of the web app is within the size limits', () => {
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(10);
    for (const document of documents) {
      const text = print(document);
      expect(
        documentSizeError(parse(text, { maxTokens: API_LIMITS.maxQueryTokens })),
      ).toBeUndefined();
    }
  });

  test('a batch (JSON array of operations) is refused with a clear 400', async () => {
    const answer = await post([{ query: '{ __typename }' }, { query: '{ __typename }' }], {
      ip: freshIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } },
    ]);
  });

  test('a query nested past the depth limit is refused with GRAPHQL_VALIDATION_FAILED', async () => {
    let selection = 'id';
    for (let i = 0; i < 6; i += 1) selection = `subscribers(limit: 1) { items { ${selection} } }`;
    const answer = await gql(`{ user(id: 1) { ${selection} } }`, { ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toMatch(/exceeds maximum operation depth of 10/);
    expect(answer.body.errors?.[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});

describe('v1 REST request limit (PostgreSQL)', () => {
  test('x-ratelimit-* on every answer; over the limit 429 with Retry-After in the v1 envelope, shared by instances', async () => {
    const first = await buildApp(app.deps, { apiRateLimitPerMinute: 2 });
    const second = await buildApp(app.deps, { apiRateLimitPerMinute: 2 });
    extraApps.push(first, second);
    const ip = freshIp();
    const get = (listener: BuiltApp['app']) =>
      request(listener).get('/api/v1/users/1').set('x-forwarded-for', ip);
    const one = await get(first.app);
    expect(one.status).not.toBe(429);
    expect(one.headers['x-ratelimit-limit']).toBe('2');
    expect(one.headers['x-ratelimit-remaining']).toBe('1');
    expect(one.headers['x-ratelimit-used']).toBe('1');
    const now = Math.floor(Date.now() / 1000);
    expect(Number(one.headers['x-ratelimit-reset'])).toBeGreaterThan(now);
    expect(Number(one.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(now + 61);
    // The other instance counts with the first.
    const two = await get(second.app);
    expect(two.headers['x-ratelimit-remaining']).toBe('0');
    const three = await get(first.app);
    expect(three.status).toBe(429);
    expect(three.headers['retry-after']).toMatch(/^\d+$/);
    expect(three.headers['x-ratelimit-remaining']).toBe('0');
    expect(three.body).toEqual({ status: 'fail', message: MESSAGES.tooManyRequests });
    // Another IP is not affected.
    const elsewhere = await request(first.app)
      .get('/api/v1/users/1')
      .set('x-forwarded-for', freshIp());
    expect(elsewhere.status).not.toBe(429);
  });
});
