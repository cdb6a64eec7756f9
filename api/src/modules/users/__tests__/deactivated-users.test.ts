import crypto from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { CreditRoleEnum } from '../../credits/work-credit.entity';
import type { Book } from '../../books/book.entity';
import { DEFAULT_PHOTO_URL } from '../users.presenter';

/**
 * Deactivated accounts: findable and creditable in the credit picker (signed-in viewers,
 * id and username only), and nowhere else: not in anonymous searches, not in public credits.
 */

let app: TestApp;
let tag: string;
let owner: BuiltUser;
let gone: BuiltUser;
let book: Book;

beforeAll(async () => {
  app = await startTestApp();
  tag = crypto.randomBytes(3).toString('hex');
  owner = await buildUser(app, { username: `owner_${tag}` });
  gone = await buildUser(app, {
    username: `ghost_${tag}`,
    firstName: 'Secret',
    lastName: 'Person',
    bio: 'a private bio',
  });
  ({ book } = await buildBook(app, {
    publisher: owner.user,
    issue: {
      credits: [
        { user: owner.user, roles: [CreditRoleEnum.WRITER] },
        { user: gone.user, roles: [CreditRoleEnum.INKER] },
      ],
    },
  }));
  // Deactivated after being credited, as happens when an account holder leaves.
  await app.gql(`mutation { deactivateAccount }`, {}, gone.token);
});
afterAll(async () => {
  await app.close();
});

const SEARCH = `query ($input: SearchInput!) {
  search(input: $input) { totalCount users { id username firstName lastName bio photoUrl } }
}`;
type SearchUsers = {
  search: {
    totalCount: number;
    users: { id: number; username: string; firstName: string; bio: string; photoUrl: string }[];
  };
};

describe('user search with the deactivated flag', () => {
  test('GraphQL: an anonymous includeDeactivated search does not find a deactivated account', async () => {
    const res = await app.gql<SearchUsers>(SEARCH, {
      input: { type: 'USERS', q: `ghost_${tag}`, includeDeactivated: true },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.search).toEqual({ totalCount: 0, users: [] });
  });

  test('GraphQL: a signed-in includeDeactivated search finds it with id and username only', async () => {
    const viewer = await buildUser(app);
    const res = await app.gql<SearchUsers>(
      SEARCH,
      { input: { type: 'USERS', q: `ghost_${tag}`, includeDeactivated: true } },
      viewer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.search.users).toEqual([
      {
        id: gone.user.id,
        username: gone.user.username,
        firstName: '',
        lastName: '',
        bio: '',
        photoUrl: DEFAULT_PHOTO_URL,
      },
    ]);
  });

  test('v1: an anonymous allowDeactivatedUserResults search does not find a deactivated account', async () => {
    const res = await app
      .http()
      .get('/api/v1/search/users')
      .query({ q: `ghost_${tag}`, sort: 'desc', allowDeactivatedUserResults: 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalResultCount: 0, users: [] });
  });

  test('v1: the signed-in credit picker finds it with id and username only', async () => {
    const viewer = await buildUser(app);
    const res = await app
      .http()
      .get('/api/v1/search/users')
      .set('authorization', `Bearer ${viewer.token}`)
      .query({ q: `ghost_${tag}`, sort: 'desc', allowDeactivatedUserResults: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      {
        id: gone.user.id,
        username: gone.user.username,
        user_photo: DEFAULT_PHOTO_URL,
        date_created: null,
        total_subscribers: 0,
      },
    ]);
  });
});

test('creditableUsers serves a deactivated account with id and username only', async () => {
  const viewer = await buildUser(app);
  const res = await app.gql<{ creditableUsers: Record<string, unknown>[] }>(
    `query ($q: String!) { creditableUsers(query: $q) { id username firstName lastName bio photoUrl backgroundPhotoUrl } }`,
    { q: `ghost_${tag}` },
    viewer.token,
  );
  expect(res.errors).toBeUndefined();
  expect(res.data?.creditableUsers).toEqual([
    {
      id: gone.user.id,
      username: gone.user.username,
      firstName: '',
      lastName: '',
      bio: '',
      photoUrl: DEFAULT_PHOTO_URL,
      backgroundPhotoUrl: expect.any(String),
    },
  ]);
});

describe('credits', () => {
  const ISSUE = `query ($bookId: Int!) {
    issue(bookId: $bookId, issueNumber: 1) {
      credits { user { id username firstName } roles }
      creditsByRole { role users { id } }
    }
  }`;
  type IssueCredits = {
    issue: {
      credits: { user: { id: number; username: string; firstName: string }; roles: string[] }[];
      creditsByRole: { role: string; users: { id: number }[] }[];
    };
  };

  test('public Issue.credits and creditsByRole leave a deactivated account out', async () => {
    const reader = await buildUser(app);
    for (const token of [undefined, reader.token]) {
      const res = await app.gql<IssueCredits>(ISSUE, { bookId: book.id }, token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.issue.credits).toEqual([
        {
          user: { id: owner.user.id, username: owner.user.username, firstName: 'Test' },
          roles: ['WRITER'],
        },
      ]);
      expect(res.data?.issue.creditsByRole).toEqual([
        { role: 'WRITER', users: [{ id: owner.user.id }] },
      ]);
    }
  });

  test("the owner's edit form keeps the deactivated credit, with id and username only", async () => {
    const res = await app.gql<{ editableIssue: IssueCredits['issue'] }>(
      `query ($bookId: Int!) { editableIssue(bookId: $bookId, issueNumber: 1) { credits { user { id username firstName } roles } } }`,
      { bookId: book.id },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.editableIssue.credits).toEqual(
      expect.arrayContaining([
        {
          user: { id: gone.user.id, username: gone.user.username, firstName: '' },
          roles: ['INKER'],
        },
      ]),
    );
  });

  test("the new-issue form's prefill keeps the deactivated credit, with id and username only", async () => {
    const res = await app.gql<{
      previousIssueCredits: { user: { id: number; firstName: string; bio: string } }[];
    }>(
      `query ($bookId: Int!) { previousIssueCredits(bookId: $bookId) { user { id firstName bio } } }`,
      { bookId: book.id },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.previousIssueCredits).toEqual(
      expect.arrayContaining([{ user: { id: gone.user.id, firstName: '', bio: '' } }]),
    );
  });

  test('public Book.credits and the v1 credits leave a deactivated account out', async () => {
    const res = await app.gql<{ book: { credits: { role: string; users: { id: number }[] }[] } }>(
      `query ($id: Int!) { book(id: $id) { credits { role users { id } } } }`,
      { id: book.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.book.credits).toEqual([{ role: 'WRITER', users: [{ id: owner.user.id }] }]);
    const v1 = await app.http().get(`/api/v1/read/a-book/book/${book.id}/issue/1/work-credits`);
    expect(v1.status).toBe(200);
    expect(JSON.stringify(v1.body)).not.toContain(gone.user.username);
  });
});
