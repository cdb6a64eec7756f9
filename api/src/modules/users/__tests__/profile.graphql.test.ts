import { MESSAGES } from '../../../config/limits';
import { User } from '../user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { expectNoSecrets } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

interface UserView {
  id: number;
  username: string;
  email: string | null;
  bio: string;
  firstName: string;
  lastName: string;
}

const USER_FIELDS =
  'id username email bio firstName lastName role photoUrl backgroundPhotoUrl dateCreated';
const USER = `query($id: Int, $username: String, $email: String) {
  user(id: $id, username: $username, email: $email) { ${USER_FIELDS} }
}`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;

const findUser = (vars: Record<string, unknown>, token?: string) =>
  app.gql<{ user: UserView | null }>(USER, vars, token);
const update = (input: Record<string, unknown>, token?: string) =>
  app.gql<{ updateProfile: UserView }>(UPDATE, { input }, token);
const profileInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Katherine',
  lastName: 'Johnson',
  username: `kj_${Math.random().toString(36).slice(2, 10)}`,
  email: `kj.${Math.random().toString(36).slice(2, 10)}@example.com`,
  bio: 'Computed trajectories.',
  ...overrides,
});

describe('GraphQL me', () => {
  test('the viewer with their own email; null without a token', async () => {
    const { user, token } = await buildUser(app);
    const res = await app.gql<{ me: UserView }>(`{ me { ${USER_FIELDS} } }`, {}, token);
    expect(res.data?.me).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expectNoSecrets(res.data);
    expect((await app.gql('{ me { id } }')).data).toEqual({ me: null });
  });

  test('secret fields do not exist in the schema', async () => {
    const { token } = await buildUser(app);
    for (const field of ['passwordHash', 'password', 'passwordChangedAt']) {
      const res = await app.gql(`{ me { ${field} } }`, {}, token);
      expect(res.status).toBe(400);
      expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('GraphQL user(id, username, email)', () => {
  test("by id or username; another user's email is hidden (null)", async () => {
    const target = await buildUser(app);
    const viewer = await buildUser(app);
    const byId = await findUser({ id: target.user.id }, viewer.token);
    expect(byId.data?.user).toMatchObject({
      id: target.user.id,
      username: target.user.username,
      email: null,
    });
    const byUsername = await findUser({ username: target.user.username });
    expect(byUsername.data?.user).toMatchObject({ id: target.user.id, email: null });
    expectNoSecrets(byUsername.data);
  });

  test('the first non-empty of id, username, email is used', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    expect((await findUser({ id: a.user.id, username: b.user.username })).data?.user?.id).toBe(
      a.user.id,
    );
    expect(
      (await findUser({ username: a.user.username, email: b.user.email }, b.token)).data?.user?.id,
    ).toBe(a.user.id);
    expect((await findUser({ username: '', email: b.user.email }, b.token)).data?.user?.id).toBe(
      b.user.id,
    );
  });

  test('user(email:) only returns your own account', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const own = await findUser({ email: a.user.email.toUpperCase() }, a.token);
    expect(own.data?.user).toMatchObject({ id: a.user.id, email: a.user.email });
    expect((await findUser({ email: b.user.email }, a.token)).data?.user).toBeNull();
    expect((await findUser({ email: a.user.email })).data?.user).toBeNull();
  });

  test('deactivated, unknown or impossible ids -> null', async () => {
    const { user } = await buildUser(app, { active: false });
    expect((await findUser({ id: user.id })).data?.user).toBeNull();
    expect((await findUser({ username: user.username })).data?.user).toBeNull();
    expect((await findUser({ id: 999999 })).data?.user).toBeNull();
    expect((await findUser({ id: -5 })).data?.user).toBeNull();
    expect((await findUser({ id: 0 })).data?.user).toBeNull();
  });

  test('no argument -> BAD_USER_INPUT; a non-integer id -> 400 from the schema', async () => {
    const none = await findUser({});
    expect(none.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const text = await findUser({ id: 'abc' });
    expect(text.status).toBe(400);
    expect(text.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL updateProfile', () => {
  test('replaces the fields and sets last_updated', async () => {
    const { user, token } = await buildUser(app);
    const input = profileInput({ email: 'KJ.Updated@Example.com' });
    const res = await update(input, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile).toMatchObject({
      id: user.id,
      firstName: 'Katherine',
      lastName: 'Johnson',
      username: input.username,
      email: 'kj.updated@example.com',
      bio: 'Computed trajectories.',
    });
    const row = await app.em().findOneOrFail(User, { id: user.id });
    expect(row.lastUpdated).toBeInstanceOf(Date);
    expect(row.email).toBe('kj.updated@example.com');
  });

  test('duplicates of another account (any case) -> CONFLICT', async () => {
    await buildUser(app, { username: 'Taken_Handle', email: 'taken.handle@example.com' });
    const { token } = await buildUser(app);
    const username = await update(profileInput({ username: 'TAKEN_handle' }), token);
    expect(username.errors?.[0]).toMatchObject({
      message: MESSAGES.usernameTaken,
      extensions: { code: 'CONFLICT', field: 'username' },
    });
    const email = await update(profileInput({ email: 'Taken.Handle@example.com' }), token);
    expect(email.errors?.[0]).toMatchObject({
      message: MESSAGES.emailTaken,
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  test.each([
    [{ firstName: ' ' }, MESSAGES.firstNameRequired],
    [{ username: 'abc' }, MESSAGES.usernameMin],
    [{ username: 'x'.repeat(51) }, MESSAGES.usernameMax],
    [{ email: 'mail.example.com' }, MESSAGES.emailInvalidSignUp],
    [{ bio: 'z'.repeat(151) }, MESSAGES.bioMax],
    [{ lastName: '<img src=x>' }, MESSAGES.markupNotAllowed],
  ])('%p -> BAD_USER_INPUT %p', async (overrides, message) => {
    const { token } = await buildUser(app);
    const res = await update(profileInput(overrides), token);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('a missing field or wrong type -> 400 from the schema', async () => {
    const { token } = await buildUser(app);
    const input: Record<string, unknown> = profileInput();
    delete input.username;
    expect((await update(input, token)).status).toBe(400);
    expect((await update(profileInput({ bio: 5 }), token)).status).toBe(400);
  });

  test('without a token -> UNAUTHENTICATED "not logged in"', async () => {
    const res = await update(profileInput());
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
