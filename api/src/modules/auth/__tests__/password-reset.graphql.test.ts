import { MESSAGES } from '../../../config/limits';
import { PasswordResetToken } from '../password-reset-token.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { lastResetToken, mailsTo, outbox, waitForMails } from '../../../../test/accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';
const ME = '{ me { id } }';

const request = (email: string) => app.gql<{ requestPasswordReset: boolean }>(REQUEST, { email });
const reset = (input: Record<string, unknown>) =>
  app.gql<{ resetPassword: boolean }>(RESET, { input });
const logIn = (email: string, password: string) =>
  app.gql<{ logIn: { token: string } }>(
    'mutation($i: LogInInput!) { logIn(input: $i) { token } }',
    {
      i: { email, password },
    },
  );

describe('GraphQL requestPasswordReset / resetPassword', () => {
  test('answers true for known and unknown emails alike; only the known one is mailed', async () => {
    const { user } = await buildUser(app);
    const before = outbox(app).length;
    const known = await request(user.email);
    const unknown = await request('no-such-user@example.com');
    expect(known).toEqual({ status: 200, data: { requestPasswordReset: true }, errors: undefined });
    expect(unknown).toEqual(known);
    await waitForMails(app, user.email);
    expect(outbox(app).length).toBe(before + 1);
    expect(mailsTo(app, user.email)).toHaveLength(1);
  });

  test('an invalid email -> BAD_USER_INPUT', async () => {
    const res = await request('not-an-email');
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.emailInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('reset works once, revokes older sessions, and the new password logs in', async () => {
    const { user, password, token: oldSession } = await buildUser(app);
    await request(user.email);
    await waitForMails(app, user.email);
    const token = lastResetToken(app, user.email);
    const input = {
      token,
      password: 'graphql new password',
      passwordConfirm: 'graphql new password',
    };
    const res = await reset(input);
    expect(res.data?.resetPassword).toBe(true);

    expect((await app.gql<{ me: null }>(ME, {}, oldSession)).data?.me).toBeNull();
    const denied = await app.gql('mutation { deactivateAccount }', {}, oldSession);
    expect(denied.errors?.[0]).toMatchObject({
      message: MESSAGES.sessionExpired,
      extensions: { code: 'UNAUTHENTICATED' },
    });

    expect((await logIn(user.email, password)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const fresh = await logIn(user.email, 'graphql new password');
    expect(fresh.data?.logIn.token).toEqual(expect.any(String));

    const reused = await reset(input);
    expect(reused.data).toBeNull();
    expect(reused.errors?.[0]).toMatchObject({
      message: MESSAGES.resetTokenInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('an expired token -> BAD_USER_INPUT', async () => {
    const { user } = await buildUser(app);
    await request(user.email);
    await waitForMails(app, user.email);
    const token = lastResetToken(app, user.email);
    await app
      .em()
      .nativeUpdate(
        PasswordResetToken,
        { user: user.id },
        { expiresAt: new Date(Date.now() - 60_000) },
      );
    const res = await reset({
      token,
      password: 'expired attempt',
      passwordConfirm: 'expired attempt',
    });
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.resetTokenInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('mismatching passwords and a made-up token -> BAD_USER_INPUT; a missing field -> 400', async () => {
    const mismatch = await reset({
      token: 'f'.repeat(64),
      password: 'one password',
      passwordConfirm: 'two password',
    });
    expect(mismatch.errors?.[0]).toMatchObject({
      message: MESSAGES.passwordsMustMatch,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const madeUp = await reset({
      token: 'f'.repeat(64),
      password: 'one password',
      passwordConfirm: 'one password',
    });
    expect(madeUp.errors?.[0].message).toBe(MESSAGES.resetTokenInvalid);
    const missing = await reset({ token: 'f'.repeat(64), password: 'one password' });
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
