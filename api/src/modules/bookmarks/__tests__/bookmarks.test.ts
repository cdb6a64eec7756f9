import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltUser } from '../../../../test/factories';
import { MESSAGES } from '../../../config/limits';
import type { Book } from '../../books/book.entity';
import { Bookmark } from '../bookmark.entity';

let app: TestApp;
let owner: BuiltUser;
let reader: BuiltUser;
let book: Book;
let second: Book;
let removedBook: Book;

beforeAll(async () => {
  app = await startTestApp();
  owner = await buildUser(app);
  reader = await buildUser(app);
  ({ book } = await buildBook(app, { publisher: owner.user, title: 'First' }));
  ({ book: second } = await buildBook(app, { publisher: owner.user, title: 'Second' }));
  ({ book: removedBook } = await buildBook(app, { publisher: owner.user, removed: true }));
});
afterAll(async () => {
  await app.close();
});

const rows = (userId: number, bookId: number) =>
  app.em().count(Bookmark, { user: userId, book: bookId });
const ADD = 'mutation($b: Int!) { addBookmark(bookId: $b) { id viewerHasBookmarked } }';
const REMOVE = 'mutation($b: Int!) { removeBookmark(bookId: $b) { id viewerHasBookmarked } }';

describe('GraphQL', () => {
  test('addBookmark is idempotent and shows in viewerHasBookmarked; removeBookmark undoes it', async () => {
    const first = await app.gql<{ addBookmark: { id: number; viewerHasBookmarked: boolean } }>(
      ADD,
      { b: book.id },
      reader.token,
    );
    expect(first.data?.addBookmark).toEqual({ id: book.id, viewerHasBookmarked: true });
    const again = await app.gql<{ addBookmark: { viewerHasBookmarked: boolean } }>(
      ADD,
      { b: book.id },
      reader.token,
    );
    expect(again.errors).toBeUndefined();
    expect(await rows(reader.user.id, book.id)).toBe(1);
    const removed = await app.gql<{ removeBookmark: { viewerHasBookmarked: boolean } }>(
      REMOVE,
      { b: book.id },
      reader.token,
    );
    expect(removed.data?.removeBookmark.viewerHasBookmarked).toBe(false);
    const removedAgain = await app.gql(REMOVE, { b: book.id }, reader.token);
    expect(removedAgain.errors).toBeUndefined();
    expect(await rows(reader.user.id, book.id)).toBe(0);
  });

  test('signed out -> UNAUTHENTICATED; unknown or removed book -> NOT_FOUND', async () => {
    const anonymous = await app.gql(ADD, { b: book.id });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: MESSAGES.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const expired = await app.gql(ADD, { b: book.id }, 'not-a-jwt');
    expect(expired.errors?.[0]).toMatchObject({
      message: MESSAGES.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const b of [removedBook.id, 987654]) {
      for (const mutation of [ADD, REMOVE]) {
        const result = await app.gql(mutation, { b }, reader.token);
        expect(result.errors?.[0]).toMatchObject({
          message: MESSAGES.bookNotFound,
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
  });

  test('two simultaneous addBookmark calls leave exactly one row', async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => app.gql(ADD, { b: second.id }, user.token)),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await rows(user.user.id, second.id)).toBe(1);
  });

  test('bookmarks(userId) is public, newest bookmark first, visible books only, paginated', async () => {
    const user = await buildUser(app);
    await app.gql(ADD, { b: book.id }, user.token);
    await app.gql(ADD, { b: second.id }, user.token);
    // A bookmark made before the book was removed stays hidden.
    const em = app.em();
    em.create(Bookmark, { user: user.user.id, book: removedBook.id });
    await em.flush();
    const list = await app.gql<{ bookmarks: { items: { title: string }[]; totalCount: number } }>(
      'query($u: Int!) { bookmarks(userId: $u) { items { title } totalCount } }',
      { u: user.user.id },
    );
    expect(list.data?.bookmarks).toEqual({
      items: [{ title: 'Second' }, { title: 'First' }],
      totalCount: 2,
    });
    const page2 = await app.gql<{ bookmarks: { items: { title: string }[] } }>(
      'query($u: Int!) { bookmarks(userId: $u, page: 2, limit: 1) { items { title } } }',
      { u: user.user.id },
    );
    expect(page2.data?.bookmarks.items).toEqual([{ title: 'First' }]);
  });
});

describe('v1 /bookmark', () => {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  test('B1 creates (201), a repeat answers 200 with the same bookmark; B2 finds it; B3 deletes (204); B2 then 404', async () => {
    const user = await buildUser(app);
    const created = await app
      .http()
      .post(`/api/v1/bookmark/book/${book.id}/create`)
      .set(auth(user.token))
      .send({});
    expect(created.status).toBe(201);
    expect(created.body.bookmark).toMatchObject({ book_id: book.id, subscribed_id: user.user.id });
    expect(typeof created.body.bookmark.id).toBe('number');
    const repeat = await app
      .http()
      .post(`/api/v1/bookmark/book/${book.id}/create`)
      .set(auth(user.token))
      .send({});
    expect(repeat.status).toBe(200);
    expect(repeat.body.bookmark.id).toBe(created.body.bookmark.id);

    const found = await app.http().get(`/api/v1/bookmark/book/${book.id}`).set(auth(user.token));
    expect(found.status).toBe(200);
    expect(found.body.bookmark).toEqual({ book_id: book.id, subscribed_id: user.user.id });

    const deleted = await app
      .http()
      .delete(`/api/v1/bookmark/book/${book.id}/delete`)
      .set(auth(user.token));
    expect(deleted.status).toBe(204);
    const again = await app
      .http()
      .delete(`/api/v1/bookmark/book/${book.id}/delete`)
      .set(auth(user.token));
    expect(again.status).toBe(204);

    const missing = await app.http().get(`/api/v1/bookmark/book/${book.id}`).set(auth(user.token));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 'fail', message: MESSAGES.bookmarkNotFound });
  });

  test('B1-B3 need a login (401); unknown or removed book -> 404; bad id -> 400', async () => {
    for (const [method, path] of [
      ['post', `/api/v1/bookmark/book/${book.id}/create`],
      ['get', `/api/v1/bookmark/book/${book.id}`],
      ['delete', `/api/v1/bookmark/book/${book.id}/delete`],
    ] as const) {
      const res = await app.http()[method](path).set('authorization', 'Bearer null');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'fail', message: MESSAGES.notLoggedIn });
    }
    for (const id of [removedBook.id, 55555]) {
      expect(
        (
          await app
            .http()
            .post(`/api/v1/bookmark/book/${id}/create`)
            .set(auth(reader.token))
            .send({})
        ).status,
      ).toBe(404);
      expect(
        (await app.http().get(`/api/v1/bookmark/book/${id}`).set(auth(reader.token))).status,
      ).toBe(404);
      expect(
        (await app.http().delete(`/api/v1/bookmark/book/${id}/delete`).set(auth(reader.token)))
          .status,
      ).toBe(404);
    }
    const bad = await app
      .http()
      .post('/api/v1/bookmark/book/abc/create')
      .set(auth(reader.token))
      .send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.invalidBookId);
  });

  test('two simultaneous B1 requests leave one row; both succeed', async () => {
    const user = await buildUser(app);
    const [a, b] = await Promise.all([
      app.http().post(`/api/v1/bookmark/book/${book.id}/create`).set(auth(user.token)).send({}),
      app.http().post(`/api/v1/bookmark/book/${book.id}/create`).set(auth(user.token)).send({}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await rows(user.user.id, book.id)).toBe(1);
  });

  test('B4 is public (no token), newest first, visible books with the book date; unknown user -> []', async () => {
    const user = await buildUser(app);
    await app.http().post(`/api/v1/bookmark/book/${book.id}/create`).set(auth(user.token)).send({});
    await app
      .http()
      .post(`/api/v1/bookmark/book/${second.id}/create`)
      .set(auth(user.token))
      .send({});
    const res = await app.http().get(`/api/v1/bookmark/get-all/subscriber/${user.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.bookmark.map((b: { book_title: string }) => b.book_title)).toEqual([
      'Second',
      'First',
    ]);
    expect(res.body.bookmark[0]).toEqual({
      book_id: second.id,
      book_title: 'Second',
      url_slug: 'a-book',
      cover_photo: expect.stringMatching(/^\/media\//),
      date_created: second.dateCreated.toISOString(),
    });
    const unknown = await app.http().get('/api/v1/bookmark/get-all/subscriber/777777');
    expect(unknown.status).toBe(200);
    expect(unknown.body.bookmark).toEqual([]);
  });

  test("a deactivated user's bookmarks are hidden", async () => {
    const user = await buildUser(app);
    await app.http().post(`/api/v1/bookmark/book/${book.id}/create`).set(auth(user.token)).send({});
    await app.http().delete('/api/v1/users/delete-me').set(auth(user.token));
    const res = await app.http().get(`/api/v1/bookmark/get-all/subscriber/${user.user.id}`);
    expect(res.body.bookmark).toEqual([]);
  });
});
