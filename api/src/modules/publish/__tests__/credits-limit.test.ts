import type { Test } from 'supertest';
import { LIMITS, MESSAGES, ROLES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { WorkCredit } from '../../credits/work-credit.entity';
import { IssuePage } from '../../issues/issue-page.entity';

// An issue carries at most LIMITS.maxCreditsPerIssue credits (one per user and role): the
// same 400 and message through GraphQL and v1, and exactly the limit is accepted.

let app: TestApp;
let owner: BuiltUser;
let users: BuiltUser[];
beforeAll(async () => {
  app = await startTestApp({ worker: false });
  owner = await buildUser(app);
  users = [];
  const needed = Math.ceil((LIMITS.maxCreditsPerIssue + 1) / ROLES.length);
  for (let i = 0; i < needed; i += 1) users.push(await buildUser(app));
});
afterAll(() => app.close());

/** `count` distinct (user, role) credits, user by user through every role. */
const credits = (count: number) => {
  const list: { userId: number; roles: string[] }[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = users[Math.floor(i / ROLES.length)].user.id;
    const role = ROLES[i % ROLES.length];
    const last = list.at(-1);
    if (last?.userId === userId) last.roles.push(role);
    else list.push({ userId, roles: [role] });
  }
  return list;
};

const UPDATE_ISSUE = `mutation ($bookId: Int!, $input: IssueDetailsInput!, $pageOrder: [PageSlotInput!]!) {
  updateIssue(bookId: $bookId, issueNumber: 1, input: $input, pageOrder: $pageOrder) { id }
}`;

const auth = (req: Test) => req.set('authorization', `Bearer ${owner.token}`);

test('GraphQL: one credit over the limit is refused with the limit message; exactly the limit is stored', async () => {
  const { book, issues } = await buildBook(app, { publisher: owner.user, issue: { pages: 1 } });
  const pages = await app.em().find(IssuePage, { issue: issues[0].id });
  const variables = (count: number) => ({
    bookId: book.id,
    pageOrder: pages.map((p) => ({ existingPageId: p.id })),
    input: {
      title: 'Credited',
      description: 'Many hands.',
      credits: credits(count).map((c) => ({
        ...c,
        roles: c.roles.map((r) => r.toUpperCase().replace(' ', '_')),
      })),
    },
  });
  const refused = await app.gql(
    UPDATE_ISSUE,
    variables(LIMITS.maxCreditsPerIssue + 1),
    owner.token,
  );
  expect(refused.errors?.[0]).toMatchObject({
    message: MESSAGES.tooManyCredits,
    extensions: { code: 'BAD_USER_INPUT' },
  });

  const accepted = await app.gql(UPDATE_ISSUE, variables(LIMITS.maxCreditsPerIssue), owner.token);
  expect(accepted.errors).toBeUndefined();
  expect(await app.em().count(WorkCredit, { issue: issues[0].id })).toBe(LIMITS.maxCreditsPerIssue);
});

test('v1: the same 400 and message on the issue details route', async () => {
  const { book } = await buildBook(app, { publisher: owner.user, issue: { pages: 1 } });
  const base = `/api/v1/publish/x/book/${book.id}/issue/1`;
  const v1Credits = (count: number) =>
    JSON.stringify(
      credits(count).map((c) => ({
        user: c.userId,
        username: users.find((u) => u.user.id === c.userId)!.user.username,
        credits: c.roles,
      })),
    );
  const refused = await auth(app.http().patch(base))
    .field('title', 'Credited')
    .field('issueDescription', 'Many hands.')
    .field('workCredits', v1Credits(LIMITS.maxCreditsPerIssue + 1));
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({ status: 'fail', message: MESSAGES.tooManyCredits });
});

test('the limit is generous for real comics: a handful of people for every role', () => {
  expect(LIMITS.maxCreditsPerIssue).toBeGreaterThanOrEqual(ROLES.length * 8);
  expect(MESSAGES.tooManyCredits).toContain(String(LIMITS.maxCreditsPerIssue));
});
