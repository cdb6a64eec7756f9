import { MESSAGES } from '../../../config/limits';
import { User } from '../user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { V1_ACCOUNT_KEYS, V1_PUBLIC_KEYS, expectNoSecrets } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const getUser = (query: string, token?: string) => {
  const req = app.http().get(`/api/v1/users/get-user?${query}`);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req;
};
const updateMe = (token: string, body: unknown) =>
  app
    .http()
    .patch('/api/v1/users/update-me')
    .set('authorization', `Bearer ${token}`)
    .send(body as object);
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  username: `grace_${Math.random().toString(36).slice(2, 10)}`,
  email: `grace.${Math.random().toString(36).slice(2, 10)}@example.com`,
  bio: 'Found the first actual bug.',
  ...overrides,
});

describe('REST U5 GET /users/get-me', () => {
  test('200 with exactly the account fields (no secrets)', async () => {
    const { user, token } = await buildUser(app, { bio: 'Hello there' });
    const res = await app
      .http()
      .get('/api/v1/users/get-me')
      .set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(Object.keys(res.body.user).sort()).toEqual(V1_ACCOUNT_KEYS);
    expect(res.body.user).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: 'Test',
      last_name: 'User',
      bio: 'Hello there',
      role: 'user',
      active: true,
      user_photo: '/media/defaults/profile.svg',
      background_user_photo: '/media/defaults/background.svg',
      last_updated: null,
    });
    expect(new Date(res.body.user.date_created).toISOString()).toBe(res.body.user.date_created);
    expectNoSecrets(res.body);
  });

  test('no token, `Bearer null` -> 401 "not logged in"', async () => {
    for (const header of [undefined, 'Bearer null', 'Bearer undefined', 'Token abc']) {
      const req = app.http().get('/api/v1/users/get-me');
      if (header) req.set('authorization', header);
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'fail', message: MESSAGES.notLoggedIn });
    }
  });
});

