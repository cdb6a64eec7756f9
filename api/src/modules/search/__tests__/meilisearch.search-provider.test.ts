import type { EntityManager } from '@mikro-orm/postgresql';
import { BookStatus, ContentRating } from '../../books/book.entity';
import { Book } from '../../books/book.entity';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { FakeMeilisearch } from '../../../../test/fake-meilisearch';
import { MemoryJobQueue } from '../../../../test/memory-job-queue';
import type { Logger } from '../../../shared/logger';
import {
  MeilisearchSearchProvider,
  createMeiliClient,
  meiliFilter,
  meiliString,
} from '../meilisearch.search-provider';
import { PostgresSearchProvider } from '../postgres.search-provider';
import { SEARCH_SYNC_JOB, registerSearchJobs } from '../search.jobs';

let app: TestApp;
let fake: FakeMeilisearch;
let queue: MemoryJobQueue;
let engine: MeilisearchSearchProvider;
const warnings: string[] = [];
const log: Logger = {
  info: () => undefined,
  warn: (m) => warnings.push(m),
  error: () => undefined,
};

let creator: User;
let bookIds: number[];
let issueIds: number[];

beforeAll(async () => {
  fake = new FakeMeilisearch();
  await fake.start();
  app = await startTestApp({ meiliHost: fake.url, meiliApiKey: 'master-key' });
  creator = (await buildUser(app, { username: 'meili_creator' })).user;
  bookIds = [];
  issueIds = [];
  for (let i = 0; i < 3; i += 1) {
    const { book, issues } = await buildBook(app, {
      publisher: creator,
      title: `Lantern ${i}`,
      genres: ['fantasy'],
      contentRating: ContentRating.G,
      issues: [{ title: `Lantern ${i} issue` }],
    });
    bookIds.push(book.id);
    issueIds.push(issues[0].id);
  }
  await buildBook(app, { publisher: creator, title: 'Hidden', removed: true });
  queue = new MemoryJobQueue();
  engine = new MeilisearchSearchProvider(
    createMeiliClient(fake.url, 'master-key'),
    new PostgresSearchProvider(app.deps.pools),
    app.deps.pools,
    log,
    app.deps.orm,
    () => queue,
  );
  await registerSearchJobs(queue, engine, app.deps.orm);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.up();
  fake.requests.length = 0;
  warnings.length = 0;
});

test('start() creates the indexes with filterable/sortable settings and indexes the visible catalogue', async () => {
  await engine.start();
  expect(fake.requestsTo('POST', /^\/indexes$/).map((r) => r.body)).toEqual([
    { uid: 'books', primaryKey: 'id' },
    { uid: 'issues', primaryKey: 'id' },
    { uid: 'users', primaryKey: 'id' },
  ]);
  const settings = fake.requestsTo('PATCH', /^\/indexes\/books\/settings$/)[0].body as Record<
    string,
    string[]
  >;
  expect(settings.filterableAttributes).toEqual(
    expect.arrayContaining(['username', 'status', 'contentRating', 'genres']),
  );
  expect(settings.sortableAttributes).toEqual(['dateCreated', 'id', 'popularity']);
  expect(fake.requests.every((r) => r.path !== '/indexes' || r.method === 'POST')).toBe(true);
  // Removed books are not indexed; every visible book, issue and the user are.
  expect(
    fake
      .docs('books')
      .map((d) => d.id)
      .sort(),
  ).toEqual([...bookIds].sort());
  expect(
    fake
      .docs('issues')
      .map((d) => d.id)
      .sort(),
  ).toEqual([...issueIds].sort());
  expect(fake.docs('books')[0]).toMatchObject({
    title: expect.stringMatching(/^Lantern/),
    username: 'meili_creator',
    publisherId: creator.id,
    status: 'ongoing',
    contentRating: 'G',
    genres: ['fantasy'],
    dateCreated: expect.any(Number),
  });
  expect(fake.docs('issues')[0]).toHaveProperty('bookId');
  expect(fake.docs('users').find((d) => d.id === creator.id)).toMatchObject({
    username: 'meili_creator',
    active: true,
  });
});

test('search sends the filters (ANDed), the sort with id tie-breaker and the page; maps hits and totalHits', async () => {
  const em = app.em();
  const hits = await engine.search(em, {
    kind: 'books',
    q: 'lantern',
    username: 'meili_creator',
    status: BookStatus.ONGOING,
    contentRatings: [ContentRating.G, ContentRating.T],
    includeGenres: ['fantasy', 'horror'],
    excludeGenres: ['war'],
    sort: 'oldest',
    page: 2,
    limit: 2,
  });
  const [request] = fake.requestsTo('POST', /^\/indexes\/books\/search$/);
  expect(request.body).toEqual({
    q: 'lantern',
    filter: [
      'username = "meili_creator"',
      'status = "ongoing"',
      'contentRating IN ["G", "T"]',
      'genres IN ["fantasy", "horror"]',
      'genres NOT IN ["war"]',
    ],
    sort: ['dateCreated:asc', 'id:asc'],
    page: 2,
    hitsPerPage: 2,
    attributesToRetrieve: ['id'],
  });
  // The fake returns documents by id descending: page 2 of 2 holds the smallest id.
  expect(hits).toEqual({ ids: [Math.min(...bookIds)], totalCount: 3 });
});

