import crypto from 'node:crypto';
import { Book } from '../../books/book.entity';
import { Issue } from '../../issues/issue.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { createLogger } from '../../../shared/logger';
import { PostgresSearchProvider } from '../postgres.search-provider';
import { CachedSearchProvider, SearchChangeListener } from '../search-cache';
import type { SearchQuery } from '../search-provider';

// The result cache keeps whole pages (their rows as loaded) beside the hits: a remembered
// page must never show a work past the moment its ids would not be served either.

let app: TestApp;
let listener: SearchChangeListener;
let cached: CachedSearchProvider;

beforeAll(async () => {
  app = await startTestApp();
  listener = new SearchChangeListener(
    app.databaseUrl,
    createLogger({ json: false, silent: true }),
    50,
  );
  cached = new CachedSearchProvider(new PostgresSearchProvider(app.deps.pools), listener, {
    maxEntries: 100,
    ttlMs: 60_000,
    pageTtlMs: 300,
  });
  await cached.start();
});
afterAll(async () => {
  await cached.stop();
  await app.close();
});

const tag = () => crypto.randomBytes(4).toString('hex');
const query = (q: string): SearchQuery => ({ kind: 'books', q, page: 1, limit: 10 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settled(): Promise<void> {
  for (;;) {
    const generation = listener.generation;
    await sleep(100);
    if (listener.generation === generation) return;
  }
}

test('a page is loaded once, shared by concurrent askers, and kept until its time is up', async () => {
  let loads = 0;
  const load = async () => {
    loads += 1;
    await sleep(20);
    return { loaded: loads };
  };
  await settled();
  const q = query(`pageword${tag()}`);
  const [a, b] = await Promise.all([
    cached.page(app.em(), q, 'test', load),
    cached.page(app.em(), q, 'test', load),
  ]);
  expect(loads).toBe(1);
  expect(b).toBe(a);
  expect(await cached.page(app.em(), q, 'test', load)).toBe(a);
  // Another form of the same search is another page.
  await cached.page(app.em(), q, 'other', load);
  expect(loads).toBe(2);
  // Details that notify nothing (a publisher's photo) are reloaded after pageTtlMs.
  await sleep(350);
  expect(await cached.page(app.em(), q, 'test', load)).toEqual({ loaded: 3 });
});

test('a failed load is not remembered; inside a transaction nothing is', async () => {
  await settled();
  const q = query(`failword${tag()}`);
  await expect(
    cached.page(app.em(), q, 'test', () => Promise.reject(new Error('engine down'))),
  ).rejects.toThrow('engine down');
  expect(await cached.page(app.em(), q, 'test', async () => 'second')).toBe('second');
  await app.em().transactional(async (tx) => {
    expect(await cached.page(tx, q, 'test', async () => 'inside')).toBe('inside');
  });
});

/** The v1 books page of `word` through the app's own cache, by HTTP (the fast path). */
async function v1Books(word: string): Promise<number[]> {
  const res = await app.http().get('/api/v1/search/books').query({ q: word });
  expect(res.status).toBe(200);
  return res.body.books.map((b: { book_id: number }) => b.book_id);
}
async function v1Issues(word: string): Promise<number[]> {
  const res = await app.http().get('/api/v1/search/issues').query({ q: word });
  expect(res.status).toBe(200);
  return res.body.issues.map((i: { issue_id: number }) => i.issue_id);
}
async function graphqlBooks(word: string): Promise<string[]> {
  const { data } = await app.gql<{ search: { books: { id: string }[] } }>(
    'query S($input: SearchInput!) { search(input: $input) { books { id publisher { username } } } }',
    { input: { type: 'BOOKS', q: word } },
  );
  return data!.search.books.map((b) => b.id);
}

test('a removed book, a removed issue and a deactivated publisher leave the remembered pages as their ids do', async () => {
  // The app's own cache (the test app runs the default engine behind it).
  const changes = (app.deps.search as unknown as { changes: SearchChangeListener }).changes;
  const waitForChange = async (generation: number) => {
    const deadline = Date.now() + 5_000;
    while (changes.generation === generation) {
      if (Date.now() > deadline) throw new Error('no change notification within 5 s');
      await sleep(5);
    }
  };
  const word = `hiddenword${tag()}`;
  const p = (await buildUser(app)).user;
  const other = (await buildUser(app)).user;
  const kept = await buildBook(app, {
    publisher: p,
    title: `${word} kept`,
    issue: { title: `${word} issue` },
    issues: 2,
  });
  const gone = await buildBook(app, {
    publisher: p,
    title: `${word} gone`,
    issue: { title: `${word} issue` },
  });
  const ofOther = await buildBook(app, {
    publisher: other,
    title: `${word} other`,
    issue: { title: `${word} issue` },
  });
  await sleep(200);
  const all = [kept.book.id, gone.book.id, ofOther.book.id].sort();
  expect((await v1Books(word)).sort()).toEqual(all);
  expect((await graphqlBooks(word)).map(Number).sort()).toEqual(all);
  expect((await v1Issues(word)).length).toBe(4);
  // Asked again, the pages are remembered whole: no statement on either pool.
  const read = jest.spyOn(app.deps.pools.read, 'rows');
  const search = jest.spyOn(app.deps.pools.search, 'rows');
  expect((await v1Books(word)).sort()).toEqual(all);
  expect((await v1Issues(word)).length).toBe(4);
  expect(read).not.toHaveBeenCalled();
  expect(search).not.toHaveBeenCalled();
  read.mockRestore();
  search.mockRestore();

  // A moderator's removal of a book, committed: gone from every page at the notification.
  let generation = changes.generation;
  const em = app.em();
  const row = await em.findOneOrFail(Book, gone.book.id);
  row.removed = true;
  await em.flush();
  await waitForChange(generation);
  const left = [kept.book.id, ofOther.book.id].sort();
  expect((await v1Books(word)).sort()).toEqual(left);
  expect((await graphqlBooks(word)).map(Number).sort()).toEqual(left);
  expect((await v1Issues(word)).length).toBe(3);

  // A removed issue.
  generation = changes.generation;
  const issue = await em.findOneOrFail(Issue, kept.issues[1].id);
  issue.removed = true;
  await em.flush();
  await waitForChange(generation);
  expect((await v1Issues(word)).sort()).toEqual([kept.issues[0].id, ofOther.issues[0].id].sort());

  // A deactivated publisher.
  generation = changes.generation;
  await app
    .em()
    .getConnection()
    .execute('update users set active = false where id = ?', [other.id]);
  await waitForChange(generation);
  expect(await v1Books(word)).toEqual([kept.book.id]);
  expect((await graphqlBooks(word)).map(Number)).toEqual([kept.book.id]);
  expect(await v1Issues(word)).toEqual([kept.issues[0].id]);
});
