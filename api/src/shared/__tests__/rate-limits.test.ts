import { startTestApp, type TestApp } from '../../../test/harness';
import { sqlStatementsDuring } from '../../../test/support/sql-statements';
import { RATE_LIMITS, RateLimits, rateLimitsOf } from '../rate-limits';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

test('every limit has a window and a key kind; names are the stored key prefixes', () => {
  for (const [name, limit] of Object.entries(RATE_LIMITS)) {
    expect(name).toMatch(/^[a-z0-9-]+$/);
    expect(limit.windowSeconds).toBeGreaterThan(0);
    expect(['ip', 'account', 'user', 'endpoint', 'caller', 'pair']).toContain(limit.key);
  }
  expect(rateLimitsOf(app.deps)).toBe(rateLimitsOf(app.deps));
});

test('consume says where the caller stands, counted in PostgreSQL', async () => {
  const limits = new RateLimits(app.deps.orm, app.deps.config, { v1: 2 });
  const key = `test-${Date.now()}`;
  expect(await limits.consume('v1', key)).toMatchObject({
    allowed: true,
    limit: 2,
    used: 1,
    remaining: 1,
  });
  await limits.consume('v1', key);
  const refused = await limits.consume('v1', key);
  expect(refused).toMatchObject({ allowed: false, limit: 2, used: 3, remaining: 0 });
  expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  const [row] = await app
    .em()
    .getConnection()
    .execute(`select points from rate_limits where key = ?`, [`v1:${key}`]);
  expect(Number(row.points)).toBe(3);
  // Another instance on the same database counts the same key together.
  const other = new RateLimits(app.deps.orm, app.deps.config, { v1: 2 });
  expect((await other.consume('v1', key)).allowed).toBe(false);
  await limits.reset('v1', key);
  expect((await other.consume('v1', key)).used).toBe(1);
});

test('a limit of 0 admits everything and counts nothing', async () => {
  const limits = new RateLimits(app.deps.orm, app.deps.config, { 'opds-pages': 0 });
  expect(await limits.consume('opds-pages', 'x')).toMatchObject({ allowed: true, limit: 0 });
  expect(await limits.peek('opds-pages', 'x')).toBeNull();
});

describe('refuseOver: a list of limits counted in turn, in one statement', () => {
  const stored = async (key: string): Promise<number | null> => {
    const [row] = await app
      .em()
      .getConnection()
      .execute(`select points from rate_limits where key = ?`, [key]);
    return row ? Number(row.points) : null;
  };
  const refusal = async (work: Promise<void>) => {
    try {
      await work;
    } catch (error) {
      return error as { code?: string; message: string; retryAfter?: number };
    }
    return null;
  };
  const message = (retry: number) => `wait ${retry}`;

  test('three limits cost one statement; each counts once while all allow', async () => {
    // As the app builds it: with the read pools (a prepared statement there).
    const limits = rateLimitsOf(app.deps);
    const id = `u${Date.now()}`;
    const texts = await sqlStatementsDuring(() =>
      limits.refuseOver(
        [
          ['comments-ip', `ip-${id}`],
          ['comments', id],
          ['comments-new-account', id],
        ],
        message,
      ),
    );
    expect(texts).toHaveLength(1);
    expect(await stored(`comments-ip:ip-${id}`)).toBe(1);
    expect(await stored(`comments:${id}`)).toBe(1);
    expect(await stored(`comments-new-account:${id}`)).toBe(1);
    // consume sees the same counters.
    expect((await limits.consume('comments', id)).used).toBe(2);
    // A list of one is the same statement.
    await limits.refuseOver([['comments', id]], message);
    expect(await stored(`comments:${id}`)).toBe(3);
  });

  test('the first limit that refuses answers; the limits after it count nothing', async () => {
    const limits = new RateLimits(
      app.deps.orm,
      app.deps.config,
      { 'likes-user': 3, 'likes-ip': 2 },
      app.deps.pools,
    );
    const id = `v${Date.now()}`;
    const list = [
      ['likes-ip', `ip-${id}`],
      ['likes-user', id],
    ] as const;
    await limits.refuseOver(list, message);
    await limits.refuseOver(list, message);
    const refused = await refusal(limits.refuseOver(list, message));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused?.message).toMatch(/^wait (59|60)$/);
    // The refused request is counted where it was refused, as consume counts it; not after.
    expect(await stored(`likes-ip:ip-${id}`)).toBe(3);
    expect(await stored(`likes-user:${id}`)).toBe(2);
    // Refused by the second: the first counted, the second too (past its limit).
    const other = `w${Date.now()}`;
    const second = [
      ['likes-ip', `ip-${other}`],
      ['likes-user', id],
    ] as const;
    await limits.refuseOver(second, message);
    expect(await refusal(limits.refuseOver(second, message))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(await stored(`likes-ip:ip-${other}`)).toBe(2);
    expect(await stored(`likes-user:${id}`)).toBe(4);
  });

  test('a blocked key is refused until its block runs out; an ended window starts again', async () => {
    // Without the read pools: the same statement on MikroORM's pool.
    const limits = new RateLimits(app.deps.orm, app.deps.config);
    const id = `b${Date.now()}`;
    await limits.block('likes-user', id, 120);
    const refused = await refusal(
      limits.refuseOver(
        [
          ['likes-user', id],
          ['likes-ip', `ip-${id}`],
        ],
        message,
      ),
    );
    expect(refused?.message).toMatch(/^wait (119|120)$/);
    expect(await stored(`likes-ip:ip-${id}`)).toBeNull();
    await app
      .em()
      .getConnection()
      .execute(`update rate_limits set expire = ? where key = ?`, [
        Date.now() - 1,
        `likes-user:${id}`,
      ]);
    await limits.refuseOver([['likes-user', id]], message);
    expect(await stored(`likes-user:${id}`)).toBe(1);
  });

  test('a limit past the range of a PostgreSQL integer counts like any other', async () => {
    const limits = new RateLimits(app.deps.orm, app.deps.config);
    const id = `f${Date.now()}`;
    const list = [
      ['login-failures', id],
      ['likes-user', id],
    ] as const;
    await limits.refuseOver(list, message);
    expect(await stored(`login-failures:${id}`)).toBe(1);
    expect(await stored(`likes-user:${id}`)).toBe(1);
  });

  test('limits set to 0 are skipped; a settled limit keeps counting in the process', async () => {
    const limits = new RateLimits(app.deps.orm, app.deps.config, {
      'likes-ip': 0,
      'reading-beacons': 2,
    });
    const id = `s${Date.now()}`;
    await limits.refuseOver(
      [
        ['likes-ip', id],
        ['likes-user', id],
      ],
      message,
    );
    expect(await stored(`likes-ip:${id}`)).toBeNull();
    expect(await stored(`likes-user:${id}`)).toBe(1);
    const beacons = [['reading-beacons', id]] as const;
    const texts = await sqlStatementsDuring(async () => {
      await limits.refuseOver(beacons, message);
      await limits.refuseOver(beacons, message);
    });
    expect(texts).toEqual([]);
    expect(await refusal(limits.refuseOver(beacons, message))).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
