import { loadConfig } from '../../../config/env';
import { MESSAGES } from '../../../config/limits';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';

// authRateLimit 3: the 4th login attempt in the window is refused. One trusted proxy hop, as
// `TRUST_PROXY=1` configures it, lets each test pose as its own client IP (the last
// X-Forwarded-For entry), so the tests do not share counters.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    authRateLimit: 3,
    trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
  });
});
afterAll(async () => {
  await app.close();
});

const restLogIn = (ip: string, body: object) =>
  app.http().post('/api/v1/users/login').set('x-forwarded-for', ip).send(body);

const gqlLogIn = async (ip: string, input: object) => {
  const res = await app.http().post('/graphql').set('x-forwarded-for', ip).send({
    query: 'mutation($input: LogInInput!) { logIn(input: $input) { token } }',
    variables: { input },
  });
  return res.body as {
    data: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
};

describe('auth rate limits (authRateLimit: 3)', () => {
  test('REST: the 4th login attempt from one IP -> 429 JSON, even with the right password', async () => {
    const { user, password } = await buildUser(app);
    for (let i = 0; i < 3; i += 1) {
      const res = await restLogIn('10.0.0.1', {
        email: `other${i}@example.com`,
        password: 'wrong password',
      });
      expect(res.status).toBe(401);
    }
    const fourth = await restLogIn('10.0.0.1', { email: user.email, password });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ status: 'fail', message: MESSAGES.tooManyRequests });
    // Another client is not affected.
    expect((await restLogIn('10.0.0.2', { email: user.email, password })).status).toBe(200);
  });

  test('GraphQL: the 4th logIn from one IP -> RATE_LIMITED', async () => {
    const { user, password } = await buildUser(app);
    for (let i = 0; i < 3; i += 1) {
      const res = await gqlLogIn('10.0.1.1', { email: user.email, password: 'wrong password' });
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const fourth = await gqlLogIn('10.0.1.1', { email: user.email, password });
    expect(fourth.data).toBeNull();
    expect(fourth.errors?.[0]).toMatchObject({
      message: MESSAGES.tooManyRequests,
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  test('one trusted hop: entries a client prepends to X-Forwarded-For do not change its address', async () => {
    // The proxy appends the address it saw; everything before it is the client's to write.
    for (let i = 0; i < 3; i += 1) {
      const rest = await restLogIn(`203.0.113.${i + 1}, 10.0.5.1`, {
        email: `spoof${i}@example.com`,
        password: 'wrong password',
      });
      expect(rest.status).toBe(401);
      const gql = await gqlLogIn(`198.51.100.${i + 1}, 10.0.5.2`, {
        email: `spoof${i}@example.com`,
        password: 'wrong password',
      });
      expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const rest = await restLogIn('203.0.113.99, 10.0.5.1', {
      email: 'spoof@example.com',
      password: 'wrong password',
    });
    expect(rest.status).toBe(429);
    const gql = await gqlLogIn('198.51.100.99, 10.0.5.2', {
      email: 'spoof@example.com',
      password: 'wrong password',
    });
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  test('failures on one account from many IPs do not lock its owner out', async () => {
    const { user, password } = await buildUser(app);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await restLogIn(`10.0.2.${i + 1}`, { email: user.email, password: 'guess' })).status,
      ).toBe(401);
    }
    expect((await restLogIn('10.0.2.99', { email: user.email, password })).status).toBe(200);
  });

  test('only failures count against an account, and a successful login clears them', async () => {
    const { user, password } = await buildUser(app);
    // Two failures, a success, then two more failures: never three failures in a row.
    for (const [i, guess] of ['guess', 'guess', password, 'guess', 'guess'].entries()) {
      const res = await restLogIn(`10.0.4.${i + 1}`, { email: user.email, password: guess });
      expect(res.status).toBe(guess === password ? 200 : 401);
    }
    expect((await restLogIn('10.0.4.99', { email: user.email, password })).status).toBe(200);
  });

  test('forgot-password has its own, stricter limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await app
        .http()
        .post('/api/v1/users/forgot-password')
        .set('x-forwarded-for', '10.0.3.1')
        .send({ email: `nobody${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
