import { parse } from 'graphql';
import { type GraphQLResult, startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { API_LIMITS, MESSAGES } from '../../../config/limits';
import { encodeCursorValue } from '../../../shared/paging';
import { requestedCost } from '../../../graphql/cost';
import { buildAppSchema } from '../../../graphql/schema';
import { UserRole } from '../../users/user.entity';
import { dayFromToday, seedIssueDay, seedReadTotals } from './stats-helpers';

/**
 * The issues connection sorted by each order and walked page by page; the public read
 * counts batched; the price of the connection.
 */

let app: TestApp;
let creator: BuiltUser;
interface Seeded {
  id: number;
  releaseAt: number;
  views: number;
  uniqueReaders: number;
  completions: number;
  likes: number;
  comments: number;
}
let seeded: Seeded[];

const range = { from: dayFromToday(-3), to: dayFromToday(0) };
const PAGE = `query($range: StatsRangeInput!, $first: Int, $after: String, $order: IssueStatsOrder) {
  creatorStats(range: $range) { issues(first: $first, after: $after, orderBy: $order) {
    totalCount pageInfo { hasNextPage endCursor hasPreviousPage }
    edges { cursor node { issue { id } totals { views } } }
  } } }`;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  creator = await buildUser(app, { role: UserRole.CREATOR });
  seeded = [];
  const base = Date.UTC(2025, 0, 1);
  for (let b = 0; b < 3; b++) {
    // Release times repeat across books so RELEASED has ties too.
    const work = await buildBook(app, {
      publisher: creator.user,
      issues: [0, 1, 2, 3].map((n) => ({ releaseAt: new Date(base + n * 86_400_000) })),
    });
    for (const [n, issue] of work.issues.entries()) {
      const k = b * 4 + n;
      // Few distinct values, so every order has ties broken by id.
      const figures = {
        views: (k % 3) * 4,
        uniqueReaders: k % 2,
        completions: (k % 3) * (k % 2),
        likes: k % 4 === 0 ? 2 : 0,
        comments: k % 5,
      };
      seeded.push({ id: issue.id, releaseAt: base + n * 86_400_000, ...figures });
      if (figures.views || figures.comments || figures.likes)
        await seedIssueDay(
          app,
          { id: issue.id, bookId: work.book.id, creatorId: creator.user.id },
          dayFromToday(-1),
          {
            views: figures.views,
            unique_readers: figures.uniqueReaders,
            completions: figures.completions,
            likes: figures.likes,
            comments: figures.comments,
          },
        );
    }
  }
});
afterAll(async () => {
  await app.close();
});

const rate = (s: Seeded) => (s.views ? s.completions / s.views : 0);
const ORDERS: [string, (s: Seeded) => number, 'desc' | 'asc'][] = [
  ['VIEWS', (s) => s.views, 'desc'],
  ['UNIQUE_READERS', (s) => s.uniqueReaders, 'desc'],
  ['COMPLETION_RATE', rate, 'desc'],
  ['LIKES', (s) => s.likes, 'desc'],
  ['COMMENTS', (s) => s.comments, 'desc'],
  ['RELEASED', (s) => s.releaseAt, 'asc'],
];

type Page = {
  creatorStats: {
    issues: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string | null; hasPreviousPage: boolean };
      edges: { cursor: string; node: { issue: { id: number } } }[];
    };
  };
};

test.each(ORDERS)(
  '%s: pages of 5 walk every issue once, in order, ties by id',
  async (order, key, dir) => {
    const expected = [...seeded]
      .sort((a, b) => {
        const d = dir === 'desc' ? key(b) - key(a) : key(a) - key(b);
        return d !== 0 ? d : dir === 'desc' ? b.id - a.id : a.id - b.id;
      })
      .map((s) => s.id);
    const walked: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const res: GraphQLResult<Page> = await app.gql<Page>(
        PAGE,
        { range, first: 5, after, order },
        creator.token,
      );
      expect(res.errors).toBeUndefined();
      const { issues } = res.data!.creatorStats;
      expect(issues.totalCount).toBe(12);
      expect(issues.pageInfo.hasPreviousPage).toBe(after !== null);
      walked.push(...issues.edges.map((e) => e.node.issue.id));
      if (!issues.pageInfo.hasNextPage) break;
      after = issues.pageInfo.endCursor;
    }
    expect(walked).toEqual(expected);
  },
);

test('the default order is VIEWS; a page past the end is empty and still counts the issues', async () => {
  const all = await app.gql<Page>(PAGE, { range, first: 12 }, creator.token);
  const byViews = await app.gql<Page>(PAGE, { range, first: 12, order: 'VIEWS' }, creator.token);
  expect(all.data).toEqual(byViews.data);
  const end = all.data!.creatorStats.issues.edges.at(-1)!.cursor;
  const past = await app.gql<Page>(PAGE, { range, after: end }, creator.token);
  expect(past.data!.creatorStats.issues).toMatchObject({
    totalCount: 12,
    edges: [],
    pageInfo: { hasNextPage: false, endCursor: null },
  });
});

