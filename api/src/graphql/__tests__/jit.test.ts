import request from 'supertest';
import {
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import { buildApp, type BuiltApp } from '../../app';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../test/factories';
import { CreditRoleEnum } from '../../modules/credits/work-credit.entity';
import { createJitExecutor } from '../jit';

// Counts compilations; the real compiler does the work.
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});
const compiles = compileQuery as jest.MockedFunction<typeof compileQuery>;

let app: TestApp;
let reference: BuiltApp;
let owner: BuiltUser;
let other: BuiltUser;
let bookId: number;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  // The same app on the same database, executing with plain graphql-js.
  reference = await buildApp(app.deps, { apiRateLimitPerMinute: 0, graphqlJit: false });
  owner = await buildUser(app);
  other = await buildUser(app);
  const built = await buildBook(app, {
    publisher: owner.user,
    genres: ['action', 'drama'],
    issues: 3,
    issue: {
      pages: 2,
      credits: [
        { user: owner.user, roles: [CreditRoleEnum.WRITER] },
        { user: other.user, roles: [CreditRoleEnum.ARTIST, CreditRoleEnum.COLORIST] },
      ],
    },
  });
  bookId = built.book.id;
});
afterAll(async () => {
  await reference.stop();
  await app.close();
});

/** POSTs the operation to both apps; returns the jit app's answer after checking it equals graphql-js's. */
async function both(body: Record<string, unknown>, token?: string) {
  const send = async (target: Parameters<typeof request>[0]) => {
    const req = request(target).post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send(body);
    return {
      status: res.status,
      contentType: res.headers['content-type'],
      cacheControl: res.headers['cache-control'],
      body: res.body as {
        data?: unknown;
        errors?: { message: string; path?: unknown; extensions?: { code?: string } }[];
      },
    };
  };
  const jit = await send(app.app);
  expect(jit).toEqual(await send(reference.app));
  return jit;
}

const DETAILS = `query Details($id: Int!, $withIssues: Boolean!) {
  book(id: $id) {
    ...Head
    kind: __typename
    genres issueCount totalPages viewerCanEdit viewerHasBookmarked
    cover { url srcset width height }
    publisher { id username photoUrl subscriberCount viewerIsSubscribed }
    credits { role users { id username } }
    issues(first: 3) @include(if: $withIssues) { nodes {
      id issueNumber title dateCreated pageCount viewerCanEdit
      pages(first: 5) { nodes { pageNumber image { url width height } } }
      credits { user { username } roles }
      creditsByRole { role users { username } }
    } }
  }
}
fragment Head on Book { id title urlSlug description status contentRating dateCreated lastUpdated }`;

test('queries run compiled, once per query text, with the same answers as graphql-js', async () => {
  compiles.mockClear();
  for (const token of [undefined, owner.token, other.token]) {
    const result = await both(
      { query: DETAILS, variables: { id: bookId, withIssues: true } },
      token,
    );
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data).toMatchObject({ book: { id: bookId, kind: 'Book' } });
  }
  await both({ query: DETAILS, variables: { id: bookId, withIssues: false } });
  await both({ query: DETAILS, variables: { id: 999999, withIssues: true } });
  // One compilation served every request above (the reference app never compiles).
  expect(compiles).toHaveBeenCalledTimes(1);
});

test('a query text is compiled on its second use only', async () => {
  compiles.mockClear();
  const query = `{ book(id: ${bookId}) { id title } }`;
  await both({ query });
  expect(compiles).not.toHaveBeenCalled();
  await both({ query });
  await both({ query });
  expect(compiles).toHaveBeenCalledTimes(1);
});

test('errors are graphql-js errors: variables, permissions, resolver errors, null propagation', async () => {
  const bad = await both({ query: DETAILS, variables: { id: 'seven', withIssues: true } });
  expect(bad.status).toBe(400);
  expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  await both({ query: DETAILS, variables: { withIssues: true } });

  const editable = 'query($id: Int!) { book(id: $id) { title } editableBook(bookId: $id) { id } }';
  // Denied by graphql-shield: editableBook is non-null, so the whole data is null.
  const anonymous = await both({ query: editable, variables: { id: bookId } });
  expect(anonymous.body).toMatchObject({
    data: null,
    errors: [{ path: ['editableBook'], extensions: { code: 'UNAUTHENTICATED' } }],
  });
  const stranger = await both({ query: editable, variables: { id: bookId } }, other.token);
  expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const mine = await both({ query: editable, variables: { id: bookId } }, owner.token);
  expect(mine.body).toEqual({
    data: { book: expect.any(Object), editableBook: { id: bookId } },
    extensions: { cost: expect.any(Object) },
  });

  // Nullable field whose resolver refuses: data stays, the error names its path.
  await both({ query: '{ me { id } }' });
  await both({ query: `{ user(id: ${other.user.id}) { id email } }` }, owner.token);
});

test('introspection and mutations answer as before', async () => {
  await both({ query: '{ __schema { queryType { name } types { name kind } } }' });
  const wrong = await both({
    query: 'mutation($input: LogInInput!) { logIn(input: $input) { token } }',
    variables: { input: { email: owner.user.email, password: 'not the password' } },
  });
  expect(wrong.body.errors).toHaveLength(1);
});

test('a query whose resolver fails runs once: no second run on graphql-js', async () => {
  // A schema of its own, so every resolver call is counted.
  let calls = 0;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        counted: {
          type: GraphQLInt,
          resolve: () => {
            calls += 1;
            return calls;
          },
        },
        failing: {
          type: GraphQLInt,
          resolve: () => {
            throw new Error('refused');
          },
        },
      },
    }),
  });
  const execute = createJitExecutor(schema);
  const document = parse('{ counted failing }');
  const operation = document.definitions[0] as OperationDefinitionNode;
  const run = () =>
    execute({
      document,
      operation,
      request: { variables: {} },
      context: {},
    } as unknown as Parameters<typeof execute>[0]) as Promise<ExecutionResult>;
  // The first use runs on graphql-js; the second is compiled.
  await run();
  calls = 0;
  const result = await run();
  expect(calls).toBe(1);
  expect(result.data).toEqual({ counted: 1, failing: null });
  expect(result.errors?.map((e) => [e.message, e.path])).toEqual([['refused', ['failing']]]);
});
