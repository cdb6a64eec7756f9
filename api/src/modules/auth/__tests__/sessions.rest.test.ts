import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { signToken } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const getMe = (header?: string) => {
  const req = app.http().get('/api/v1/users/get-me');
  if (header) req.set('authorization', header);
  return req;
};

/** Tokens that must never authenticate, for a user that exists and is active. */
async function badTokens(): Promise<[string, string][]> {
  const { user } = await buildUser(app);
  const pwd = user.passwordChangedAt.getTime();
  const now = Math.floor(Date.now() / 1000);
  return [
    [
      'forged (wrong secret)',
      signToken(app, { id: user.id, pwd }, { secret: 'not-the-server-secret-at-all-000000' }),
    ],
    ['expired', signToken(app, { id: user.id, pwd, iat: now - 3600, exp: now - 60 })],
    ['HS512 instead of HS256', signToken(app, { id: user.id, pwd }, { algorithm: 'HS512' })],
    [
      'alg none',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ id: user.id, pwd })).toString('base64url')}.`,
    ],
    ['no pwd claim (v1-style token)', signToken(app, { id: user.id })],
    ['string id', signToken(app, { id: String(user.id), pwd })],
    ['unknown user', signToken(app, { id: 987654, pwd })],
    ['password changed after issue', signToken(app, { id: user.id, pwd: pwd - 1000 })],
    ['malformed', 'abc.def.ghi'],
    ['truncated', signToken(app, { id: user.id, pwd }).slice(0, -5)],
  ];
}

describe('REST guard: invalid tokens on protected endpoints', () => {
  test('every invalid / expired / forged token -> 401 "session expired", never 500', async () => {
    for (const [name, token] of await badTokens()) {
      const res = await getMe(`Bearer ${token}`);
      expect({ name, status: res.status, body: res.body }).toEqual({
        name,
        status: 401,
        body: { status: 'fail', message: MESSAGES.sessionExpired },
      });
    }
  });

  test('the same tokens are ignored on public endpoints', async () => {
    const target = await buildUser(app);
    for (const [name, token] of await badTokens()) {
      const res = await app
        .http()
        .get(`/api/v1/users/get-user?id=&email=&username=${target.user.username}`)
        .set('authorization', `Bearer ${token}`);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      const login = await app
        .http()
        .post('/api/v1/users/login')
        .set('authorization', `Bearer ${token}`)
        .send({ email: target.user.email, password: target.password });
      expect({ name, status: login.status }).toEqual({ name, status: 200 });
      const forgot = await app
        .http()
        .post('/api/v1/users/forgot-password')
        .set('authorization', `Bearer ${token}`)
        .send({ email: 'someone@example.com' });
      expect({ name, status: forgot.status }).toEqual({ name, status: 200 });
    }
  });

  test('a token of a deactivated user is refused', async () => {
    const { token } = await buildUser(app, { active: false });
    const res = await getMe(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.sessionExpired });
  });

  test('a valid token is accepted with any casing of "Bearer"', async () => {
    const { token } = await buildUser(app);
    expect((await getMe(`bearer ${token}`)).status).toBe(200);
  });
});

describe('REST U8 DELETE /users/delete-me', () => {
  test('204 without body; the account is deactivated, not deleted; the old token is refused; login reactivates', async () => {
    const { user, password, token } = await buildUser(app);
    const res = await app
      .http()
      .delete('/api/v1/users/delete-me')
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const row = await app.em().findOneOrFail(User, { id: user.id });
    expect(row.active).toBe(false);
    expect(row.lastUpdated).toBeInstanceOf(Date);

    const after = await getMe(`Bearer ${token}`);
    expect(after.status).toBe(401);
    const again = await app
      .http()
      .delete('/api/v1/users/delete-me')
      .set('authorization', `Bearer ${token}`);
    expect(again.status).toBe(401);
    expect((await app.http().get(`/api/v1/users/get-user?id=${user.id}`)).status).toBe(404);

    const login = await app
      .http()
      .post('/api/v1/users/login')
      .send({ email: user.email, password });
    expect(login.status).toBe(200);
    expect(login.body.isReactivated).toBe(true);
    expect((await getMe(`Bearer ${login.body.token}`)).status).toBe(200);
  });

  test('without a token -> 401 "not logged in"', async () => {
    const res = await app.http().delete('/api/v1/users/delete-me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.notLoggedIn });
  });
});

describe('REST misc', () => {
  test('unknown /api/v1 paths -> JSON 404', async () => {
    const res = await app.http().get('/api/v1/users/nope');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('fail');
  });
});
