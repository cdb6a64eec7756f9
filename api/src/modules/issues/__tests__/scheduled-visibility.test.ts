import type { Test } from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import type { Book } from '../../books/book.entity';
import { CreditRoleEnum } from '../../credits/work-credit.entity';

/**
 * Scheduled releases (issues.policy.ts): a book with issues 1 and 2 released and issue 3
 * scheduled for tomorrow. Every read path shows issue 3 to its creator only (search and
 * feeds to nobody), and the book as having 2 issues to everyone else.
 */

let app: TestApp;
let owner: BuiltUser;
let other: BuiltUser;
/** Credited on the scheduled issue only. */
let collaborator: BuiltUser;
let book: Book;

const auth = (req: Test, token?: string) =>
  token ? req.set('authorization', `Bearer ${token}`) : req;

const VIEWERS = [
  { name: 'another user', token: () => other.token, owner: false },
  { name: 'an anonymous visitor', token: () => undefined, owner: false },
  { name: 'the creator', token: () => owner.token, owner: true },
] as const;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app, { username: 'sched_owner' });
  other = await buildUser(app);
  collaborator = await buildUser(app, { username: 'sched_collab' });
  ({ book } = await buildBook(app, {
    publisher: owner.user,
    title: 'Clockwork',
    issues: [
      { title: 'Wind Up' },
      { title: 'Tick Tock' },
      {
        title: 'Secret Midnight',
        releaseAt: new Date(Date.now() + 24 * 3_600_000),
        credits: [
          { user: owner.user, roles: [CreditRoleEnum.WRITER] },
          { user: collaborator.user, roles: [CreditRoleEnum.COLORIST] },
        ],
      },
    ],
  }));
});
afterAll(async () => {
  await app.close();
});

describe.each(VIEWERS)('$name', (v) => {
  const visible = v.owner ? [1, 2, 3] : [1, 2];

  test('GraphQL book details: issue list, count, credits, page count', async () => {
    const res = await app.gql<any>(
      `query($id: Int!) { book(id: $id) {
        issueCount
        issues { totalCount nodes { issueNumber isReleased releaseAt } }
        credits { role users { username } }
      } }`,
      { id: book.id },
      v.token(),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.book.issueCount).toBe(visible.length);
    expect(res.data.book.issues.totalCount).toBe(visible.length);
    expect(res.data.book.issues.nodes.map((n: any) => n.issueNumber)).toEqual(visible);
    expect(res.data.book.issues.nodes.map((n: any) => n.isReleased)).toEqual(
      visible.map((n) => n !== 3),
    );
    const credited = res.data.book.credits.flatMap((g: any) => g.users.map((u: any) => u.username));
    expect(credited.includes('sched_collab')).toBe(v.owner);
  });

  test('GraphQL lists through the loaders: userBooks issues and issueCount, userIssues', async () => {
    const res = await app.gql<any>(
      `query($u: Int!) {
        userBooks(userId: $u) { items { issueCount issues(first: 10) { totalCount nodes { issueNumber } } } }
        userIssues(userId: $u) { totalCount items { issueNumber } }
      }`,
      { u: owner.user.id },
      v.token(),
    );
    expect(res.errors).toBeUndefined();
    const [listed] = res.data.userBooks.items;
    expect(listed.issueCount).toBe(visible.length);
    expect(listed.issues.nodes.map((n: any) => n.issueNumber)).toEqual(visible);
    expect(res.data.userIssues.totalCount).toBe(visible.length);
    expect(res.data.userIssues.items.map((i: any) => i.issueNumber).sort()).toEqual(visible);
  });

  test('GraphQL issue lookup', async () => {
    const res = await app.gql<any>(
      'query($b: Int!, $n: Int!) { issue(bookId: $b, issueNumber: $n) { title isReleased } }',
      { b: book.id, n: 3 },
      v.token(),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.issue).toEqual(
      v.owner ? { title: 'Secret Midnight', isReleased: false } : null,
    );
  });

  test('v1 reader, issue list, issue and book credits, accredited works', async () => {
    const reader = await auth(app.http().get(`/api/v1/read/x/book/${book.id}/issue/3`), v.token());
    expect(reader.status).toBe(v.owner ? 200 : 404);
    const list = await auth(app.http().get(`/api/v1/read/x/book/${book.id}/issues`), v.token());
    expect(list.status).toBe(200);
    expect(list.body.issueTotal).toBe(visible.length);
    const credits = await auth(
      app.http().get(`/api/v1/read/x/book/${book.id}/issue/3/work-credits`),
      v.token(),
    );
    expect(credits.status).toBe(v.owner ? 200 : 404);
    const bookCredits = await auth(
      app.http().get(`/api/v1/read/x/book/${book.id}/work-credits`),
      v.token(),
    );
    expect(JSON.stringify(bookCredits.body).includes('sched_collab')).toBe(v.owner);
    const accredited = await auth(
      app.http().get('/api/v1/search/accredited-works').query({ userId: collaborator.user.id }),
      v.token(),
    );
    expect(accredited.status).toBe(200);
    expect(JSON.stringify(accredited.body).includes('Secret Midnight')).toBe(v.owner);
  });

  test('search (v1 and GraphQL) finds released issues only, the creator included', async () => {
    const v1 = await auth(
      app.http().get('/api/v1/search/issues').query({ username: 'sched_owner' }),
      v.token(),
    );
    expect(v1.status).toBe(200);
    expect(v1.body.totalResultCount).toBe(2);
    expect(JSON.stringify(v1.body).includes('Secret Midnight')).toBe(false);
    const books = await auth(
      app.http().get('/api/v1/search/books').query({ username: 'sched_owner' }),
      v.token(),
    );
    expect(books.body.books[0]).toMatchObject({ total_issues: 2, total_book_pages: 4 });
    const gql = await app.gql<any>(
      'query($i: SearchInput!) { search(input: $i) { totalCount issues { title } } }',
      { i: { q: 'midnight', username: 'sched_owner' } },
      v.token(),
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.search.totalCount).toBe(0);
  });

  test('Atom feeds of the book and of the creator', async () => {
    for (const path of [`/feeds/books/${book.id}.atom`, '/feeds/users/sched_owner.atom']) {
      const res = await auth(app.http().get(path), v.token());
      expect(res.status).toBe(200);
      expect(res.text).toContain('Tick Tock');
      expect(res.text).not.toContain('Secret Midnight');
    }
  });
});

test('once its time has come, the issue is everywhere without any job having run', async () => {
  const { book: due } = await buildBook(app, {
    publisher: owner.user,
    issues: [{}, { title: 'Just Now', releaseAt: new Date(Date.now() - 1000) }],
  });
  const res = await app.gql<any>(
    'query($id: Int!) { book(id: $id) { issueCount issues { nodes { title isReleased } } } }',
    { id: due.id },
  );
  expect(res.data.book.issueCount).toBe(2);
  expect(res.data.book.issues.nodes[1]).toEqual({ title: 'Just Now', isReleased: true });
  expect((await app.http().get(`/api/v1/read/x/book/${due.id}/issue/2`)).status).toBe(200);
});
