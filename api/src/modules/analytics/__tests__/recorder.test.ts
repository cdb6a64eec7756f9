import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildBook, type BuiltBook } from '../../../../test/factories';
import { EventRecorder, type ReadingEventInput } from '../event-recorder';
import { maintainAnalytics } from '../retention';
import { addDays, utcDay } from '../salts';
import { resetRecording, storedEvents } from './helpers';

let app: TestApp;
let work: BuiltBook;
const recorders: EventRecorder[] = [];

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  work = await buildBook(app, { issues: 1 });
});
beforeEach(() => resetRecording(app));
afterAll(async () => {
  for (const recorder of recorders) await recorder.close();
  await app.close();
});

/** A recorder of its own on the test app's database (the app's has the product's settings). */
function recorder(options: ConstructorParameters<typeof EventRecorder>[1]): EventRecorder {
  const made = new EventRecorder(app.deps, options);
  recorders.push(made);
  return made;
}

const event = (n: number, at?: Date): ReadingEventInput => ({
  issueId: work.issues[0].id,
  bookId: work.book.id,
  creatorId: work.publisher.id,
  kind: 'view',
  source: 'web',
  identity: `ip:192.0.2.${n}|ua:Test`,
  furthestPage: null,
  finished: false,
  referrerDomain: null,
  at,
});

const countStored = async () =>
  Number(
    (
      await app
        .em()
        .getConnection()
        .execute<{ n: string }[]>('select count(*) as n from reading_events')
    )[0].n,
  );

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

test('a full batch is written at once by one insert; fewer wait for the interval', async () => {
  const r = recorder({ flushIntervalMs: 60_000, flushBatch: 5, maxPending: 100 });
  for (let n = 1; n <= 4; n++) expect(r.record(event(n))).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await countStored()).toBe(0);
  expect(r.stats.pending).toBe(4);
  r.record(event(5));
  await until(async () => (await countStored()) === 5);
  expect(await countStored()).toBe(5);
  expect(r.stats).toEqual({ pending: 0, stored: 5, dropped: 0, failedWrites: 0 });
  // One statement: every row of the batch was written by the same transaction.
  const writers = await app
    .em()
    .getConnection()
    .execute<{ n: string }[]>('select count(distinct xmin::text) as n from reading_events');
  expect(Number(writers[0].n)).toBe(1);
});

/** The stored events' furthest pages, one list per insert statement (transaction), in order. */
const pagesByStatement = async () =>
  (
    await app
      .em()
      .getConnection()
      .execute<{ pages: number[] }[]>(
        `select array_agg(furthest_page order by at) as pages from reading_events
          group by xmin::text::bigint order by xmin::text::bigint`,
      )
  ).map((r) => r.pages);

const paged = (n: number, at: Date): ReadingEventInput => ({
  ...event(n, at),
  kind: 'progress',
  furthestPage: n,
});
/** Distinct, increasing times, so the stored rows sort as they were recorded. */
const tick = (n: number) => new Date(Date.now() - 60_000 + n);

