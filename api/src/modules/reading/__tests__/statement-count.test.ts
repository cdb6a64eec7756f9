import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { sqlStatementsDuring } from '../../../../test/support/sql-statements';
import { CreditRoleEnum } from '../../credits/work-credit.entity';

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

// Six issues: each one's credit lists are priced by the credits cap, and six fit the query cost limit.
const DETAILS = `query($id: Int!) { book(id: $id) {
  id title urlSlug description status contentRating genres issueCount totalPages viewerHasBookmarked viewerCanEdit
  cover { url srcset width height }
  publisher { id username photoUrl subscriberCount viewerIsSubscribed }
  credits { role users { id username } }
  issues(first: 6) { totalCount nodes {
    id issueNumber title dateCreated pageCount viewerCanEdit
    cover { url srcset }
    credits { user { username } roles }
    creditsByRole { role users { username } }
  } }
} }`;

/** Runs the details query and counts the SQL statements sent to PostgreSQL while it runs. */
async function statementsFor(bookId: number): Promise<{ count: number; issues: number }> {
  let issues = 0;
  const texts = await sqlStatementsDuring(async () => {
    const result = await app.gql<{ book: { issues: { nodes: unknown[] }; totalPages: number } }>(
      DETAILS,
      { id: bookId },
      viewer.token,
    );
    expect(result.errors).toBeUndefined();
    issues = result.data!.book.issues.nodes.length;
  });
  return { count: texts.length, issues };
}

test('the book details query runs the same number of statements for 2 issues and for 6 issues with many credits', async () => {
  const publisher = await buildUser(app);
  const small = await buildBook(app, {
    publisher: publisher.user,
    issues: 2,
    issue: { pages: 2, credits: [{ user: publisher.user, roles: [CreditRoleEnum.WRITER] }] },
  });
  const team = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildUser(app)));
  const big = await buildBook(app, {
    publisher: publisher.user,
    genres: ['action', 'drama', 'horror'],
    issues: 6,
    issue: {
      pages: 5,
      credits: [
        { user: publisher.user, roles: [CreditRoleEnum.WRITER, CreditRoleEnum.EDITOR] },
        ...team.map((m, i) => ({
          user: m.user,
          roles: [
            ...new Set([
              Object.values(CreditRoleEnum)[i],
              Object.values(CreditRoleEnum)[(i + 3) % 8],
              CreditRoleEnum.COLORIST,
            ]),
          ],
        })),
      ],
    },
  });

  const a = await statementsFor(small.book.id);
  const b = await statementsFor(big.book.id);
  expect(a.issues).toBe(2);
  expect(b.issues).toBe(6);
  expect(b.count).toBe(a.count);
  // One statement per loader, not per item: the viewer, the book with its publisher, genres,
  // issues and book credits (one statement, primed into the loaders), then pages, issue
  // credits, total pages, bookmark, subscriber count and subscription (12 before the book
  // brought its relations along).
  expect(a.count).toBe(8);
});