test('bad cursors and page sizes are BAD_USER_INPUT', async () => {
  const first = await app.gql<Page>(PAGE, { range, first: 1, order: 'VIEWS' }, creator.token);
  const viewsCursor = first.data!.creatorStats.issues.pageInfo.endCursor;
  const cases = [
    // A cursor of another order
    { after: viewsCursor, order: 'LIKES', message: MESSAGES.invalidCursor },
    // Forged keys that PostgreSQL could not read
    {
      after: encodeCursorValue([1, 'stats-issues-views', '1; drop', 1]),
      order: 'VIEWS',
      message: MESSAGES.invalidCursor,
    },
    {
      after: encodeCursorValue([1, 'stats-issues-completion_rate', 'NaN', 1]),
      order: 'COMPLETION_RATE',
      message: MESSAGES.invalidCursor,
    },
    { after: 'not a cursor', order: 'VIEWS', message: MESSAGES.invalidCursor },
    { first: 101, order: 'VIEWS', message: MESSAGES.invalidFirst(100) },
    { first: 0, order: 'VIEWS', message: MESSAGES.invalidFirst(100) },
  ];
  for (const c of cases) {
    const res = await app.gql(
      PAGE,
      { range, first: c.first ?? 5, after: c.after, order: c.order },
      creator.token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: c.message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
});

test('the connection is priced by first like the other connections; a year of days is one row', async () => {
  const schema = await buildAppSchema();
  const cost = (first: number) =>
    requestedCost(
      schema,
      parse(`query { creatorStats(range: { from: "2026-01-01", to: "2026-01-02" }) {
        issues(first: ${first}) { nodes { issue { id } totals { views likes } } } } }`),
      null,
      {},
    ).cost;
  // creatorStats 1 + the connection 1 + first x (nodes 1 + issue 1 + id 1 + totals 1 + 2 fields).
  expect(cost(10)).toBe(2 + 10 * 6);
  expect(cost(100)).toBe(2 + 100 * 6);
  // The dashboard (a year of days, the totals, top referrers, sources, 50 issues) fits the budget.
  const dashboard = requestedCost(
    schema,
    parse(`query { creatorStats(range: { from: "2025-01-01", to: "2025-12-31" }) {
      totals { views uniqueReaders completions completionRate likes ratings comments subscribersGained subscribersLost }
      daily { day views uniqueReaders completions likes ratings comments subscribersGained subscribersLost }
      referrers { domain views } sources { source views }
      issues(first: 50) { totalCount nodes { issue { id title } totals { views uniqueReaders completionRate likes comments } } } } }`),
    null,
    {},
  ).cost;
  // 50 issues x 9 + a year of days priced as one row (9 + 1), not 366 x 9.
  expect(dashboard).toBe(596);
  expect(dashboard).toBeLessThan(API_LIMITS.maxQueryCost / 2);
});

test('readCount: a page of 20 books with their issues costs what a page of 2 costs', async () => {
  const LIST = `query($first: Int!) { books(first: $first) { nodes { id readCount issues(first: 2) { nodes { id readCount } } } } }`;
  const works: BuiltBook[] = [];
  for (let i = 0; i < 20; i++) works.push(await buildBook(app, { issues: 2 }));
  for (const [i, w] of works.entries()) {
    await seedReadTotals(app, 'book', w.book.id, 1000 + i, 10);
    await seedReadTotals(app, 'issue', w.issues[0].id, 500 + i, 5);
  }
  const statementsFor = async (first: number) =>
    (
      await sqlStatementsDuring(async () => {
        const res = await app.gql<{
          books: {
            nodes: {
              id: number;
              readCount: number;
              issues: { nodes: { id: number; readCount: number }[] };
            }[];
          };
        }>(LIST, { first });
        expect(res.errors).toBeUndefined();
        for (const book of res.data!.books.nodes) {
          const i = works.findIndex((w) => w.book.id === book.id);
          expect(book.readCount).toBe(i >= 0 ? 1000 + i : 0);
          const counts = book.issues.nodes.map((n) => n.readCount);
          expect(counts).toEqual(i >= 0 ? [500 + i, 0] : counts.map(() => 0));
        }
      })
    ).length;
  const two = await statementsFor(2);
  const twenty = await statementsFor(20);
  expect(twenty).toBe(two);
  // The books, the issue slices, one statement for the books' counts and one for the issues'.
  expect(two).toBe(4);
});
