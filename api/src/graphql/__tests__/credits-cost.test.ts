import { parse } from 'graphql';
import { LIMITS } from '../../config/limits';
import { startTestApp, type TestApp } from '../../../test/harness';
import { buildBook, buildUser, type CreditSpec } from '../../../test/factories';
import { CreditRoleEnum } from '../../modules/credits/work-credit.entity';
import type { User } from '../../modules/users/user.entity';
import { buildAppSchema } from '../schema';
import { requestedCost } from '../cost';

// The credit lists are priced by what bounds them: an issue's credits by the credits an
// issue may carry, a book's by the same number (it lists at most that many user-role pairs,
// however many issues credit however many people).

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app.close());

const ROLES = Object.values(CreditRoleEnum);
const cap = LIMITS.maxCreditsPerIssue;

/** `count` credits, one user through every role, then the next. */
const creditSpecs = (people: User[], count: number): CreditSpec[] => {
  const specs: CreditSpec[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = people[Math.floor(i / ROLES.length)];
    const last = specs.at(-1);
    if (last?.user === user) last.roles.push(ROLES[i % ROLES.length]);
    else specs.push({ user, roles: [ROLES[i % ROLES.length]] });
  }
  return specs;
};

test('Issue.credits, Issue.creditsByRole and Book.credits are priced by the credits cap', async () => {
  const schema = await buildAppSchema();
  const cost = (query: string) => requestedCost(schema, parse(query), undefined, {}).cost;
  // Each entry asks for 3 points (user + id + roles): the list costs 1 + cap x 3.
  expect(cost('{ issue(bookId: 1, issueNumber: 1) { credits { user { id } roles } } }')).toBe(
    1 + 1 + cap * 3,
  );
  // Groups: each of the 8 pays its role and its users list; the users' fields are paid cap
  // times in all (the groups share the cap).
  const groups = 1 + ROLES.length * 2 + cap * 2;
  expect(
    cost('{ issue(bookId: 1, issueNumber: 1) { creditsByRole { role users { id username } } } }'),
  ).toBe(1 + groups);
  expect(cost('{ book(id: 1) { credits { role users { id username } } } }')).toBe(1 + groups);
  // Two users lists are paid twice; a fragment or a directive is priced as cap whole groups.
  expect(cost('{ book(id: 1) { credits { role a: users { id } b: users { id } } } }')).toBe(
    1 + 1 + ROLES.length * 3 + cap * 2,
  );
  expect(
    cost(
      '{ book(id: 1) { credits { ...G } } } fragment G on CreditRoleGroup { role users { id } }',
    ),
  ).toBe(1 + 1 + cap * 3);
  expect(cost('{ book(id: 1) { credits { role users @include(if: true) { id } } } }')).toBe(
    1 + 1 + cap * 3,
  );
});

test('Book.credits lists at most the cap of user-role pairs, in role order, whatever its issues credit', async () => {
  const people: User[] = [];
  const perIssue = Math.ceil(cap / ROLES.length);
  for (let i = 0; i < perIssue * 2; i += 1) people.push((await buildUser(app)).user);
  // Two issues, each with the most credits an issue may carry, crediting different people.
  const { book } = await buildBook(app, {
    issues: [
      { credits: creditSpecs(people.slice(0, perIssue), cap) },
      { credits: creditSpecs(people.slice(perIssue), cap) },
    ],
  });
  const result = await app.gql<{ book: { credits: { role: string; users: { id: number }[] }[] } }>(
    `{ book(id: ${book.id}) { credits { role users { id } } } }`,
  );
  expect(result.errors).toBeUndefined();
  const groups = result.data!.book.credits;
  const pairs = groups.reduce((sum, group) => sum + group.users.length, 0);
  expect(pairs).toBe(cap);
  // Every role still shows (the first of its people), none is dropped for another's.
  expect(groups.map((g) => g.role)).toHaveLength(ROLES.length);

  // The refund keeps what the users' fields cost: each returned user is paid for.
  const charged = await app
    .http()
    .post('/graphql')
    .send({ query: `{ book(id: ${book.id}) { credits { role users { id username } } } }` });
  expect(charged.body.extensions.cost.actual).toBeGreaterThanOrEqual(cap * 2);

  const issue = await app.gql<{
    issue: { credits: unknown[]; creditsByRole: { users: unknown[] }[] };
  }>(
    `{ issue(bookId: ${book.id}, issueNumber: 1) { credits { user { id } roles } creditsByRole { role users { id } } } }`,
  );
  expect(issue.errors).toBeUndefined();
  expect(issue.data!.issue.creditsByRole.reduce((n, g) => n + g.users.length, 0)).toBe(cap);
});
