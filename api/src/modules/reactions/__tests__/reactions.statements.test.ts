import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { LIKE, RATE } from './helpers';

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
