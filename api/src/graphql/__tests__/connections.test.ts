import { parse } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser } from '../../../test/factories';
import { sqlStatementsDuring } from '../../../test/support/sql-statements';
import { BookStatus } from '../../modules/books/book.entity';
import { buildAppSchema } from '../schema';
import { GENRES } from '../../config/limits';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

interface Conn<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null; hasPreviousPage: boolean };
  totalCount: number;
}

const BOOKS = `query($first: Int, $after: String, $genre: String, $status: BookStatus) {
  books(first: $first, after: $after, genre: $genre, status: $status) {
    nodes { id } edges { cursor node { id } } totalCount
    pageInfo { hasNextPage endCursor hasPreviousPage startCursor }
  } }`;

const books = (vars: Record<string, unknown>) =>
  app.gql<{ books: Conn<{ id: number }> }>(BOOKS, vars);

describe('books(first, after)', () => {
  test('first out of 1..100 is BAD_USER_INPUT naming the bounds', async () => {
    for (const first of [0, -1, 101, 2_000_000_000]) {
      const result = await books({ first });
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].message).toBe('first must be a whole number from 1 to 100');
    }
  });

  test('a forged, malformed or foreign cursor is BAD_USER_INPUT "Invalid cursor"', async () => {
    const built = await buildBook(app, { issues: 2 });
    const issues = await app.gql<{ book: { issues: Conn<unknown> } }>(
      'query($id: Int!) { book(id: $id) { issues(first: 1) { pageInfo { endCursor } } } }',
      { id: built.book.id },
    );
    const issueCursor = issues.data!.book.issues.pageInfo.endCursor;
    for (const after of [
      issueCursor,
      'garbage',
      'eyJ4IjoxfQ',
      Buffer.from('[1,"book","x",1]').toString('base64url'),
    ]) {
      const result = await books({ after });
      expect(result.status).toBe(200);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    await app.em().getConnection().execute('delete from books');
  });

  test('a crawl with first=3 sees every book once while books are published meanwhile', async () => {
    const publisher = (await buildUser(app)).user;
    const same = new Date('2024-01-01T00:00:00.123Z');
    const initial: number[] = [];
    for (let i = 0; i < 8; i++) {
      // Three share one date: ties are ordered by id.
      const dateCreated = i < 3 ? same : new Date(Date.UTC(2023, 0, 1 + i));
      initial.push((await buildBook(app, { publisher, dateCreated })).book.id);
    }
    const seen: number[] = [];
    const added: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const result = await books({ first: 3, after });
      expect(result.errors).toBeUndefined();
      const conn: Conn<{ id: number }> = result.data!.books;
      expect(conn.edges.map((e) => e.node.id)).toEqual(conn.nodes.map((n) => n.id));
      expect(conn.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...conn.nodes.map((n) => n.id));
      pages += 1;
      // A new book between pages: it is newer than everything, so it lands before the crawl.
      added.push((await buildBook(app, { publisher })).book.id);
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...initial].sort((a, b) => a - b));
    const head = await books({ first: 3 });
    expect(head.data!.books.nodes.map((n) => n.id)).toEqual([...added].reverse());
    expect(head.data!.books.totalCount).toBe(initial.length + added.length);
  });

  test('genre and status filters; an unknown genre is BAD_USER_INPUT', async () => {
    const horror = await buildBook(app, { genres: ['horror'], status: BookStatus.COMPLETED });
    await buildBook(app, { genres: ['horror'], status: BookStatus.ONGOING });
    await buildBook(app, { genres: ['comedy'], status: BookStatus.COMPLETED });
    await buildBook(app, { genres: ['horror'], removed: true });
    const both = await books({ genre: 'horror', status: 'COMPLETED' });
    expect(both.data!.books.nodes.map((n) => n.id)).toEqual([horror.book.id]);
    expect(both.data!.books.totalCount).toBe(1);
    const genre = await books({ genre: 'horror' });
    expect(genre.data!.books.totalCount).toBe(2);
    const unknown = await books({ genre: 'cooking' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown genre: cooking',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('genres lists the fixed list with visible book counts', async () => {
    const result = await app.gql<{ genres: { key: string; name: string; bookCount: number }[] }>(
      '{ genres { key name bookCount } }',
    );
    expect(result.data!.genres.map((g) => g.name)).toEqual([...GENRES]);
    const horror = result.data!.genres.find((g) => g.key === 'horror');
    expect(horror).toEqual({ key: 'horror', name: 'Horror', bookCount: 2 });
    expect(result.data!.genres.find((g) => g.key === 'sci-fi')?.bookCount).toBe(0);
  });
});

