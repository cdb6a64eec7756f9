import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { LIKE, RATE, UNLIKE } from './helpers';

let app: TestApp;
let viewer: BuiltUser;

beforeAll(async () => {
  // No job workers: their polling would add statements of their own.
  app = await startTestApp({ worker: false });
  viewer = await buildUser(app);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const LIST = `query($first: Int!) { books(first: $first) { nodes {
  id ratingCount ratingAverage viewerRating likeCount viewerCanRate
  issues(first: 2) { nodes { id likeCount viewerHasLiked viewerCanLike } }
} } }`;

async function statementsFor(first: number): Promise<number> {
  const texts = await sqlStatementsDuring(async () => {
    const res = await app.gql<{ books: { nodes: unknown[] } }>(LIST, { first }, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.books.nodes).toHaveLength(first);
  });
  return texts.length;
}

test('a list of 20 books with their counts and the viewer state costs what a list of 2 costs', async () => {
  const others = await Promise.all([1, 2, 3].map(() => buildUser(app)));
  for (let i = 0; i < 20; i++) {
    const work = await buildBook(app, { issues: 2 });
    for (const [n, fan] of [viewer, ...others].entries()) {
      if ((i + n) % 2 === 0) await app.gql(LIKE, { id: work.issues[n % 2].id }, fan.token);
      if ((i + n) % 3 === 0)
        await app.gql(RATE, { id: work.book.id, rating: (n % 5) + 1 }, fan.token);
    }
  }
  const two = await statementsFor(2);
  const twenty = await statementsFor(20);
  expect(twenty).toBe(two);
  // The viewer, the books, the issue slices, and one statement per reaction loader (rating
  // totals, the viewer's ratings, book likes, issue likes, the viewer's likes).
  expect(two).toBe(8);
});

test('a like and an unlike count both their limits in one statement', async () => {
  const { issues } = await buildBook(app, { issues: 1 });
  const during = (query: string) =>
    sqlStatementsDuring(async () => {
      const res = await app.gql(query, { id: issues[0].id }, viewer.token);
      expect(res.errors).toBeUndefined();
    });
  const limits = (texts: string[]) => texts.filter((t) => /rate_limits/i.test(t));
  const liked = await during(LIKE);
  // The session, the issue with the creator's block, the two limits, BEGIN, the insert, COMMIT
  // and the count the answer shows (the issue.liked job is pg-boss's, not counted here).
  expect(limits(liked)).toHaveLength(1);
  expect(liked).toHaveLength(7);
  const unliked = await during(UNLIKE);
  // The session, the issue, the limits, the delete and the count.
  expect(limits(unliked)).toHaveLength(1);
  expect(unliked).toHaveLength(5);
});