test('the product writes batches of 100 events: events that arrive during a write wait for it, then go together', async () => {
  const r = recorder({ flushIntervalMs: 60_000 });
  // 250 events at once (one tick): the 100th starts a write, the other 150 arrive during it.
  for (let n = 1; n <= 250; n++) r.record(paged(n, tick(n)));
  await until(async () => (await countStored()) === 250);
  const statements = await pagesByStatement();
  expect(statements.map((pages) => pages.length)).toEqual([100, 150]);
  expect(statements.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  expect(r.stats).toEqual({ pending: 0, stored: 250, dropped: 0, failedWrites: 0 });
});

test('a backlog is written oldest first, in statements of at most maxRowsPerInsert rows', async () => {
  const r = recorder({
    flushIntervalMs: 60_000,
    flushBatch: 1000,
    maxRowsPerInsert: 10,
    maxPending: 100,
  });
  for (let n = 1; n <= 25; n++) r.record(paged(n, tick(n)));
  await r.flush();
  const statements = await pagesByStatement();
  expect(statements).toEqual([
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    [21, 22, 23, 24, 25],
  ]);
});

test('a statement of a backlog that fails keeps its events and the later ones, ahead of newer events', async () => {
  const r = recorder({
    flushIntervalMs: 60_000,
    flushBatch: 1000,
    maxRowsPerInsert: 10,
    maxPending: 100,
  });
  for (let n = 1; n <= 25; n++)
    r.record(n === 15 ? { ...paged(n, tick(n)), furthestPage: 2 ** 40 } : paged(n, tick(n)));
  await r.flush();
  // The first statement went through; the second failed: its 10 events and the last 5 wait.
  expect(r.stats).toEqual({ pending: 15, stored: 10, dropped: 0, failedWrites: 1 });
  expect((await pagesByStatement()).flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  r.record(paged(26, tick(26)));
  expect(r.stats.pending).toBe(16);
  // The next write fails again on the same event, at the same place: nothing is lost or reordered.
  await r.flush();
  expect(r.stats).toEqual({ pending: 16, stored: 10, dropped: 0, failedWrites: 2 });
});

test('a reader hashed when the batch is written (the first of a day) has the hash it gets when recorded', async () => {
  const r = recorder({ flushIntervalMs: 60_000, flushBatch: 1000, maxPending: 100 });
  // A fresh recorder has not read today's salt: this event is hashed at the write.
  r.record(event(1));
  await r.flush();
  // Now the salt is known: these are hashed as they are recorded.
  r.record(event(1));
  r.record(event(2));
  r.record({ ...event(3), identity: null });
  await r.flush();
  const hashes = (
    await app
      .em()
      .getConnection()
      .execute<{ hash: string | null }[]>(
        `select encode(reader_hash, 'hex') as hash from reading_events order by xmin::text::bigint, at`,
      )
  ).map((row) => row.hash);
  expect(hashes).toHaveLength(4);
  expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(hashes[1]).toBe(hashes[0]);
  expect(hashes[2]).toMatch(/^[0-9a-f]{64}$/);
  expect(hashes[2]).not.toBe(hashes[0]);
  expect(hashes[3]).toBeNull();
});

test('the interval writes what waits', async () => {
  const r = recorder({ flushIntervalMs: 50, flushBatch: 500, maxPending: 100 });
  r.record(event(1));
  r.record(event(2));
  await until(async () => (await countStored()) === 2);
  expect(r.stats.stored).toBe(2);
});

test('past the bound events are dropped and counted, never queued; a request never waits', async () => {
  const r = recorder({ flushIntervalMs: 60_000, flushBatch: 1000, maxPending: 10 });
  const accepted = Array.from({ length: 15 }, (_, n) => r.record(event(n + 1)));
  expect(accepted.filter(Boolean)).toHaveLength(10);
  expect(r.stats).toMatchObject({ pending: 10, dropped: 5 });
  await r.flush();
  expect(await countStored()).toBe(10);
  expect(r.stats).toMatchObject({ pending: 0, stored: 10, dropped: 5 });
});

test('closing writes what is left (the shutdown), then refuses more', async () => {
  const r = recorder({ flushIntervalMs: 60_000, flushBatch: 1000, maxPending: 100 });
  r.record(event(1));
  r.record(event(2));
  r.record(event(3));
  await r.close();
  expect(await countStored()).toBe(3);
  expect(r.record(event(4))).toBe(false);
});

test('a failed write keeps its events for the next one', async () => {
  const r = recorder({ flushIntervalMs: 60_000, flushBatch: 1000, maxPending: 100 });
  // A value the column cannot hold makes the insert fail.
  r.record({ ...event(1), furthestPage: 2 ** 40 });
  await r.flush();
  expect(r.stats).toMatchObject({ pending: 1, stored: 0, failedWrites: 1 });
});

test('a partition is made for a new day on demand, and dropped past the retention', async () => {
  const today = utcDay(new Date());
  const inTen = addDays(today, 10);
  app.deps.recorder.record(event(1, new Date(`${inTen}T08:00:00Z`)));
  const events = await storedEvents(app);
  expect(events.map((e) => e.day)).toEqual([inTen]);
  const partitions = async () =>
    (
      await app
        .em()
        .getConnection()
        .execute<{ name: string }[]>(
          `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where i.inhparent = 'reading_events'::regclass order by 1`,
        )
    ).map((p) => p.name);
  const name = (day: string) => `reading_events_${day.replace(/-/g, '')}`;
  expect(await partitions()).toContain(name(inTen));

  // The maintenance makes today's and tomorrow's ahead of the first event.
  await maintainAnalytics(app.deps);
  expect(await partitions()).toEqual(
    expect.arrayContaining([name(today), name(addDays(today, 1)), name(inTen)]),
  );

  // Past the retention (90 days), older days are dropped, whole partitions at once.
  const later = new Date(`${addDays(today, 105)}T00:30:00Z`);
  const done = await maintainAnalytics(app.deps, later);
  expect(done.dropped).toEqual(
    expect.arrayContaining([name(today), name(addDays(today, 1)), name(inTen)]),
  );
  expect(await partitions()).toEqual([name(addDays(today, 105)), name(addDays(today, 106))]);

  // The recorder notices: the next event of a dropped day makes its partition again.
  app.deps.recorder.record(event(2));
  expect((await storedEvents(app)).map((e) => e.day)).toEqual([today]);
});
