import { MESSAGES } from '../../../config/limits';
import { User } from '../../users/user.entity';
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

const LOG_IN = `mutation LogIn($input: LogInInput!) {
  logIn(input: $input) { token isReactivated user { id username email firstName } }
}`;

interface LogInData {
  logIn: {
    token: string;
    isReactivated: boolean;
    user: { id: number; username: string; email: string | null };
  };
}

const logIn = (input: Record<string, unknown>) => app.gql<LogInData>(LOG_IN, { input });
const isActive = async (id: number) => (await app.em().findOneOrFail(User, { id })).active;

describe('GraphQL logIn / logOut', () => {
  test('right credentials -> token, the own account with its email, no secrets', async () => {
    const { user, password } = await buildUser(app);
    const res = await logIn({ email: user.email.toUpperCase(), password });
    expect(res.errors).toBeUndefined();
    expect(res.data?.logIn).toMatchObject({
      isReactivated: false,
      user: { id: user.id, email: user.email },
    });
    expectNoSecrets(res.data);
    const me = await app.gql<{ me: { id: number } }>('{ me { id } }', {}, res.data?.logIn.token);
    expect(me.data?.me.id).toBe(user.id);
  });

  test('wrong password and unknown email give the same UNAUTHENTICATED error', async () => {
    const { user } = await buildUser(app);
    const wrong = await logIn({ email: user.email, password: 'nope nope nope' });
    const unknown = await logIn({ email: 'ghost@example.com', password: 'nope nope nope' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(unknown.errors).toEqual(wrong.errors);
    expect(wrong.data).toBeNull();
  });

  test('empty email or password -> BAD_USER_INPUT; a missing field -> 400 from the schema', async () => {
    const noEmail = await logIn({ email: '', password: 'x' });
    expect(noEmail.errors?.[0]).toMatchObject({
      message: MESSAGES.emailRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noPassword = await logIn({ email: 'a@example.com', password: '' });
    expect(noPassword.errors?.[0]).toMatchObject({
      message: MESSAGES.passwordRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await logIn({ email: 'a@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const wrongType = await logIn({ email: 'a@example.com', password: 12 });
    expect(wrongType.status).toBe(400);
  });

  test('a deactivated account: wrong password leaves it deactivated; right password reactivates once', async () => {
    const { user, password } = await buildUser(app, { active: false });
    const wrong = await logIn({ email: user.email, password: 'wrong wrong' });
    expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await isActive(user.id)).toBe(false);

    const first = await logIn({ email: user.email, password });
    expect(first.data?.logIn.isReactivated).toBe(true);
    expect(await isActive(user.id)).toBe(true);
    const second = await logIn({ email: user.email, password });
    expect(second.data?.logIn.isReactivated).toBe(false);
  });

  test('logOut answers true (sessions are stateless)', async () => {
    const res = await app.gql<{ logOut: boolean }>('mutation { logOut }');
    expect(res.data?.logOut).toBe(true);
  });
});
