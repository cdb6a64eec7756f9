import { startTestApp, type TestApp } from '../../../test/harness';
import { RateLimits, settleIn } from '../rate-limits';
import { SettledLimit, type Settle } from '../settled-limit';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const storedPoints = async (key: string): Promise<number | null> => {
  const [row] = await app
    .em()
    .getConnection()
    .execute(`select points from rate_limits where key = ?`, [key]);
  return row ? Number(row.points) : null;
};

/** A process's counter of a limit of `points` a minute, settled only when the test says. */
const processCounter = (points: number, settle: Settle = settleIn(app.deps.orm), maxKeys = 100) =>
  new SettledLimit('settled-test:', points, 60_000, settle, { intervalMs: 60_000, maxKeys });

test('a settled limit counts in the process, refuses past its points and settles the total in one row', async () => {
  const counter = processCounter(3);
  const key = `one-${Date.now()}`;
  const answers = Array.from({ length: 4 }, () => counter.consume(key));
  expect(answers.map((a) => a?.allowed)).toEqual([true, true, true, false]);
  expect(answers.map((a) => a?.used)).toEqual([1, 2, 3, 4]);
  expect(answers[3]!.msBeforeNext).toBeGreaterThan(59_000);
  // Nothing was written per request...
  expect(await storedPoints(`settled-test:${key}`)).toBeNull();
  // ...and one settlement stores what was counted.
  await counter.flush();
  expect(await storedPoints(`settled-test:${key}`)).toBe(4);
  await counter.close();
});

test('two processes count one key together once both have settled', async () => {
  const a = processCounter(5);
  const b = processCounter(5);
  const key = `two-${Date.now()}`;
  for (let i = 0; i < 3; i += 1) {
    expect(a.consume(key)?.allowed).toBe(true);
    expect(b.consume(key)?.allowed).toBe(true);
  }
  await a.flush();
  await b.flush();
  // b learnt of a's three at its settlement; a learns of b's at its next settlement of the key.
  expect(b.consume(key)).toMatchObject({ allowed: false, used: 7 });
  expect(a.consume(key)).toMatchObject({ allowed: true, used: 4 });
  await a.flush();
  // Seven in the table (b's refused one is still b's to settle), and this one.
  expect(a.consume(key)).toMatchObject({ allowed: false, used: 8 });
  await a.close();
  await b.close();
  expect(await storedPoints(`settled-test:${key}`)).toBe(9);
});

test('a window that ended starts again, here and in the table', async () => {
  const counter = processCounter(2);
  const key = `window-${Date.now()}`;
  const start = Date.now();
  counter.consume(key, start);
  counter.consume(key, start);
  expect(counter.consume(key, start)?.allowed).toBe(false);
  await counter.flush();
  // The stored window ended long ago: the next settlement starts it afresh.
  await app
    .em()
    .getConnection()
    .execute(`update rate_limits set expire = 1 where key = ?`, [`settled-test:${key}`]);
  expect(counter.consume(key, start + 61_000)).toMatchObject({ allowed: true, used: 1 });
  await counter.flush();
  expect(await storedPoints(`settled-test:${key}`)).toBe(1);
  await counter.close();
});

test('counts that could not be settled stay pending and go with the next settlement', async () => {
  const real = settleIn(app.deps.orm);
  let failures = 1;
  const counter = processCounter(10, async (...args) => {
    if (failures-- > 0) throw new Error('database unavailable');
    return real(...args);
  });
  const key = `retry-${Date.now()}`;
  counter.consume(key);
  counter.consume(key);
  await counter.flush();
  expect(await storedPoints(`settled-test:${key}`)).toBeNull();
  counter.consume(key);
  await counter.flush();
  expect(await storedPoints(`settled-test:${key}`)).toBe(3);
  await counter.close();
});

test('past its keys a counter hands the request back, and the limit counts it in PostgreSQL', async () => {
  const counter = processCounter(10, settleIn(app.deps.orm), 2);
  expect(counter.consume('a')).not.toBeNull();
  expect(counter.consume('b')).not.toBeNull();
  expect(counter.consume('c')).toBeNull();
  await counter.close();

  // The beacons' limit is settled: with its keys full it still refuses, counting per request.
  const limits = new RateLimits(app.deps.orm, app.deps.config, { 'reading-beacons': 2 });
  const key = `direct-${Date.now()}`;
  const states = [];
  for (let i = 0; i < 3; i += 1) states.push(await limits.consume('reading-beacons', key));
  expect(states.map((s) => s.allowed)).toEqual([true, true, false]);
  expect(states[2]).toMatchObject({ limit: 2, used: 3, remaining: 0 });
  expect(states[2].retryAfterSeconds).toBeGreaterThanOrEqual(1);
  // Counted in memory: the table has it once settled (peek settles first).
  expect(await limits.peek('reading-beacons', key)).toMatchObject({ used: 3, allowed: false });
  expect(await storedPoints(`reading-beacons:${key}`)).toBe(3);
  await limits.reset('reading-beacons', key);
  expect((await limits.consume('reading-beacons', key)).used).toBe(1);
  await limits.resetAll('reading-beacons');
  expect(await storedPoints(`reading-beacons:${key}`)).toBeNull();
  expect((await limits.consume('reading-beacons', key)).used).toBe(1);
});
