import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { Bookmark } from '../../bookmarks/bookmark.entity';
import { Subscription } from '../../subscriptions/subscription.entity';
import { User } from '../../users/user.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(async () => {
  await app.close();
});

const NEW_ISSUES = `query($first: Int) { newIssues(first: $first) { id title issueNumber cover { url } book { id title urlSlug } } }`;
const POPULAR = `query($first: Int) { popularBooks(first: $first) { id title } }`;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

test('newIssues: the latest visible issues, newest first, bounded', async () => {
  const { book } = await buildBook(app, {
    title: 'Old Book',
    issues: [{ dateCreated: day(1) }, { dateCreated: day(3) }],
  });
  await buildBook(app, { title: 'New Book', issues: [{ dateCreated: day(2) }] });
  await buildBook(app, { title: 'Removed', removed: true, issues: [{ dateCreated: day(9) }] });
  const gone = await buildUser(app);
  await buildBook(app, { publisher: gone.user, issues: [{ dateCreated: day(8) }] });
  await app.em().nativeUpdate(User, { id: gone.user.id }, { active: false });

  const res = await app.gql<{
    newIssues: {
      title: string;
      issueNumber: number;
      cover: { url: string };
      book: { id: number; title: string };
    }[];
  }>(NEW_ISSUES, { first: 2 });
  expect(res.errors).toBeUndefined();
  expect(res.data?.newIssues.map((i) => [i.book.title, i.issueNumber])).toEqual([
    ['Old Book', 2],
    ['New Book', 1],
  ]);
  expect(res.data?.newIssues[0].book.id).toBe(book.id);
  expect(res.data?.newIssues[0].cover.url).toMatch(/^\/media\//);

  const all = await app.gql<{ newIssues: unknown[] }>(NEW_ISSUES);
  expect(all.data?.newIssues).toHaveLength(3);

  for (const first of [0, 25]) {
    const bad = await app.gql(NEW_ISSUES, { first });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toMatch(/24/);
  }
});

test('popularBooks: by subscribers plus bookmarks of active users, ties newest first', async () => {
  const em = app.em();
  await em.getConnection().execute('delete from books');
  const a = await buildBook(app, { title: 'Quiet', dateCreated: day(5) });
  const b = await buildBook(app, { title: 'Bookmarked', dateCreated: day(1) });
  const c = await buildBook(app, { title: 'Followed', dateCreated: day(2) });
  const d = await buildBook(app, { title: 'Hidden', removed: true });
  const readers = await Promise.all([1, 2, 3].map(() => buildUser(app)));
  const fx = app.em();
  // Bookmarked: 2 bookmarks; Followed: its publisher has 3 subscribers (one deactivated); Hidden: 3.
  for (const r of readers.slice(0, 2)) fx.create(Bookmark, { user: r.user.id, book: b.book.id });
  for (const r of readers) {
    fx.create(Subscription, { subscriber: r.user.id, publisher: c.publisher.id });
    fx.create(Bookmark, { user: r.user.id, book: d.book.id });
  }
  await fx.flush();

  const read = async () =>
    (await app.gql<{ popularBooks: { title: string }[] }>(POPULAR)).data?.popularBooks.map(
      (x) => x.title,
    );
  expect(await read()).toEqual(['Followed', 'Bookmarked', 'Quiet']);

  // Deactivated readers no longer count: Followed 1, Bookmarked 0 ties with Quiet 0, and the
  // newer of the two (Quiet) comes first.
  for (const r of readers.slice(0, 2))
    await app.em().nativeUpdate(User, { id: r.user.id }, { active: false });
  expect(await read()).toEqual(['Followed', 'Quiet', 'Bookmarked']);
  expect(a.book.title).toBe('Quiet');
});
