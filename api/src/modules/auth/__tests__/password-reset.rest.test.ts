import { MESSAGES } from '../../../config/limits';
import { PasswordResetToken } from '../password-reset-token.entity';
import { sha256 } from '../tokens';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import {
  expectNoSecrets,
  lastResetToken,
  mailsTo,
  outbox,
  resetLinks,
  waitForMails,
} from '../../../../test/accounts';

// No SMTP_URL: the mailer writes .eml files to $DATA_DIR/mail, which these tests read.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const forgot = (body: unknown) =>
  app
    .http()
    .post('/api/v1/users/forgot-password')
    .send(body as object);
const reset = (token: string, body: unknown) =>
  app
    .http()
    .patch(`/api/v1/users/reset-password/${token}`)
    .send(body as object);
const getMe = (token: string) =>
  app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${token}`);
const logIn = (email: string, password: string) =>
  app.http().post('/api/v1/users/login').send({ email, password });

describe('REST U3 POST /users/forgot-password', () => {
  test('known and unknown emails get the identical answer; only the known one gets a mail (.eml in $DATA_DIR/mail)', async () => {
    const { user } = await buildUser(app);
    const before = outbox(app).length;
    const known = await forgot({ email: user.email.toUpperCase() });
    const unknown = await forgot({ email: 'unknown-person@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ status: 'success', message: MESSAGES.forgotPasswordAnswer });
    await waitForMails(app, user.email);
    expect(outbox(app).length).toBe(before + 1);
    expect(mailsTo(app, user.email)).toHaveLength(1);
    expect(mailsTo(app, 'unknown-person@example.com')).toHaveLength(0);
  });

  test('the mail links to the configured PUBLIC_URL whatever Host / X-Forwarded-Host the request carries', async () => {
    const { user } = await buildUser(app);
    const res = await forgot({ email: user.email })
      .set('host', 'evil.example.org')
      .set('x-forwarded-host', 'evil.example.org')
      .set('x-forwarded-proto', 'https');
    expect(res.status).toBe(200);
    const [mail] = await waitForMails(app, user.email);
    expect(mail).toMatch(/^Subject: .*30 minutes/im);
    const links = resetLinks(mail);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/panelhouse\.test\/reset-password\/[0-9a-f]{64}$/);
    expect(mail).not.toContain('evil.example.org');
    // Only the SHA-256 of the token is stored.
    const token = links[0].split('/').pop() as string;
    const row = await app.em().findOneOrFail(PasswordResetToken, { user: user.id });
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toBe(token);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  test.each([
    [{}, MESSAGES.emailRequired],
    [{ email: '' }, MESSAGES.emailRequired],
    [{ email: 42 }, MESSAGES.emailRequired],
    [{ email: 'not an email' }, MESSAGES.emailInvalid],
    [{ email: `${'x'.repeat(300)}@example.com` }, MESSAGES.emailInvalid],
  ])('%p -> 400 %p', async (body, message) => {
    const res = await forgot(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test('malformed JSON -> 400', async () => {
    const res = await app
      .http()
      .post('/api/v1/users/forgot-password')
      .set('content-type', 'application/json')
      .send('{');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
  });
});

describe('REST U4 PATCH /users/reset-password/{token}', () => {
  test('the emailed token sets the new password once; older sessions stop working', async () => {
    const { user, password, token: oldSession } = await buildUser(app);
    await forgot({ email: user.email });
    await waitForMails(app, user.email);
    const resetToken = lastResetToken(app, user.email);

    const res = await reset(resetToken, {
      password: 'brand new password',
      passwordConfirm: 'brand new password',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      isReactivated: false,
      token: expect.any(String),
    });
    expect(res.body.data.user.id).toBe(user.id);
    expectNoSecrets(res.body);

    // The session from before the reset is refused; the new one works.
    const old = await getMe(oldSession);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ status: 'fail', message: MESSAGES.sessionExpired });
    expect((await getMe(res.body.token)).status).toBe(200);

    expect((await logIn(user.email, password)).status).toBe(401);
    expect((await logIn(user.email, 'brand new password')).status).toBe(200);

    // The same link a second time.
    const again = await reset(resetToken, {
      password: 'another password!',
      passwordConfirm: 'another password!',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'fail', message: MESSAGES.resetTokenInvalid });
    expect((await logIn(user.email, 'brand new password')).status).toBe(200);
  });

  test('an expired token -> 400 and the password is unchanged', async () => {
    const { user, password } = await buildUser(app);
    await forgot({ email: user.email });
    await waitForMails(app, user.email);
    const resetToken = lastResetToken(app, user.email);
    await app
      .em()
      .nativeUpdate(
        PasswordResetToken,
        { user: user.id },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const res = await reset(resetToken, {
      password: 'too late password',
      passwordConfirm: 'too late password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.resetTokenInvalid });
    expect((await logIn(user.email, password)).status).toBe(200);
  });

  test('a newer request replaces the older link', async () => {
    const { user } = await buildUser(app);
    await forgot({ email: user.email });
    await waitForMails(app, user.email);
    const first = lastResetToken(app, user.email);
    await forgot({ email: user.email });
    await waitForMails(app, user.email, 2);
    // Two mails now; the new one is the link that is not the first (file names may share a millisecond).
    const tokens = mailsTo(app, user.email)
      .flatMap(resetLinks)
      .map((link) => link.split('/').pop() as string);
    expect(tokens).toHaveLength(2);
    const second = tokens.find((t) => t !== first) as string;
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    const body = { password: 'replacement pass', passwordConfirm: 'replacement pass' };
    expect((await reset(first, body)).status).toBe(400);
    expect((await reset(second, body)).status).toBe(200);
  });

  test.each([
    ['not-hex-at-all', MESSAGES.resetTokenInvalid],
    ['a'.repeat(64), MESSAGES.resetTokenInvalid],
    ['0'.repeat(63), MESSAGES.resetTokenInvalid],
    ['A'.repeat(1000), MESSAGES.resetTokenInvalid],
  ])('unknown or malformed token %p -> 400', async (token, message) => {
    const res = await reset(token, { password: 'whatever pass', passwordConfirm: 'whatever pass' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
  });

  test.each([
    [{}, MESSAGES.passwordRequired],
    [{ password: 'long enough pw' }, MESSAGES.passwordConfirmRequired],
    [
      { password: 'long enough pw', passwordConfirm: 'different pw!!' },
      MESSAGES.passwordsMustMatch,
    ],
    [{ password: 'short', passwordConfirm: 'short' }, MESSAGES.passwordMin],
    [{ password: 123456789, passwordConfirm: 123456789 }, MESSAGES.passwordRequired],
  ])('body %p -> 400 %p, and the token still works afterwards', async (body, message) => {
    const { user } = await buildUser(app);
    await forgot({ email: user.email });
    await waitForMails(app, user.email);
    const resetToken = lastResetToken(app, user.email);
    const res = await reset(resetToken, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message });
    const ok = await reset(resetToken, {
      password: 'finally right',
      passwordConfirm: 'finally right',
    });
    expect(ok.status).toBe(200);
  });
});

describe('REST U12 PATCH /users/update-password', () => {
  const update = (token: string, body: object) =>
    app
      .http()
      .patch('/api/v1/users/update-password')
      .set('authorization', `Bearer ${token}`)
      .send(body);

  test('changes the password and revokes the tokens issued before', async () => {
    const { user, password, token } = await buildUser(app);
    const res = await update(token, {
      currentPassword: password,
      password: 'updated password',
      passwordConfirm: 'updated password',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expectNoSecrets(res.body);
    expect((await getMe(token)).status).toBe(401);
    expect((await getMe(res.body.token)).status).toBe(200);
    expect((await logIn(user.email, 'updated password')).status).toBe(200);
  });

  test('wrong current password or mismatch -> 400; no token -> 401', async () => {
    const { password, token } = await buildUser(app);
    const wrong = await update(token, {
      currentPassword: 'not it at all',
      password: 'updated password',
      passwordConfirm: 'updated password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status).toBe('fail');
    const mismatch = await update(token, {
      currentPassword: password,
      password: 'updated password',
      passwordConfirm: 'other password',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(MESSAGES.passwordsMustMatch);
    expect((await getMe(token)).status).toBe(200);
    const anonymous = await app.http().patch('/api/v1/users/update-password').send({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ status: 'fail', message: MESSAGES.notLoggedIn });
  });
});

describe('the reset mail goes out from a job (the answer time does not tell whether the account exists)', () => {
  // An API-only process: jobs are enqueued but not worked here, so the request path is seen alone.
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ worker: false, role: 'api' });
  });
  afterAll(async () => {
    await api.close();
  });

  test('known and unknown emails take the same path: one job each, no mail on the request path', async () => {
    const { user } = await buildUser(api);
    const send = jest.spyOn(api.deps.mailer, 'send');
    const enqueue = jest.spyOn(api.deps.jobs, 'send');
    try {
      const known = await api
        .http()
        .post('/api/v1/users/forgot-password')
        .send({ email: user.email });
      const unknown = await api
        .http()
        .post('/api/v1/users/forgot-password')
        .send({ email: 'no.account.here@example.com' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(send).not.toHaveBeenCalled();
      expect(enqueue).toHaveBeenCalledTimes(2);
      const [first, second] = enqueue.mock.calls;
      expect(first[1]).toBe(second[1]);
      expect(Object.keys(first[2])).toEqual(Object.keys(second[2]));
      // No reset token exists before the job runs, for either address.
      expect(await api.em().count(PasswordResetToken, { user: user.id })).toBe(0);
    } finally {
      send.mockRestore();
      enqueue.mockRestore();
    }
  });

  test('the worker sends the mail for a known account, none for an unknown one', async () => {
    const { user } = await buildUser(app);
    const before = outbox(app).length;
    await forgot({ email: 'still-nobody@example.com' });
    await forgot({ email: user.email });
    const [mail] = await waitForMails(app, user.email);
    expect(resetLinks(mail)).toHaveLength(1);
    expect(outbox(app).length).toBe(before + 1);
  });
});
