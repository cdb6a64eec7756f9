import { BookStatus, ContentRating } from '../../books/book.entity';
import { UserRole } from '../../users/user.entity';
import { Issue } from '../../issues/issue.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { buildCast, type Cast, MODERATE } from '../../moderation/__tests__/moderation-fixtures';
import { PostgresSearchProvider } from '../postgres.search-provider';
import type { SearchQuery } from '../search-provider';
import { searchTableDrift } from './search-tables.helpers';

// The search tables follow every write path: publishing, editing, genres, deleting, a
// moderator's removal and restore, a suspension, a deactivation, and a release that comes
// due with no write at all. After each, the tables equal a recomputation from the base
// tables (searchTableDrift) and the engine finds exactly what the public may see.

let app: TestApp;
let cast: Cast;
let engine: PostgresSearchProvider;
beforeAll(async () => {
  app = await startTestApp();
  cast = await buildCast(app);
  engine = new PostgresSearchProvider(app.deps.pools);
});
afterAll(async () => {
  await app.close();
});

const search = (query: Partial<SearchQuery> & Pick<SearchQuery, 'kind' | 'q'>) =>
  engine.search(app.em(), { page: 1, limit: 50, ...query });
const expectInSync = async () =>
  expect(await searchTableDrift(app.em())).toEqual({ books: [], issues: [] });

const UPDATE_BOOK = `mutation ($bookId: Int!, $input: UpdateBookInput!) {
  updateBook(bookId: $bookId, input: $input) { id }
}`;
const DELETE_ISSUE = `mutation ($b: Int!, $n: Int!) { deleteIssue(bookId: $b, issueNumber: $n) }`;
const DELETE_BOOK = `mutation ($b: Int!) { deleteBook(bookId: $b) }`;
const bookInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quillfeather',
  description: 'Plain.',
  urlSlug: 'quillfeather',
  contentRating: 'T',
  genres: ['action'],
  status: 'ONGOING',
  ...overrides,
});

test('publishing and editing a book: words, status, rating and genres follow at once', async () => {
  const owner = await buildUser(app, { role: UserRole.CREATOR });
  const { book, issues } = await buildBook(app, {
    publisher: owner.user,
    files: true,
    title: 'Zephyrquill',
    issues: [{ title: 'Zephyrquill Rises' }],
  });
  await expectInSync();
  expect((await search({ kind: 'books', q: 'zephyrquill' })).ids).toEqual([book.id]);
  expect((await search({ kind: 'issues', q: 'zephyrquill' })).ids).toEqual([issues[0].id]);

  const edited = await app.gql(
    UPDATE_BOOK,
    {
      bookId: book.id,
      input: bookInput({
        title: 'Marrowlight',
        contentRating: 'M',
        genres: ['horror', 'war'],
        status: 'HIATUS',
      }),
    },
    owner.token,
  );
  expect(edited.errors).toBeUndefined();
  await expectInSync();
  expect((await search({ kind: 'books', q: 'zephyrquill' })).ids).toEqual([]);
  const filtered = {
    status: BookStatus.HIATUS,
    contentRatings: [ContentRating.M],
    includeGenres: ['war'],
  };
  expect((await search({ kind: 'books', q: 'marrowlight', ...filtered })).ids).toEqual([book.id]);
  // The issue carries its book's new status, rating and genres.
  expect((await search({ kind: 'issues', q: 'zephyrquill', ...filtered })).ids).toEqual([
    issues[0].id,
  ]);
  expect(
    (await search({ kind: 'issues', q: 'zephyrquill', excludeGenres: ['horror'] })).ids,
  ).toEqual([]);

  // Hidden by its owner, then shown again.
  await app.gql(
    UPDATE_BOOK,
    { bookId: book.id, input: bookInput({ title: 'Marrowlight', removed: true }) },
    owner.token,
  );
  await expectInSync();
  expect((await search({ kind: 'books', q: 'marrowlight' })).ids).toEqual([]);
  expect((await search({ kind: 'issues', q: 'zephyrquill' })).ids).toEqual([]);
  await app.gql(
    UPDATE_BOOK,
    { bookId: book.id, input: bookInput({ title: 'Marrowlight', removed: false }) },
    owner.token,
  );
  expect((await search({ kind: 'issues', q: 'zephyrquill' })).ids).toEqual([issues[0].id]);
  await expectInSync();
});

