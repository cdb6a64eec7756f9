import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser, type BuiltBook, type BuiltUser } from '../../../../test/factories';
import { FakeMeilisearch } from '../../../../test/fake-meilisearch';
import { MemoryJobQueue } from '../../../../test/memory-job-queue';
import { ReadingProgress } from '../../progress/reading-progress.entity';
import { seedReadTotals } from '../../analytics/__tests__/stats-helpers';
import {
  MeilisearchSearchProvider,
  createMeiliClient,
} from '../../search/meilisearch.search-provider';
import { PostgresSearchProvider } from '../../search/postgres.search-provider';
import { LIKE, RATE, resetReactionLimits } from './helpers';

let app: TestApp;
let fake: FakeMeilisearch;
let creator: BuiltUser;
let fans: BuiltUser[];
/** Oldest first: quiet, liked, rated, read. */
let works: BuiltBook[];

const SEARCH = `query($input: SearchInput!) { search(input: $input) { totalCount books { id } issues { id } } }`;

beforeAll(async () => {
  fake = new FakeMeilisearch();
  await fake.start();
  app = await startTestApp({ worker: false });
  await resetReactionLimits(app);
  creator = await buildUser(app, { username: 'popular_creator' });
  fans = await Promise.all([1, 2, 3, 4].map(() => buildUser(app)));
  works = [];
  for (let i = 0; i < 4; i++)
    works.push(
      await buildBook(app, {
        publisher: creator.user,
        title: `Popular ${i}`,
        dateCreated: new Date(Date.UTC(2026, 0, 1 + i)),
        issues: 1,
      }),
    );
  const [, liked, rated, read] = works;
  // liked: 3 likes = 3. rated: 1 rating of 5 stars = 5. read: 4 readers (the rollup's totals) = 4.
  for (const fan of fans.slice(0, 3))
    expect((await app.gql(LIKE, { id: liked.issues[0].id }, fan.token)).errors).toBeUndefined();
  expect(
    (await app.gql(RATE, { id: rated.book.id, rating: 5 }, fans[0].token)).errors,
  ).toBeUndefined();
  // Views do not count, readers do: 9 views by 4 readers.
  await seedReadTotals(app, 'book', read.book.id, 9, 4);
  await seedReadTotals(app, 'issue', read.issues[0].id, 9, 4);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const ids = (list: { id: number }[] | undefined) => list?.map((x) => x.id);

test('PostgreSQL: POPULAR orders books by likes + rating stars + readers, then newest', async () => {
  const res = await app.gql<{ search: { books: { id: number }[] } }>(SEARCH, {
    input: { type: 'BOOKS', username: 'popular_creator', sort: 'POPULAR' },
  });
  expect(res.errors).toBeUndefined();
  const [quiet, liked, rated, read] = works.map((w) => w.book.id);
  expect(ids(res.data?.search.books)).toEqual([rated, read, liked, quiet]);
});

test('PostgreSQL: POPULAR orders issues by likes + readers; the default order is unchanged', async () => {
  const popular = await app.gql<{ search: { issues: { id: number }[] } }>(SEARCH, {
    input: { type: 'ISSUES', username: 'popular_creator', sort: 'POPULAR' },
  });
  const [quiet, liked, rated, read] = works.map((w) => w.issues[0].id);
  expect(ids(popular.data?.search.issues)).toEqual([read, liked, rated, quiet]);
  const byDefault = await app.gql<{ search: { issues: { id: number }[] } }>(SEARCH, {
    input: { type: 'ISSUES', username: 'popular_creator' },
  });
  expect(ids(byDefault.data?.search.issues)).toEqual([read, rated, liked, quiet]);
});

test('POPULAR with text still filters by the text', async () => {
  const res = await app.gql<{ search: { books: { id: number }[]; totalCount: number } }>(SEARCH, {
    input: { type: 'BOOKS', q: 'popular', username: 'popular_creator', sort: 'POPULAR' },
  });
  expect(res.data?.search.totalCount).toBe(4);
  expect(res.data?.search.books[0].id).toBe(works[2].book.id);
});

test('Meilisearch: documents carry the popularity figure and POPULAR sends it as the sort', async () => {
  const engine = new MeilisearchSearchProvider(
    createMeiliClient(fake.url, 'master-key'),
    new PostgresSearchProvider(app.deps.pools),
    app.deps.pools,
    { info: () => undefined, warn: () => undefined, error: () => undefined },
    app.deps.orm,
    () => new MemoryJobQueue(),
  );
  await engine.start();
  const settings = fake.requestsTo('PATCH', /^\/indexes\/books\/settings$/)[0].body as {
    sortableAttributes: string[];
  };
  expect(settings.sortableAttributes).toContain('popularity');
  const popularity = (index: string, id: number) =>
    fake.docs(index).find((d) => d.id === id)?.popularity;
  const [quiet, liked, rated, read] = works;
  expect(works.map((w) => popularity('books', w.book.id))).toEqual([0, 3, 5, 4]);
  expect([quiet, liked, rated, read].map((w) => popularity('issues', w.issues[0].id))).toEqual([
    0, 3, 0, 4,
  ]);
  fake.requests.length = 0;
  await engine.search(app.em(), { kind: 'books', sort: 'popular', page: 1, limit: 10 });
  await engine.search(app.em(), { kind: 'users', sort: 'popular', page: 1, limit: 10 });
  const [books, users] = fake
    .requestsTo('POST', /^\/indexes\/(books|users)\/search$/)
    .map((r) => (r.body as { sort: string[] }).sort);
  expect(books).toEqual(['popularity:desc', 'dateCreated:desc', 'id:desc']);
  expect(users).toEqual(['dateCreated:desc', 'id:desc']);
});

test('reading progress alone no longer counts: readers come from the read totals', async () => {
  const [quiet] = works;
  const em = app.em();
  for (const fan of fans)
    em.create(ReadingProgress, {
      user: fan.user.id,
      issue: quiet.issues[0].id,
      book: quiet.book.id,
      furthestPage: 1,
      lastPage: 1,
    });
  await em.flush();
  const res = await app.gql<{ search: { books: { id: number }[] } }>(SEARCH, {
    // A page size no earlier test asked for: a fresh search, not a cached answer.
    input: { type: 'BOOKS', username: 'popular_creator', sort: 'POPULAR', limit: 7 },
  });
  const [, liked, rated, read] = works.map((w) => w.book.id);
  expect(ids(res.data?.search.books)).toEqual([rated, read, liked, quiet.book.id]);
});
