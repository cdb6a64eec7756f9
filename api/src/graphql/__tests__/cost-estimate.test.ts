import { ApolloServer } from '@apollo/server';
import { buildSchema, getOperationAST, parse } from 'graphql';
import { API_LIMITS, MESSAGES } from '../../config/limits';
import { GraphQLBudget } from '../budget';
import type { GraphQLContext } from '../context';
import { requestedCost } from '../cost';
import { actualCost } from '../cost-answer';
import { costPlugin } from '../cost-plugin';
import { requestPlugin } from '../request-plugin';

// Connections as the public API is getting them (`first`, nodes), a `limit` list, and a
// field that prices itself (cheaply, so the node count is what stops it).
const schema = buildSchema(`
  type Query {
    books(first: Int = 20, after: String): BookConnection
    cheapBooks(first: Int = 20): BookConnection
    shelf(limit: Int = 12): [Book!]!
    book(id: Int!): Book
  }
  type Mutation { like(id: Int!): Book }
  type BookConnection { nodes: [Book!]! totalCount: Int! }
  type Book { id: Int! title: String! issues(first: Int = 20): IssueConnection! }
  type IssueConnection { nodes: [Issue!]! }
  type Issue { id: Int! number: Int! pages(first: Int = 20): [Page!]! }
  type Page { id: Int! }
`);
(schema.getQueryType()!.getFields().cheapBooks.extensions as Record<string, unknown>) = {
  complexity: () => 1,
};

const priced = (query: string, variables?: Record<string, unknown>) =>
  requestedCost(schema, parse(query), undefined, variables);

const actual = (query: string, data: Record<string, unknown>) => {
  const document = parse(query);
  return actualCost(schema, document, getOperationAST(document)!, data);
};

test('first/limit multiply what each item asks for; nodes multiply down each path', () => {
  // books: 1 + 100 x (nodes: 1 + (id 1 + issues: 1 + 10 x (nodes: 1 + 2))) = 1 + 100 x 33
  expect(
    priced('{ books(first: 100) { nodes { id issues(first: 10) { nodes { id number } } } } }'),
  ).toEqual({ cost: 3301, nodes: 100 * (1 + 10) });
  // The default page size (20) when no value is given; variables count.
  expect(priced('query($n: Int) { books(first: $n) { totalCount } }', { n: 5 })).toEqual({
    cost: 6,
    nodes: 5,
  });
  expect(priced('{ books { totalCount } }')).toEqual({ cost: 21, nodes: 20 });
  expect(priced('{ shelf(limit: 3) { id title } }')).toEqual({ cost: 7, nodes: 3 });
  // Mutations start at 10.
  expect(priced('mutation { like(id: 1) { id title } }')).toEqual({ cost: 12, nodes: 0 });
});

test('the actual cost counts what the lists returned', () => {
  const query = '{ books(first: 100) { nodes { id issues(first: 10) { nodes { id number } } } } }';
  // Two books: 1 + 2 x (nodes: 1 + (id 1 + issues: 1 + 3 issues x 3)) — priced per item by the dearest book.
  const data = {
    books: {
      nodes: [
        { id: 1, issues: { nodes: [{ id: 1, number: 1 }] } },
        {
          id: 2,
          issues: {
            nodes: [
              { id: 2, number: 1 },
              { id: 3, number: 2 },
              { id: 4, number: 3 },
            ],
          },
        },
      ],
    },
  };
  expect(actual(query, data)).toBe(1 + 2 * (1 + 1 + (1 + 3 * 3)));
  expect(actual('{ shelf(limit: 3) { id title } }', { shelf: [{ id: 1, title: 'a' }] })).toBe(3);
  expect(actual('{ book(id: 1) { id title } }', { book: null })).toBe(1);
  expect(actual('mutation { like(id: 1) { id title } }', { like: { id: 1, title: 'a' } })).toBe(12);
  // Fields behind fragments, and skipped fields (absent from the answer), cost nothing extra.
  expect(
    actual(
      'query($x: Boolean!) { ... on Query { book(id: 1) { id ...T } } book2: book(id: 2) @skip(if: $x) { id } } fragment T on Book { title }',
      {
        book: { id: 1, title: 'a' },
      },
    ),
  ).toBe(3);
});

test('one document priced again and again (its fields collected once) prices each answer by its own items', () => {
  const document = parse(
    'query($x: Boolean!) { books(first: 100) { nodes { id ...I } } b: book(id: 1) @skip(if: $x) { id } } fragment I on Book { issues(first: 10) { nodes { id } } }',
  );
  const operation = getOperationAST(document)!;
  const book = (issues: number) => ({
    id: 1,
    issues: { nodes: Array.from({ length: issues }, (_, id) => ({ id })) },
  });
  const price = (data: Record<string, unknown>) => actualCost(schema, document, operation, data);
  // 1 + books x (nodes: 1 + (id 1 + issues: 1 + issues x (nodes: 1 + id 1)))
  expect(price({ books: { nodes: [book(3)] } })).toBe(1 + 1 * (1 + 1 + (1 + 3 * 2)));
  expect(price({ books: { nodes: [book(1), book(2)] }, b: { id: 1 } })).toBe(
    1 + 2 * (1 + 1 + (1 + 2 * 2)) + 2,
  );
  expect(price({ books: { nodes: [] } })).toBe(1);
  expect(price({ books: { nodes: [book(3)] } })).toBe(1 + 1 * (1 + 1 + (1 + 3 * 2)));
});

describe('refusals (the plugin on a server without budgets)', () => {
  const server = new ApolloServer<GraphQLContext>({
    schema,
    plugins: [
      requestPlugin([costPlugin(schema, new GraphQLBudget({ perHour: 0, anonymousPerHour: 0 }))]),
    ],
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  const run = async (query: string) => {
    const response = await server.executeOperation(
      { query },
      { contextValue: { viewer: null, ip: '127.0.0.1' } as unknown as GraphQLContext },
    );
    if (response.body.kind !== 'single') throw new Error('single result expected');
    return { status: response.http.status, ...response.body.singleResult };
  };

  test('over the maximum node count, even when a field prices itself cheaply', async () => {
    const answer = await run(
      '{ cheapBooks(first: 100) { nodes { issues(first: 100) { nodes { pages(first: 100) { id } } } } } }',
    );
    const nodes = 100 * (1 + 100 * (1 + 100));
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTooManyNodes(nodes, API_LIMITS.maxQueryNodes),
      extensions: {
        code: 'MAX_COST_EXCEEDED',
        cost: { requested: 1, maximum: API_LIMITS.maxQueryCost },
        nodes: { requested: nodes, maximum: API_LIMITS.maxQueryNodes },
      },
    });
  });

  test('over the maximum cost', async () => {
    const answer = await run(
      '{ books(first: 100) { nodes { id issues(first: 10) { nodes { id number } } } } }',
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTooExpensive(3301, API_LIMITS.maxQueryCost),
      extensions: {
        code: 'MAX_COST_EXCEEDED',
        cost: { requested: 3301, maximum: API_LIMITS.maxQueryCost },
        nodes: { requested: 1100, maximum: API_LIMITS.maxQueryNodes },
      },
    });
    expect(answer.extensions?.cost).toEqual({
      requested: 3301,
      actual: 0,
      maximum: API_LIMITS.maxQueryCost,
    });
  });
});