describe('nested connections', () => {
  const ISSUES = `query($id: Int!, $first: Int, $after: String, $pf: Int, $pa: String) { book(id: $id) {
    issues(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor hasPreviousPage }
      nodes { issueNumber pages(first: $pf, after: $pa) { totalCount nodes { pageNumber } pageInfo { hasNextPage endCursor } } }
    } } }`;
  type Issues = {
    book: {
      issues: Conn<{ issueNumber: number; pages: Conn<{ pageNumber: number }> }>;
    };
  };

  test('Book.issues and Issue.pages page by cursor with hasNextPage, endCursor and totalCount', async () => {
    const built = await buildBook(app, { issues: 5, issue: { pages: 3 } });
    const first = await app.gql<Issues>(ISSUES, { id: built.book.id, first: 2, pf: 2 });
    expect(first.errors).toBeUndefined();
    const issues = first.data!.book.issues;
    expect(issues.nodes.map((i) => i.issueNumber)).toEqual([1, 2]);
    expect(issues.totalCount).toBe(5);
    expect(issues.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(issues.nodes[0].pages.nodes.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(issues.nodes[0].pages.totalCount).toBe(3);
    expect(issues.nodes[0].pages.pageInfo.hasNextPage).toBe(true);

    const second = await app.gql<Issues>(ISSUES, {
      id: built.book.id,
      first: 2,
      after: issues.pageInfo.endCursor,
      pf: 2,
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.book.issues.nodes.map((i) => i.issueNumber)).toEqual([3, 4]);
    // A page cursor belongs to its issue: issue 1's cursor given to issues 3 and 4 is refused.
    const pagesOf = await app.gql<Issues>(
      `query($b: Int!, $n: Int!, $a: String) { issue(bookId: $b, issueNumber: $n) { pages(first: 2, after: $a) { nodes { pageNumber } pageInfo { hasNextPage } } } }`,
      { b: built.book.id, n: 1, a: issues.nodes[0].pages.pageInfo.endCursor },
    );
    expect(pagesOf.data).toEqual({
      issue: { pages: { nodes: [{ pageNumber: 3 }], pageInfo: { hasNextPage: false } } },
    });
    const foreign = await app.gql(ISSUES, {
      id: built.book.id,
      first: 2,
      after: issues.pageInfo.endCursor,
      pf: 2,
      pa: issues.nodes[0].pages.pageInfo.endCursor,
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'Invalid cursor',
      path: ['book', 'issues', 'nodes', 0, 'pages'],
    });

    const last = await app.gql<Issues>(ISSUES, {
      id: built.book.id,
      first: 2,
      after: second.data!.book.issues.pageInfo.endCursor,
    });
    expect(last.data!.book.issues.nodes.map((i) => i.issueNumber)).toEqual([5]);
    expect(last.data!.book.issues.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });

    // Another book's issue cursor, and a page cursor, are foreign to this book's issues.
    const other = await buildBook(app, { issues: 2 });
    for (const after of [issues.pageInfo.endCursor, issues.nodes[0].pages.pageInfo.endCursor]) {
      const result = await app.gql(ISSUES, { id: other.book.id, first: 1, after });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Invalid cursor',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const tooMany = await app.gql(ISSUES, { id: built.book.id, first: 1, pf: 201 });
    expect(tooMany.errors?.[0].message).toBe('first must be a whole number from 1 to 200');
  });

  test('issues and pages of many books take the same number of statements as of one', async () => {
    const publisher = (await buildUser(app)).user;
    for (let i = 0; i < 6; i++) await buildBook(app, { publisher, issues: 3, issue: { pages: 2 } });
    const query = `query($n: Int!) { books(first: $n) { nodes { id issues(first: 2) { totalCount nodes { id pages(first: 1) { totalCount nodes { id } } } } } } }`;
    const count = async (n: number) => {
      let issues = 0;
      const texts = await sqlStatementsDuring(async () => {
        const result = await app.gql<{
          books: { nodes: { issues: { nodes: { pages: { nodes: unknown[] } }[] } }[] };
        }>(query, { n });
        expect(result.errors).toBeUndefined();
        for (const book of result.data!.books.nodes) {
          issues += book.issues.nodes.length;
          for (const issue of book.issues.nodes) expect(issue.pages.nodes).toHaveLength(1);
        }
      });
      return { statements: texts.length, issues };
    };
    const one = await count(1);
    const six = await count(6);
    expect(one.issues).toBe(2);
    expect(six.issues).toBe(12);
    expect(six.statements).toBe(one.statements);
  });
});

test('nested connections multiply their cost', async () => {
  const schema = await buildAppSchema();
  const cost = (query: string) =>
    getComplexity({
      schema,
      query: parse(query),
      variables: {},
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  const deep = cost(
    '{ search(input: { type: BOOKS, limit: 100 }) { books { issues(first: 100) { nodes { pages(first: 100) { nodes { id } } } } } } }',
  );
  expect(deep).toBeGreaterThanOrEqual(100 * 100 * 100);
  expect(deep).toBeLessThan(3 * 100 * 100 * 100);
  expect(cost('{ books(first: 10) { nodes { id } } }')).toBe(1 + 10 * 2);
  // Out-of-range sizes are priced at the bound (the resolver refuses them by name).
  expect(cost('{ books(first: 100000) { nodes { id } } }')).toBe(1 + 100 * 2);
  const result = await app.gql(
    '{ search(input: { type: BOOKS, limit: 100 }) { books { issues(first: 100) { nodes { id } } } } }',
  );
  expect(result.errors?.[0].extensions?.code).toBe('MAX_COST_EXCEEDED');
});

test('search pages stop at 1000 results', async () => {
  const result = await app.gql(
    '{ search(input: { type: BOOKS, limit: 100, page: 11 }) { totalCount } }',
  );
  expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(result.errors?.[0].message).toMatch(/at most 1000 results/);
  const ok = await app.gql(
    '{ search(input: { type: BOOKS, limit: 100, page: 10 }) { totalCount } }',
  );
  expect(ok.errors).toBeUndefined();
});
