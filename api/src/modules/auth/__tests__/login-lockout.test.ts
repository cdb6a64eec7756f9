import { LIMITS, MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { lastResetToken, waitForMails } from '../../../../test/accounts';

// Failed log-ins are counted per account and client IP and slow that pair down; nobody can
// lock an account's owner out by failing on purpose from elsewhere. trustProxy lets each
// test pose as its own client IPs (X-Forwarded-For). authRateLimit is the production default.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustProxy: true, authRateLimit: 20 });
});
afterAll(async () => {
  await app.close();
});

const FREE = LIMITS.loginFailuresBeforeBackoff;
const logIn = (ip: string, email: string, password: string) =>
  app.http().post('/api/v1/users/login').set('x-forwarded-for', ip).send({ email, password });
const gqlLogIn = (ip: string, email: string, password: string) =>
  app
    .http()
    .post('/graphql')
    .set('x-forwarded-for', ip)
    .send({
      query: 'mutation($i: LogInInput!) { logIn(input: $i) { token } }',
      variables: { i: { email, password } },
    });
const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

/** Lets the current back-off of every (account, IP) pair run out, as waiting would. */
const waitOutBackoff = () =>
  app
    .em()
    .getConnection()
    .execute(`update rate_limits set expire = 1 where key like 'login-backoff:%'`);

describe('log-in back-off per account and client', () => {
  test('25 failures from IP A: A is slowed down (429 + Retry-After), the owner on IP B still logs in', async () => {
    const { user, password } = await buildUser(app);
    const statuses: number[] = [];
    let lastRefusal: { status: number; headers: Record<string, string>; body: unknown } | null =
      null;
    for (let i = 0; i < 25; i += 1) {
      const res = await logIn('10.1.0.1', user.email, 'wrong guess');
      statuses.push(res.status);
      if (res.status === 429) lastRefusal = res;
    }
    expect(statuses.slice(0, FREE)).toEqual(Array(FREE).fill(401));
    expect(statuses.slice(FREE)).toEqual(Array(25 - FREE).fill(429));
    expect(lastRefusal?.body).toEqual({ status: 'fail', message: MESSAGES.tooManyLoginFailures });
    const wait = retryAfter(lastRefusal as { headers: Record<string, string> });
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMITS.loginBackoffBaseSeconds);
    // The right password from A waits too (it is not even checked)...
    expect((await logIn('10.1.0.1', user.email, password)).status).toBe(429);
    // ...but the owner elsewhere is not locked out.
    expect((await logIn('10.1.0.2', user.email, password)).status).toBe(200);
  });

  test('failures spread over many IPs lock nobody out', async () => {
    const { user, password } = await buildUser(app);
    for (let i = 0; i < 25; i += 1) {
      expect((await logIn(`10.2.0.${i + 1}`, user.email, 'wrong guess')).status).toBe(401);
    }
    expect((await logIn('10.2.1.1', user.email, password)).status).toBe(200);
  });

  test('each further failure after a wait doubles the wait, up to the cap', async () => {
    const { user } = await buildUser(app);
    for (let i = 0; i < FREE; i += 1) await logIn('10.3.0.1', user.email, 'wrong guess');
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await logIn('10.3.0.1', user.email, 'wrong guess');
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      await waitOutBackoff();
      expect((await logIn('10.3.0.1', user.email, 'wrong guess')).status).toBe(401);
    }
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[1]).toBeGreaterThan(LIMITS.loginBackoffBaseSeconds);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LIMITS.loginBackoffMaxSeconds);
    expect(waits[waits.length - 1]).toBeGreaterThan(LIMITS.loginBackoffMaxSeconds - 5);
  });

  test('GraphQL logIn gets RATE_LIMITED with retryAfter, and the Retry-After header', async () => {
    const { user } = await buildUser(app);
    for (let i = 0; i < FREE; i += 1) await gqlLogIn('10.4.0.1', user.email, 'wrong guess');
    const res = await gqlLogIn('10.4.0.1', user.email, 'wrong guess');
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.tooManyLoginFailures,
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
    // HTTP clients and proxies read the wait from the header, as on v1.
    expect(res.headers['retry-after']).toBe(String(res.body.errors[0].extensions.retryAfter));
  });

  test('a successful log-in from the pair clears its failures', async () => {
    const { user, password } = await buildUser(app);
    for (let i = 0; i < FREE - 1; i += 1) await logIn('10.5.0.1', user.email, 'wrong guess');
    expect((await logIn('10.5.0.1', user.email, password)).status).toBe(200);
    for (let i = 0; i < FREE - 1; i += 1)
      expect((await logIn('10.5.0.1', user.email, 'wrong guess')).status).toBe(401);
  });

  test('a completed password reset clears the back-off of every client', async () => {
    const { user } = await buildUser(app);
    for (let i = 0; i < FREE + 1; i += 1) await logIn('10.6.0.1', user.email, 'wrong guess');
    expect((await logIn('10.6.0.1', user.email, 'wrong guess')).status).toBe(429);
    await app
      .http()
      .post('/api/v1/users/forgot-password')
      .set('x-forwarded-for', '10.6.0.9')
      .send({ email: user.email });
    await waitForMails(app, user.email);
    const reset = await app
      .http()
      .patch(`/api/v1/users/reset-password/${lastResetToken(app, user.email)}`)
      .set('x-forwarded-for', '10.6.0.9')
      .send({ password: 'fresh password!', passwordConfirm: 'fresh password!' });
    expect(reset.status).toBe(200);
    expect((await logIn('10.6.0.1', user.email, 'fresh password!')).status).toBe(200);
  });

  test('unknown emails get the same back-off (no account probe)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE + 1; i += 1)
      statuses.push((await logIn('10.7.0.1', 'nobody.here@example.com', 'guess')).status);
    expect(statuses).toEqual([...Array(FREE).fill(401), 429]);
  });
});
