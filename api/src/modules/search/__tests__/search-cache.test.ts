import crypto from 'node:crypto';
import { Book, BookStatus } from '../../books/book.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, buildUser } from '../../../../test/factories';
import { createLogger } from '../../../shared/logger';
import { PostgresSearchProvider } from '../postgres.search-provider';
import { CachedSearchProvider, SearchChangeListener, searchCacheKey } from '../search-cache';
import type { SearchQuery } from '../search-provider';

let app: TestApp;
let engine: PostgresSearchProvider;
let listener: SearchChangeListener;
let cached: CachedSearchProvider;
/** SQL statements the engine ran (search and vocabulary), counted at the read pool. */
let statements = 0;

beforeAll(async () => {
  app = await startTestApp();
  engine = new PostgresSearchProvider(app.deps.pools);
  const run = engine.search.bind(engine);
  engine.search = (em, query) => {
    statements += 1;
    return run(em, query);
  };
  listener = new SearchChangeListener(
    app.databaseUrl,
    createLogger({ json: false, silent: true }),
    50,
  );
  cached = new CachedSearchProvider(engine, listener, { maxEntries: 100, ttlMs: 60_000 });
  await cached.start();
});
afterAll(async () => {
  await cached.stop();
  await app.close();
});

const tag = () => crypto.randomBytes(4).toString('hex');
const query = (q: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
  kind: 'books',
  q,
  page: 1,
  limit: 10,
  ...extra,
});

/** Waits until the listener has heard of a change after `generation` (notifications are asynchronous). */
async function changeAfter(generation: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (listener.generation === generation) {
    if (Date.now() > deadline) throw new Error('no change notification within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Waits until notifications stop arriving (earlier commits of this test are all heard). */
async function settled(): Promise<void> {
  for (;;) {
    const generation = listener.generation;
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (listener.generation === generation) return;
  }
}

test('a repeated search is answered from the cache, without SQL', async () => {
  const p = (await buildUser(app)).user;
  const word = `cachedword${tag()}`;
  const { book } = await buildBook(app, { publisher: p, title: `${word} one` });
  await settled();
  const before = statements;
  const first = await cached.search(app.em(), query(word));
  const second = await cached.search(app.em(), query(word));
  expect(first).toEqual({ ids: [book.id], totalCount: 1 });
  expect(second).toEqual(first);
  expect(statements - before).toBe(1);
  // Another page, limit or filter is another search.
  await cached.search(app.em(), query(word, { page: 2 }));
  await cached.search(app.em(), query(word, { status: BookStatus.HIATUS }));
  expect(statements - before).toBe(3);
});

test('a committed write to books, genres or users invalidates every cached search', async () => {
  const p = (await buildUser(app)).user;
  const word = `freshword${tag()}`;
  const first = await buildBook(app, { publisher: p, title: `${word} first` });
  await settled();
  expect((await cached.search(app.em(), query(word))).ids).toEqual([first.book.id]);

  // A new book (written straight through the ORM: the triggers see every write, not only the services').
  let generation = listener.generation;
  const second = await buildBook(app, { publisher: p, title: `${word} second` });
  await changeAfter(generation);
  expect((await cached.search(app.em(), query(word))).ids.sort()).toEqual(
    [first.book.id, second.book.id].sort(),
  );

  // A removed book.
  generation = listener.generation;
  const em = app.em();
  const row = await em.findOneOrFail(Book, second.book.id);
  row.removed = true;
  await em.flush();
  await changeAfter(generation);
  expect((await cached.search(app.em(), query(word))).ids).toEqual([first.book.id]);

  // A deactivated publisher.
  generation = listener.generation;
  await app.em().getConnection().execute('update users set active = false where id = ?', [p.id]);
  await changeAfter(generation);
  expect((await cached.search(app.em(), query(word))).ids).toEqual([]);
});

test('an uncommitted write is not announced; a rolled-back one never is', async () => {
  const p = (await buildUser(app)).user;
  const word = `rollbackword${tag()}`;
  await buildBook(app, { publisher: p, title: `${word} one` });
  await settled();
  const generation = listener.generation;
  const em = app.em();
  await em
    .transactional(async (tx) => {
      await tx
        .getConnection()
        .execute(
          `update books set title = ? where publisher_id = ?`,
          [`${word} x`, p.id],
          'run',
          tx.getTransactionContext(),
        );
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(listener.generation).toBe(generation);
});

test('inside a transaction the engine is asked directly (a transaction sees its own writes)', async () => {
  const p = (await buildUser(app)).user;
  const word = `txword${tag()}`;
  await cached.search(app.em(), query(word));
  await app.em().transactional(async (tx) => {
    const { book } = await buildBook({ ...app, em: () => tx } as TestApp, {
      publisher: p,
      title: `${word} inside`,
    });
    expect((await cached.search(tx, query(word))).ids).toEqual([book.id]);
  });
});

test('while the listener is down nothing is served from the cache; it reconnects by itself', async () => {
  const p = (await buildUser(app)).user;
  const word = `downword${tag()}`;
  await buildBook(app, { publisher: p, title: `${word} one` });
  await cached.search(app.em(), query(word));
  const generation = listener.generation;
  // Drop the listener's connection (as a server restart or a network cut would).
  await app
    .em()
    .getConnection()
    .execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen panelhouse_search_changed%' and pid <> pg_backend_pid()`,
    );
  const deadline = Date.now() + 5_000;
  while (listener.live) {
    if (Date.now() > deadline) throw new Error('the listener did not notice');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const before = statements;
  await cached.search(app.em(), query(word));
  expect(statements - before).toBe(1);
  // Back after the retry delay, with a new generation: entries from before are not served.
  while (!listener.live) {
    if (Date.now() > deadline) throw new Error('the listener did not reconnect');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(listener.generation).toBeGreaterThan(generation);
  await cached.search(app.em(), query(word));
  expect(statements - before).toBe(2);
});

test('the cache key ignores genre order and surrounding spaces, but not case of the username', () => {
  expect(searchCacheKey(query(' moon ', { includeGenres: ['drama', 'action'] }))).toBe(
    searchCacheKey(query('moon', { includeGenres: ['action', 'drama'] })),
  );
  expect(searchCacheKey(query('moon', { username: 'Ann' }))).not.toBe(
    searchCacheKey(query('moon', { username: 'ann' })),
  );
});
