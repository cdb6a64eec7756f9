import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { expectNoSecrets, signUpBody } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const SIGN_UP = `mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    token
    isReactivated
    user { id username firstName lastName email bio role photoUrl backgroundPhotoUrl dateCreated }
  }
}`;

interface SignUpData {
  signUp: {
    token: string;
    isReactivated: boolean;
    user: { id: number; username: string; email: string | null };
  };
}

const signUp = (input: Record<string, unknown>, token?: string) =>
  app.gql<SignUpData>(SIGN_UP, { input }, token);

describe('GraphQL signUp', () => {
  test('creates the account, returns a working token and the own email, no secrets', async () => {
    const input = signUpBody({ email: 'Grace@Example.com' });
    const res = await signUp(input);
    expect(res.errors).toBeUndefined();
    expect(res.data?.signUp.isReactivated).toBe(false);
    expect(res.data?.signUp.user).toMatchObject({
      username: input.username,
      email: 'grace@example.com',
    });
    expectNoSecrets(res.data);
    const me = await app.gql<{ me: { id: number; email: string } }>(
      '{ me { id email } }',
      {},
      res.data?.signUp.token,
    );
    expect(me.data?.me).toEqual({ id: res.data?.signUp.user.id, email: 'grace@example.com' });
  });

  test('a missing field is rejected by the schema (400, BAD_USER_INPUT), nothing is created', async () => {
    const input = signUpBody();
    delete input.lastName;
    const res = await signUp(input);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toMatch(/lastName/);
    expect(await app.em().count(User, { username: input.username as string })).toBe(0);
  });

  test('a wrong type is rejected by the schema (400)', async () => {
    const res = await signUp(signUpBody({ username: 123456 }));
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test.each([
    [{ firstName: '' }, MESSAGES.firstNameRequired, 'firstName'],
    [{ lastName: '  ' }, MESSAGES.lastNameRequired, 'lastName'],
    [{ username: '' }, MESSAGES.usernameRequired, 'username'],
    [{ email: '' }, MESSAGES.emailRequired, 'email'],
    [{ password: '', passwordConfirm: '' }, MESSAGES.passwordRequired, 'password'],
    [{ passwordConfirm: '' }, MESSAGES.passwordConfirmRequired, 'passwordConfirm'],
    [{ firstName: 'f'.repeat(51) }, MESSAGES.nameMax, 'firstName'],
    [{ username: 'u'.repeat(51) }, MESSAGES.usernameMax, 'username'],
    [{ username: 'abc' }, MESSAGES.usernameMin, 'username'],
    [{ username: 'bad"name' }, MESSAGES.usernameChars, 'username'],
    [{ email: 'nope@' }, MESSAGES.emailInvalidSignUp, 'email'],
    [
      { password: 'q'.repeat(129), passwordConfirm: 'q'.repeat(129) },
      MESSAGES.passwordMax,
      'password',
    ],
    [{ passwordConfirm: 'different password' }, MESSAGES.passwordsMustMatch, 'passwordConfirm'],
  ])('%p -> BAD_USER_INPUT %p', async (overrides, message, field) => {
    const res = await signUp(signUpBody(overrides));
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  });

  test('duplicate email or username, in any case -> CONFLICT', async () => {
    await buildUser(app, { username: 'Existing_1', email: 'existing@example.com' });
    const email = await signUp(signUpBody({ email: 'EXISTING@example.com' }));
    expect(email.errors?.[0]).toMatchObject({
      message: MESSAGES.emailTaken,
      extensions: { code: 'CONFLICT' },
    });
    const username = await signUp(signUpBody({ username: 'existing_1' }));
    expect(username.errors?.[0]).toMatchObject({
      message: MESSAGES.usernameTaken,
      extensions: { code: 'CONFLICT' },
    });
  });

  test('an invalid bearer token does not block a public mutation', async () => {
    const res = await signUp(signUpBody(), 'null');
    expect(res.errors).toBeUndefined();
    const forged = await signUp(signUpBody(), 'eyJhbGciOiJIUzI1NiJ9.e30.bad');
    expect(forged.errors).toBeUndefined();
  });
});
