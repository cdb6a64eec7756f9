import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook } from '../../../../test/factories';
import { FakeMeilisearch } from '../../../../test/fake-meilisearch';
import { User } from '../../users/user.entity';

/**
 * An engine with its own index (Meilisearch) can lag behind the database: a book removed or
 * a publisher deactivated a moment ago may still be a hit. The hits are re-checked against
 * the visibility rules when they are loaded, so such a hit is dropped, never shown.
 */

let app: TestApp;
let fake: FakeMeilisearch;
let visible: BuiltBook;
let removed: BuiltBook;
let ofGone: BuiltBook;
let goneUser: User;

beforeAll(async () => {
  fake = new FakeMeilisearch();
  await fake.start();
  app = await startTestApp({ meiliHost: fake.url, meiliApiKey: 'master-key' });
  const creator = (await buildUser(app, { username: 'stale_creator' })).user;
  visible = await buildBook(app, { publisher: creator, title: 'Lantern visible' });
  removed = await buildBook(app, { publisher: creator, title: 'Lantern removed', removed: true });
  goneUser = (await buildUser(app, { username: 'stale_gone', active: false })).user;
  ofGone = await buildBook(app, { publisher: goneUser, title: 'Lantern of the gone' });
  // The index still holds what was visible before the removal and the deactivation.
  const books = fake.indexes.get('books') ?? new Map();
  const issues = fake.indexes.get('issues') ?? new Map();
  const users = fake.indexes.get('users') ?? new Map();
  fake.indexes.set('books', books);
  fake.indexes.set('issues', issues);
  fake.indexes.set('users', users);
  books.clear();
  issues.clear();
  users.clear();
  for (const built of [visible, removed, ofGone]) {
    books.set(built.book.id, { id: built.book.id });
    issues.set(built.issues[0].id, { id: built.issues[0].id });
  }
  users.set(creator.id, { id: creator.id, active: true });
  users.set(goneUser.id, { id: goneUser.id, active: true });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

test('v1 search: hits of a removed book and of a deactivated publisher are dropped', async () => {
  const books = await app.http().get('/api/v1/search/books').query({ q: 'lantern' });
  expect(books.status).toBe(200);
  expect(books.body.books.map((b: { book_id: number }) => b.book_id)).toEqual([visible.book.id]);
  expect(books.body.currentResultCount).toBe(1);
  const issues = await app.http().get('/api/v1/search/issues').query({ q: 'lantern' });
  expect(issues.body.issues.map((i: { issue_id: number }) => i.issue_id)).toEqual([
    visible.issues[0].id,
  ]);
  const users = await app.http().get('/api/v1/search/users').query({ q: 'stale' });
  expect(users.body.users.map((u: { id: number }) => u.id)).not.toContain(goneUser.id);
});

test('GraphQL search: the same hits are dropped; the page never exceeds its limit', async () => {
  const query = `query ($input: SearchInput!) {
    search(input: $input) { totalCount limit books { id } issues { id } users { id } }
  }`;
  type Result = {
    search: {
      totalCount: number;
      limit: number;
      books: { id: number }[];
      issues: { id: number }[];
      users: { id: number }[];
    };
  };
  const books = await app.gql<Result>(query, { input: { type: 'BOOKS', q: 'lantern', limit: 2 } });
  expect(books.errors).toBeUndefined();
  // The engine's first page of two holds the two newest ids: the deactivated publisher's and
  // the removed book; both are dropped.
  expect(books.data?.search.books.map((b) => b.id)).toEqual([]);
  const all = await app.gql<Result>(query, { input: { type: 'BOOKS', q: 'lantern' } });
  expect(all.data?.search.books.map((b) => b.id)).toEqual([visible.book.id]);
  expect(all.data?.search.totalCount).toBe(1);
  const issues = await app.gql<Result>(query, { input: { type: 'ISSUES', q: 'lantern' } });
  expect(issues.data?.search.issues.map((i) => i.id)).toEqual([visible.issues[0].id]);
  const users = await app.gql<Result>(query, { input: { type: 'USERS', q: 'stale' } });
  expect(users.data?.search.users.map((u) => u.id)).not.toContain(goneUser.id);
});
