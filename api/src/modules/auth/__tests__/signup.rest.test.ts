import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { V1_ACCOUNT_KEYS, expectNoSecrets, signUpBody } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const signUp = (body: unknown) =>
  app
    .http()
    .post('/api/v1/users/signup')
    .send(body as object);

describe('REST U1 POST /users/signup', () => {
  test('creates an active user, lower-cases the email and answers the token envelope without secrets', async () => {
    const body = signUpBody({ email: 'Mixed.Case@Example.COM', username: 'Mixed_Case1' });
    const res = await signUp(body);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.body).toMatchObject({ status: 'success', isReactivated: false });
    expect(typeof res.body.token).toBe('string');
    const user = res.body.data.user;
    expect(Object.keys(user).sort()).toEqual(V1_ACCOUNT_KEYS);
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'Mixed_Case1',
      email: 'mixed.case@example.com',
      role: 'user',
      active: true,
      bio: expect.any(String),
      user_photo: expect.any(String),
    });
    expect(Number.isInteger(user.id)).toBe(true);
    expectNoSecrets(res.body);

    const row = await app.em().findOneOrFail(User, { id: user.id }, { populate: ['passwordHash'] });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password as string);

    // The token works straight away.
    const me = await app
      .http()
      .get('/api/v1/users/get-me')
      .set('authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  test.each([
    ['firstName', MESSAGES.firstNameRequired],
    ['lastName', MESSAGES.lastNameRequired],
    ['username', MESSAGES.usernameRequired],
    ['email', MESSAGES.emailRequired],
    ['password', MESSAGES.passwordRequired],
    ['passwordConfirm', MESSAGES.passwordConfirmRequired],
  ])('missing %s -> 400 %p', async (field, message) => {
    const body = signUpBody();
    delete body[field];
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test.each([
    ['firstName', 42, MESSAGES.firstNameRequired],
    ['lastName', ['x'], MESSAGES.lastNameRequired],
    ['username', { $ne: null }, MESSAGES.usernameRequired],
    ['email', true, MESSAGES.emailRequired],
    ['password', 12345678, MESSAGES.passwordRequired],
    ['passwordConfirm', null, MESSAGES.passwordConfirmRequired],
    ['firstName', '   ', MESSAGES.firstNameRequired],
  ])('wrong type %s = %p -> 400', async (field, value, message) => {
    const res = await signUp(signUpBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test.each([
    ['firstName', 'x'.repeat(51), MESSAGES.nameMax],
    ['lastName', 'y'.repeat(51), MESSAGES.nameMax],
    ['username', 'u'.repeat(51), MESSAGES.usernameMax],
    ['email', `${'e'.repeat(250)}@example.com`, MESSAGES.emailInvalidSignUp],
    ['password', 'p'.repeat(129), MESSAGES.passwordMax],
  ])('over-long %s -> 400', async (field, value, message) => {
    const extra = field === 'password' ? { passwordConfirm: value } : {};
    const res = await signUp(signUpBody({ [field]: value, ...extra }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test.each([
    [{ username: 'short' }, MESSAGES.usernameMin],
    [{ username: '<script>x' }, MESSAGES.usernameChars],
    [{ username: 'with space' }, MESSAGES.usernameChars],
    [{ firstName: '<b>Bold</b>' }, MESSAGES.markupNotAllowed],
    [{ email: 'not-an-email' }, MESSAGES.emailInvalidSignUp],
    [{ email: 'a@b' }, MESSAGES.emailInvalidSignUp],
    [{ email: 'two words@example.com' }, MESSAGES.emailInvalidSignUp],
    [{ password: 'short', passwordConfirm: 'short' }, MESSAGES.passwordMin],
    [{ passwordConfirm: 'something else' }, MESSAGES.passwordsMustMatch],
  ])('invalid %p -> 400', async (overrides, message) => {
    const res = await signUp(signUpBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test('duplicate email (any case) -> 409, duplicate username (any case) -> 409, deactivated accounts count', async () => {
    const { user } = await buildUser(app, {
      username: 'TakenName',
      email: 'taken@example.com',
      active: false,
    });
    const byEmail = await signUp(signUpBody({ email: 'TAKEN@Example.com' }));
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({ status: 'fail', message: MESSAGES.emailTaken });
    const byUsername = await signUp(signUpBody({ username: 'takenNAME' }));
    expect(byUsername.status).toBe(409);
    expect(byUsername.body).toEqual({ status: 'fail', message: MESSAGES.usernameTaken });
    expect(await app.em().count(User, { username: { $ilike: 'takenname' } })).toBe(1);
    expect(user.id).toBeGreaterThan(0);
  });

  test('LIKE wildcards in a username are literal when checking duplicates', async () => {
    await buildUser(app, { username: 'abc_def' });
    // `_` must not match any character: "abcXdef" is a different name.
    const res = await signUp(signUpBody({ username: 'abcXdef' }));
    expect(res.status).toBeLessThan(300);
  });

  test('two simultaneous sign-ups with the same username: one succeeds, the other gets 409 (never 500)', async () => {
    const username = `Race_${Date.now()}`;
    const results = await Promise.all([
      signUp(signUpBody({ username })),
      signUp(signUpBody({ username: username.toLowerCase() })),
      signUp(signUpBody({ username: username.toUpperCase() })),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s < 300)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(await app.em().count(User, { username: { $ilike: username } })).toBe(1);
  });

  test('a body over the JSON size limit -> 413 JSON error', async () => {
    const res = await signUp(signUpBody({ firstName: 'x'.repeat(200 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 'fail', message: 'The request body is too large' });
  });

  test('malformed JSON -> 400 JSON error, not 500', async () => {
    const res = await app
      .http()
      .post('/api/v1/users/signup')
      .set('content-type', 'application/json')
      .send('{"firstName": "Ada",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'The request body is not valid JSON' });
  });

  test('an empty or non-JSON body -> 400 with the first missing field', async () => {
    const empty = await app.http().post('/api/v1/users/signup');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ status: 'fail', message: MESSAGES.firstNameRequired });
    const array = await app.http().post('/api/v1/users/signup').send([1, 2]);
    expect(array.status).toBe(400);
    expect(array.body.status).toBe('fail');
  });

  test('a token sent along (even garbage or `Bearer null`) is ignored on this public endpoint', async () => {
    const a = await signUp(signUpBody()).set('authorization', 'Bearer null');
    expect(a.status).toBeLessThan(300);
    const b = await app
      .http()
      .post('/api/v1/users/signup')
      .set('authorization', 'Bearer not.a.jwt')
      .send(signUpBody());
    expect(b.status).toBeLessThan(300);
  });
});
