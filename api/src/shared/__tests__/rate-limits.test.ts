import { startTestApp, type TestApp } from '../../../test/harness';
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