describe('REST U6 GET /users/get-user', () => {
  test("by username with the v1 client's empty keys: the public profile without email", async () => {
    const { user } = await buildUser(app);
    const res = await getUser(`id=&email=&username=${user.username}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.user).sort()).toEqual(V1_PUBLIC_KEYS);
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username, role: 'user' });
    expect(JSON.stringify(res.body)).not.toContain(user.email);
    expectNoSecrets(res.body);
  });

  test('the first non-empty of id, username, email wins', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const byId = await getUser(
      `id=${a.user.id}&username=${b.user.username}&email=${b.user.email}`,
      b.token,
    );
    expect(byId.body.user.id).toBe(a.user.id);
    const byUsername = await getUser(
      `id=&username=${a.user.username}&email=${b.user.email}`,
      b.token,
    );
    expect(byUsername.body.user.id).toBe(a.user.id);
    const byEmail = await getUser(`id=&username=&email=${b.user.email}`, b.token);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.id).toBe(b.user.id);
    expect(Object.keys(byEmail.body.user).sort()).toEqual(V1_PUBLIC_KEYS);
  });

  test("email look-ups find only the caller's own account (no probing of emails)", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    expect((await getUser(`email=${a.user.email}`)).status).toBe(404);
    expect((await getUser(`email=${a.user.email}`, b.token)).status).toBe(404);
    expect((await getUser(`email=${a.user.email.toUpperCase()}`, a.token)).status).toBe(200);
  });

  test.each(['abc', '1.5', '-1', '0', '99999999999999999999', '12abc', '%27%20or%201=1'])(
    'non-numeric or impossible id %p -> 404',
    async (id) => {
      const res = await getUser(`id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('fail');
      expect(typeof res.body.message).toBe('string');
    },
  );

  test('unknown id or username -> 404', async () => {
    expect((await getUser('id=987654')).status).toBe(404);
    expect((await getUser('username=nobody_here_at_all')).status).toBe(404);
  });

  test('a deactivated user is not found, by id or username', async () => {
    const { user } = await buildUser(app, { active: false });
    expect((await getUser(`id=${user.id}`)).status).toBe(404);
    expect((await getUser(`username=${user.username}`)).status).toBe(404);
  });

  test('nothing given -> 400', async () => {
    const res = await getUser('id=&username=&email=');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
  });

  test('a bad, forged or `null` token is ignored on this public endpoint', async () => {
    const { user } = await buildUser(app);
    for (const header of [
      'Bearer null',
      'Bearer garbage',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.x',
    ]) {
      const res = await app
        .http()
        .get(`/api/v1/users/get-user?username=${user.username}`)
        .set('authorization', header);
      expect(res.status).toBe(200);
    }
  });
});

describe('REST U7 PATCH /users/update-me', () => {
  test('replaces the profile, lower-cases the email, sets last_updated, answers the account', async () => {
    const { user, token } = await buildUser(app);
    const body = profileBody({ email: 'Grace.NEW@Example.com' });
    const res = await updateMe(token, body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data.user).sort()).toEqual(V1_ACCOUNT_KEYS);
    expect(res.body.data.user).toMatchObject({
      id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      username: body.username,
      email: 'grace.new@example.com',
      bio: body.bio,
    });
    expect(res.body.data.user.last_updated).not.toBeNull();
    expectNoSecrets(res.body);
    const row = await app.em().findOneOrFail(User, { id: user.id });
    expect(row.username).toBe(body.username);
    expect(row.lastUpdated).toBeInstanceOf(Date);
    // Same token still works (an email change does not end the session).
    expect(
      (await app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${token}`)).body
        .user.email,
    ).toBe('grace.new@example.com');
  });

  test("keeping one's own username and email (or changing only their case) is not a conflict", async () => {
    const { user, token } = await buildUser(app, { username: 'Keep_Me_1' });
    const res = await updateMe(
      token,
      profileBody({ username: 'keep_me_1', email: user.email.toUpperCase() }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe('keep_me_1');
  });

  test('an absent bio keeps the current bio (absent fields are never blanked)', async () => {
    const { token } = await buildUser(app, { bio: 'Keep this bio' });
    const body: Record<string, unknown> = profileBody();
    delete body.bio;
    const res = await updateMe(token, body);
    expect(res.status).toBe(200);
    expect(res.body.data.user.bio).toBe('Keep this bio');
  });

  test('duplicate username or email of another account (any case) -> 409 and nothing changes', async () => {
    const other = await buildUser(app, {
      username: 'Other_Person',
      email: 'other.person@example.com',
    });
    const { user, token } = await buildUser(app);
    const email = await updateMe(token, profileBody({ email: 'OTHER.person@example.com' }));
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ status: 'fail', message: MESSAGES.emailTaken });
    const username = await updateMe(token, profileBody({ username: 'other_PERSON' }));
    expect(username.status).toBe(409);
    expect(username.body).toEqual({ status: 'fail', message: MESSAGES.usernameTaken });
    const row = await app.em().findOneOrFail(User, { id: user.id });
    expect(row.username).toBe(user.username);
    expect(row.email).toBe(user.email);
    expect(other.user.id).not.toBe(user.id);
  });

  test("a deactivated account's username still counts as taken", async () => {
    await buildUser(app, { username: 'Sleeping_1', active: false });
    const { token } = await buildUser(app);
    expect((await updateMe(token, profileBody({ username: 'sleeping_1' }))).status).toBe(409);
  });

  test.each([
    [{ firstName: undefined }, MESSAGES.firstNameRequired],
    [{ lastName: '' }, MESSAGES.lastNameRequired],
    [{ username: undefined }, MESSAGES.usernameRequired],
    [{ email: undefined }, MESSAGES.emailRequired],
    [{ firstName: 7 }, MESSAGES.firstNameRequired],
    [{ bio: 42 }, 'bio must be a string'],
    [{ username: 'tiny' }, MESSAGES.usernameMin],
    [{ username: 'n'.repeat(51) }, MESSAGES.usernameMax],
    [{ username: 'no<markup>' }, MESSAGES.usernameChars],
    [{ lastName: 'l'.repeat(51) }, MESSAGES.nameMax],
    [{ email: 'broken@' }, MESSAGES.emailInvalidSignUp],
    [{ bio: 'b'.repeat(151) }, MESSAGES.bioMax],
  ])('%p -> 400 %p', async (overrides, message) => {
    const { token } = await buildUser(app);
    const res = await updateMe(token, profileBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test('a 150-character bio is accepted', async () => {
    const { token } = await buildUser(app);
    const res = await updateMe(token, profileBody({ bio: 'b'.repeat(150) }));
    expect(res.status).toBe(200);
  });

  test('password fields -> 400 (use update-password); no token -> 401; malformed JSON -> 400', async () => {
    const { token } = await buildUser(app);
    const withPassword = await updateMe(token, profileBody({ password: 'new password here' }));
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.message).toMatch(/update-password/);
    const anonymous = await app.http().patch('/api/v1/users/update-me').send(profileBody());
    expect(anonymous.status).toBe(401);
    const malformed = await app
      .http()
      .patch('/api/v1/users/update-me')
      .set('authorization', `Bearer ${token}`)
      .set('content-type', 'application/json')
      .send('{"firstName":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      status: 'fail',
      message: 'The request body is not valid JSON',
    });
  });
});
