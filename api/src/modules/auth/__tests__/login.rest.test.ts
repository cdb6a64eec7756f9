import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { V1_ACCOUNT_KEYS, expectNoSecrets } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const logIn = (body: unknown) =>
  app
    .http()
    .post('/api/v1/users/login')
    .send(body as object);
const isActive = async (id: number) => (await app.em().findOneOrFail(User, { id })).active;

describe('REST U2 POST /users/login', () => {
  test('right credentials -> 200 with token, isReactivated false and the account without secrets', async () => {
    const { user, password } = await buildUser(app);
    const res = await logIn({ email: user.email, password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      isReactivated: false,
      token: expect.any(String),
    });
    expect(Object.keys(res.body.data.user).sort()).toEqual(V1_ACCOUNT_KEYS);
    expect(res.body.data.user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      active: true,
    });
    expectNoSecrets(res.body);
    const me = await app
      .http()
      .get('/api/v1/users/get-me')
      .set('authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
  });

  test('the email is matched case-insensitively and trimmed', async () => {
    const { user, password } = await buildUser(app);
    const res = await logIn({ email: `  ${user.email.toUpperCase()} `, password });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
  });

  test('wrong password and unknown email answer the same 401 and message', async () => {
    const { user } = await buildUser(app);
    const wrong = await logIn({ email: user.email, password: 'not the password' });
    const unknown = await logIn({ email: 'nobody-here@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'fail', message: MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  test.each([
    [{ password: 'x' }, MESSAGES.emailRequired],
    [{ email: '', password: 'x' }, MESSAGES.emailRequired],
    [{ email: 'a@example.com' }, MESSAGES.passwordRequired],
    [{ email: 'a@example.com', password: '' }, MESSAGES.passwordRequired],
    [{ email: 42, password: 'x' }, MESSAGES.emailRequired],
    [{ email: 'a@example.com', password: { $gt: '' } }, MESSAGES.passwordRequired],
    [{}, MESSAGES.emailRequired],
  ])('%p -> 400 %p', async (body, message) => {
    const res = await logIn(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test('an over-long password is just wrong (401), not a crash', async () => {
    const { user } = await buildUser(app);
    const res = await logIn({ email: user.email, password: 'p'.repeat(5000) });
    expect(res.status).toBe(401);
  });

  test('malformed JSON -> 400', async () => {
    const res = await app
      .http()
      .post('/api/v1/users/login')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'The request body is not valid JSON' });
  });

  test('a deactivated account stays deactivated after a wrong password', async () => {
    const { user } = await buildUser(app, { active: false });
    const res = await logIn({ email: user.email, password: 'wrong password!' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.invalidCredentials);
    expect(await isActive(user.id)).toBe(false);
  });

  test('the right password reactivates a deactivated account; isReactivated is true only once', async () => {
    const { user, password } = await buildUser(app, { active: false });
    const first = await logIn({ email: user.email, password });
    expect(first.status).toBe(200);
    expect(first.body.isReactivated).toBe(true);
    expect(first.body.data.user.active).toBe(true);
    expect(await isActive(user.id)).toBe(true);
    const me = await app
      .http()
      .get('/api/v1/users/get-me')
      .set('authorization', `Bearer ${first.body.token}`);
    expect(me.status).toBe(200);
    const second = await logIn({ email: user.email, password });
    expect(second.status).toBe(200);
    expect(second.body.isReactivated).toBe(false);
  });

  test('`Bearer null`, garbage and forged tokens are ignored on login', async () => {
    const { user, password } = await buildUser(app);
    for (const header of [
      'Bearer null',
      'Bearer undefined',
      'Bearer abc.def.ghi',
      'Basic xyz',
      'Bearer ',
    ]) {
      const res = await logIn({ email: user.email, password }).set('authorization', header);
      expect(res.status).toBe(200);
    }
  });
});