test('text without an explicit sort is ranked by relevance (no sort sent); no text means newest first', async () => {
  await engine.search(app.em(), { kind: 'issues', q: 'lantrn', page: 1, limit: 10 });
  await engine.search(app.em(), { kind: 'issues', page: 1, limit: 10 });
  const [withText, without] = fake
    .requestsTo('POST', /^\/indexes\/issues\/search$/)
    .map((r) => r.body as Record<string, unknown>);
  expect(withText).not.toHaveProperty('sort');
  expect(without.sort).toEqual(['dateCreated:desc', 'id:desc']);
  expect(without.q).toBe('');
});

test('users: active only unless includeDeactivated; filter values are quoted and escaped', () => {
  expect(meiliFilter({ kind: 'users', page: 1, limit: 10 })).toEqual(['active = true']);
  expect(
    meiliFilter({
      kind: 'users',
      page: 1,
      limit: 10,
      includeDeactivated: true,
      status: BookStatus.HIATUS,
    }),
  ).toEqual([]);
  expect(meiliString('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
});

test("indexChanged enqueues a sync job on the caller's EntityManager; the job brings the index up to date", async () => {
  const em = app.em();
  await em.transactional(async (tx) => {
    const book = await tx.findOneOrFail(Book, bookIds[0]);
    book.removed = true;
    await engine.indexChanged(tx as EntityManager, 'book', book.id);
    expect(queue.sent).toHaveLength(1);
    // Identity only: a deep comparison of EntityManagers never ends.
    expect(queue.sent[0].em === tx).toBe(true);
    expect({ name: queue.sent[0].name, data: queue.sent[0].data }).toEqual({
      name: SEARCH_SYNC_JOB,
      data: { kind: 'book', id: book.id },
    });
  });
  expect(await queue.drain()).toEqual([]);
  expect(fake.docs('books').map((d) => d.id)).not.toContain(bookIds[0]);
  expect(fake.docs('issues').map((d) => d.id)).not.toContain(issueIds[0]);
  expect(
    fake.requestsTo('POST', /^\/indexes\/issues\/documents\/delete$/).map((r) => r.body),
  ).toEqual([{ filter: `bookId IN [${bookIds[0]}]` }]);
});

test('a deactivated user: user document inactive, their works leave the index', async () => {
  const em = app.em();
  const user = await em.findOneOrFail(User, creator.id);
  user.active = false;
  await engine.indexChanged(em, 'user', user.id);
  await em.flush();
  expect(await queue.drain()).toEqual([]);
  expect(fake.docs('users').find((d) => d.id === creator.id)).toMatchObject({ active: false });
  expect(fake.docs('books')).toEqual([]);
  expect(fake.docs('issues')).toEqual([]);
  user.active = true;
  await engine.indexChanged(em, 'user', user.id);
  await em.flush();
  await queue.drain();
  expect(
    fake
      .docs('books')
      .map((d) => d.id)
      .sort(),
  ).toEqual(bookIds.slice(1).sort());
});

test('when Meilisearch is down, search answers from PostgreSQL and logs it; sync jobs fail (retry) and catch up later', async () => {
  fake.down();
  const hits = await engine.search(app.em(), {
    kind: 'books',
    q: 'lantern',
    username: 'meili_creator',
    sort: 'oldest',
    page: 1,
    limit: 10,
  });
  expect(hits).toEqual({ ids: bookIds.slice(1), totalCount: 2 });
  expect(warnings).toContain('meilisearch search failed; answering from PostgreSQL');

  const em = app.em();
  const book = await em.findOneOrFail(Book, bookIds[1]);
  book.title = 'Lantern renamed';
  await engine.indexChanged(em, 'book', book.id);
  await em.flush();
  const errors = await queue.drain();
  expect(errors).toHaveLength(1);
  expect(queue.sent).toHaveLength(1); // still queued, as a retry

  fake.up();
  expect(await queue.drain()).toEqual([]);
  expect(fake.docs('books').find((d) => d.id === bookIds[1])).toMatchObject({
    title: 'Lantern renamed',
  });
});

test('start() never throws when Meilisearch is unreachable', async () => {
  fake.down();
  await expect(engine.start()).resolves.toBeUndefined();
  expect(warnings).toContain('meilisearch is not reachable; searching with PostgreSQL until it is');
});

test('the app uses Meilisearch when MEILI_HOST is set: v1 search maps engine ids to items', async () => {
  expect(app.deps.search.name).toBe('meilisearch');
  const res = await app
    .http()
    .get('/api/v1/search/books')
    .query({ q: 'lantern', limit: '1', page: '1' });
  expect(res.status).toBe(200);
  const ids = fake
    .docs('books')
    .map((d) => Number(d.id))
    .sort((a, b) => b - a);
  expect(res.body).toMatchObject({
    type: 'books',
    totalResultCount: ids.length,
    currentResultCount: 1,
  });
  expect(res.body.books[0].book_id).toBe(ids[0]);
  expect(fake.requestsTo('POST', /^\/indexes\/books\/search$/)[0].body).toMatchObject({
    q: 'lantern',
    page: 1,
    hitsPerPage: 1,
  });
  // Engine down: the same request is answered from PostgreSQL.
  fake.down();
  const fallback = await app
    .http()
    .get('/api/v1/search/books')
    .query({ q: 'lantern', username: 'meili_creator' });
  expect(fallback.status).toBe(200);
  expect(fallback.body.totalResultCount).toBe(2);
});
