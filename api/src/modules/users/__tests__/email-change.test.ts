import { MESSAGES } from '../../../config/limits';
import { User } from '../user.entity';
import { AccessToken } from '../../access-tokens/access-token.entity';
import { PasswordResetToken } from '../../auth/password-reset-token.entity';
import { EmailChange } from '../email-change.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildAccessToken, buildUser } from '../../../../test/factories';
import {
  lastResetToken,
  mailsTo,
  readableMail,
  signUpBody,
  undoEmailLinks,
  waitForMails,
} from '../../../../test/accounts';

// An account token must never be able to move the account to another mailbox; a session
// may, but the old address can undo it with one click for a week.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const suffix = () => Math.random().toString(36).slice(2, 10);
const profile = (user: User, overrides: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  username: user.username,
  email: user.email,
  bio: 'Edited bio',
  ...overrides,
});
const updateMe = (token: string, body: object) =>
  app.http().patch('/api/v1/users/update-me').set('authorization', `Bearer ${token}`).send(body);
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id email bio } }`;
const getMe = (token: string) =>
  app.http().get('/api/v1/users/get-me').set('authorization', `Bearer ${token}`);
const emailOf = async (id: number) => (await app.em().findOneOrFail(User, { id })).email;

/** Changes the email with a session and returns the undo link mailed to the old address. */
async function changeEmail(token: string, user: User, newEmail: string): Promise<string> {
  const res = await updateMe(token, profile(user, { email: newEmail }));
  expect(res.status).toBe(200);
  const [mail] = await waitForMails(app, user.email);
  const links = undoEmailLinks(mail);
  expect(links).toHaveLength(1);
  return links[0];
}

describe('only a session may change the email', () => {
  test('v1 update-me with a write:account access token: 403 for a new email, 200 for the same one', async () => {
    const { user } = await buildUser(app);
    const { token } = await buildAccessToken(app, { user });
    const res = await updateMe(token, profile(user, { email: `thief.${suffix()}@example.com` }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 'fail', message: MESSAGES.emailChangeNeedsSession });
    expect(await emailOf(user.id)).toBe(user.email);
    // The rest of the profile form still works with the token (email unchanged, any case).
    const same = await updateMe(token, profile(user, { email: user.email.toUpperCase() }));
    expect(same.status).toBe(200);
    expect(same.body.data.user.bio).toBe('Edited bio');
    expect(mailsTo(app, user.email)).toHaveLength(0);
  });

  test('GraphQL updateProfile with an access token: FORBIDDEN for a new email', async () => {
    const { user } = await buildUser(app);
    const { token } = await buildAccessToken(app, { user, scopes: ['read', 'write:account'] });
    const res = await app.gql(
      UPDATE,
      { input: profile(user, { email: `thief.${suffix()}@example.com` }) },
      token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: MESSAGES.emailChangeNeedsSession,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  test('GraphQL updateProfile with a session changes the email and mails the old address', async () => {
    const { user, token } = await buildUser(app);
    const newEmail = `moved.${suffix()}@example.com`;
    const res = await app.gql<{ updateProfile: { email: string } }>(
      UPDATE,
      { input: profile(user, { email: newEmail }) },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateProfile.email).toBe(newEmail);
    const [mail] = await waitForMails(app, user.email);
    expect(mail).toMatch(/^Subject: .*email address .*changed/im);
    expect(readableMail(mail)).toContain(newEmail);
    expect(undoEmailLinks(mail)[0]).toMatch(
      /^http:\/\/panelhouse\.test\/api\/v1\/users\/undo-email-change\//,
    );
    // Nothing is sent to the new address.
    expect(mailsTo(app, newEmail)).toHaveLength(0);
  });
});

describe('the undo link in the mail to the old address', () => {
  test('GET shows a confirm form and changes nothing; POST restores the email and ends every session and token', async () => {
    const { user, token: session } = await buildUser(app);
    const { token: pat } = await buildAccessToken(app, { user });
    const newEmail = `attacker.${suffix()}@example.com`;
    const link = await changeEmail(session, user, newEmail);
    // The attacker also asked for a reset link to the new address (not used yet).
    await app.http().post('/api/v1/users/forgot-password').send({ email: newEmail });
    await waitForMails(app, newEmail);

    const page = await app.http().get(new URL(link).pathname).set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form method="post"/);
    expect(page.headers['x-robots-tag'] ?? page.text).toMatch(/noindex/);
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await getMe(session)).status).toBe(200);

    const done = await app.http().post(new URL(link).pathname).set('accept', 'text/html');
    expect(done.status).toBe(200);
    expect(done.text).toContain(MESSAGES.emailChangeUndone);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await getMe(session)).status).toBe(401);
    expect((await getMe(pat)).status).toBe(401);
    const tokens = await app.em().find(AccessToken, { user: user.id });
    expect(tokens.every((t) => t.revokedAt)).toBe(true);
    expect(await app.em().count(PasswordResetToken, { user: user.id, usedAt: null })).toBe(0);

    // Works once.
    const again = await app.http().post(new URL(link).pathname).set('accept', 'application/json');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'fail', message: MESSAGES.emailUndoLinkInvalid });
  });

  test('a forged, tampered or expired link -> 400 and nothing changes', async () => {
    const { user, token } = await buildUser(app);
    const newEmail = `moved.${suffix()}@example.com`;
    const link = await changeEmail(token, user, newEmail);
    const path = new URL(link).pathname;
    const tampered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const bad of [
      tampered,
      '/api/v1/users/undo-email-change/1.abc',
      path.replace(/\/\d+\./, '/999999.'),
    ]) {
      const res = await app.http().post(bad).set('accept', 'application/json');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'fail', message: MESSAGES.emailUndoLinkInvalid });
    }
    await app
      .em()
      .nativeUpdate(EmailChange, { user: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.http().post(path).set('accept', 'application/json');
    expect(expired.status).toBe(400);
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await getMe(token)).status).toBe(200);
  });

  test('the old address stays reserved for the account while its undo link is live', async () => {
    const { user, token } = await buildUser(app);
    await changeEmail(token, user, `moved.${suffix()}@example.com`);
    const taken = await app
      .http()
      .post('/api/v1/users/signup')
      .send(signUpBody({ email: user.email }));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ status: 'fail', message: MESSAGES.emailTaken });
  });

  test('after a chain of changes the first undo link still restores the original address; a later one then fails', async () => {
    const { user, token } = await buildUser(app);
    const second = `second.${suffix()}@example.com`;
    const first = await changeEmail(token, user, second);
    const res = await updateMe(token, profile(user, { email: `third.${suffix()}@example.com` }));
    expect(res.status).toBe(200);
    const [mailToSecond] = await waitForMails(app, second);
    const later = undoEmailLinks(mailToSecond)[0];
    expect((await app.http().post(new URL(first).pathname)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await app.http().post(new URL(later).pathname)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});

describe('password reset and change end personal access tokens', () => {
  test('a completed reset revokes every access token', async () => {
    const { user } = await buildUser(app);
    const { token: pat } = await buildAccessToken(app, { user });
    expect((await getMe(pat)).status).toBe(200);
    await app.http().post('/api/v1/users/forgot-password').send({ email: user.email });
    await waitForMails(app, user.email);
    const reset = await app
      .http()
      .patch(`/api/v1/users/reset-password/${lastResetToken(app, user.email)}`)
      .send({ password: 'a brand new secret', passwordConfirm: 'a brand new secret' });
    expect(reset.status).toBe(200);
    expect((await getMe(pat)).status).toBe(401);
  });

  test('a password change revokes every access token', async () => {
    const { user, password, token } = await buildUser(app);
    const { token: pat } = await buildAccessToken(app, { user });
    const res = await app
      .http()
      .patch('/api/v1/users/update-password')
      .set('authorization', `Bearer ${token}`)
      .send({
        currentPassword: password,
        password: 'changed secret!',
        passwordConfirm: 'changed secret!',
      });
    expect(res.status).toBe(200);
    expect((await getMe(pat)).status).toBe(401);
    expect((await getMe(res.body.token)).status).toBe(200);
  });
});