test('an issue edited, deleted, and a book deleted leave the tables with them', async () => {
  const owner = await buildUser(app, { role: UserRole.CREATOR });
  const { book, issues } = await buildBook(app, {
    publisher: owner.user,
    files: true,
    title: 'Brindlecove',
    issues: [{ title: 'Brindlecove One' }, { title: 'Brindlecove Two' }],
  });
  const em = app.em();
  await em.nativeUpdate(Issue, { id: issues[1].id }, { title: 'Saltmarrow Two' });
  await expectInSync();
  expect((await search({ kind: 'issues', q: 'saltmarrow' })).ids).toEqual([issues[1].id]);

  expect((await app.gql(DELETE_ISSUE, { b: book.id, n: 2 }, owner.token)).errors).toBeUndefined();
  await expectInSync();
  expect((await search({ kind: 'issues', q: 'saltmarrow' })).totalCount).toBe(0);

  expect((await app.gql(DELETE_BOOK, { b: book.id }, owner.token)).errors).toBeUndefined();
  await expectInSync();
  expect((await search({ kind: 'books', q: 'brindlecove' })).totalCount).toBe(0);
  expect((await search({ kind: 'issues', q: 'brindlecove' })).totalCount).toBe(0);
});

test("a moderator's removal and restore of a book and an issue, and a suspension", async () => {
  const creator = await buildUser(app, { role: UserRole.CREATOR });
  const { book, issues } = await buildBook(app, {
    publisher: creator.user,
    title: 'Glowmoss',
    issues: [{ title: 'Glowmoss Dawn' }, { title: 'Glowmoss Dusk' }],
  });
  const moderate = (type: string, id: number, action: string) =>
    app.gql(MODERATE, { type, id, action, reason: 'Checked' }, cast.moderator.token);
  const found = async () => (await search({ kind: 'issues', q: 'glowmoss', sort: 'oldest' })).ids;
  expect(await found()).toEqual([issues[0].id, issues[1].id]);

  expect((await moderate('ISSUE', issues[1].id, 'REMOVE')).errors).toBeUndefined();
  await expectInSync();
  expect(await found()).toEqual([issues[0].id]);
  expect((await moderate('ISSUE', issues[1].id, 'RESTORE')).errors).toBeUndefined();
  expect(await found()).toEqual([issues[0].id, issues[1].id]);

  expect((await moderate('BOOK', book.id, 'REMOVE')).errors).toBeUndefined();
  await expectInSync();
  expect(await found()).toEqual([]);
  expect((await search({ kind: 'books', q: 'glowmoss' })).ids).toEqual([]);
  expect((await moderate('BOOK', book.id, 'RESTORE')).errors).toBeUndefined();
  expect((await search({ kind: 'books', q: 'glowmoss' })).ids).toEqual([book.id]);

  expect((await moderate('USER', creator.user.id, 'SUSPEND')).errors).toBeUndefined();
  await expectInSync();
  expect((await search({ kind: 'books', q: 'glowmoss' })).ids).toEqual([]);
  expect(await found()).toEqual([]);
  expect((await moderate('USER', creator.user.id, 'RESTORE')).errors).toBeUndefined();
  await expectInSync();
  expect(await found()).toEqual([issues[0].id, issues[1].id]);
});

test("a publisher's deactivation hides their works from search", async () => {
  const creator = await buildUser(app, { role: UserRole.CREATOR });
  const { book } = await buildBook(app, { publisher: creator.user, title: 'Ashenwick' });
  expect((await search({ kind: 'books', q: 'ashenwick' })).ids).toEqual([book.id]);
  expect(
    (await app.gql(`mutation { deactivateAccount }`, {}, creator.token)).errors,
  ).toBeUndefined();
  await expectInSync();
  expect((await search({ kind: 'books', q: 'ashenwick' })).ids).toEqual([]);
  expect((await search({ kind: 'issues', q: 'ashenwick' })).ids).toEqual([]);
});

test('a scheduled issue is found once its release time passes, with no write in between', async () => {
  const { issues } = await buildBook(app, {
    title: 'Tidewhistle',
    issues: [{ title: 'Tidewhistle Soon', releaseAt: new Date(Date.now() + 1500) }],
  });
  await expectInSync();
  expect((await search({ kind: 'issues', q: 'tidewhistle' })).ids).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 1700));
  expect((await search({ kind: 'issues', q: 'tidewhistle' })).ids).toEqual([issues[0].id]);
});

test('the migration goes down and up again, refilling the tables from the works', async () => {
  const migrator = app.deps.orm.getMigrator();
  const mine = 'Migration20261125060000';
  const { book } = await buildBook(app, {
    title: 'Cindervale',
    issues: [{ title: 'Cindervale One' }, { title: 'Cindervale Two' }],
  });
  const connection = app.em().getConnection();
  const tables = async () =>
    (
      await connection.execute<{ name: string }[]>(
        `select table_name as name from information_schema.tables where table_name in ('issue_search', 'book_search') order by 1`,
      )
    ).map((r) => r.name);
  // `to` is reverted too (and every later migration first).
  await migrator.down({ to: mine });
  expect(await tables()).toEqual([]);
  await migrator.up({ to: mine });
  expect(await tables()).toEqual(['book_search', 'issue_search']);
  await expectInSync();
  expect((await search({ kind: 'books', q: 'cindervale' })).ids).toEqual([book.id]);
  expect((await search({ kind: 'issues', q: 'cindervale' })).totalCount).toBe(2);
  // Migrations after this one, if any, are back too.
  await migrator.up();
});
