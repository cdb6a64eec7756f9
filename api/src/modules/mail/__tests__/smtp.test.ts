import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MESSAGES } from '../../../config/limits';
import { PasswordResetToken } from '../../auth/password-reset-token.entity';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { buildUser } from '../../../../test/factories';
import { outbox, readableMail, resetLinks } from '../../../../test/accounts';

/** Messages received by the test SMTP server: envelope recipients and the raw MIME text. */
interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let app: TestApp;

beforeAll(async () => {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // A mailbox that refuses mail, to exercise the failure path.
      if (address.address.startsWith('bounce')) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (email: string) => received.filter((m) => m.to.includes(email));

/** Polls until `check` holds (mail goes out from a job). */
async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('password reset mail over SMTP', () => {
  test('the reset link received over SMTP resets the password once', async () => {
    const { user, password } = await buildUser(app);
    const asked = await app
      .http()
      .post('/api/v1/users/forgot-password')
      .set('host', 'attacker.example')
      .send({ email: user.email });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 'success', message: MESSAGES.forgotPasswordAnswer });

    await waitFor(() => mailTo(user.email).length > 0);
    const mails = mailTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0].raw;
    expect(mail).toMatch(/^Subject: .*valid for 30 minutes/im);
    expect(mail).toMatch(/^From: .*no-reply@panelhouse\.local/im);
    expect(readableMail(mail)).toContain(`Hello ${user.firstName}`);
    const links = resetLinks(mail);
    expect(links).toHaveLength(1);
    const link = links[0];
    expect(link.startsWith('http://panelhouse.test/reset-password/')).toBe(true);
    expect(mail).not.toContain('attacker.example');
    // Nothing is written to the file outbox when SMTP is configured.
    expect(outbox(app)).toHaveLength(0);

    const token = new URL(link).pathname.split('/').pop() as string;
    const body = { password: 'smtp reset password', passwordConfirm: 'smtp reset password' };
    const done = await app.http().patch(`/api/v1/users/reset-password/${token}`).send(body);
    expect(done.status).toBe(200);
    expect(done.body.data.user.id).toBe(user.id);

    const login = await app
      .http()
      .post('/api/v1/users/login')
      .send({ email: user.email, password: body.password });
    expect(login.status).toBe(200);
    const oldLogin = await app
      .http()
      .post('/api/v1/users/login')
      .send({ email: user.email, password });
    expect(oldLogin.status).toBe(401);

    const second = await app.http().patch(`/api/v1/users/reset-password/${token}`).send(body);
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ status: 'fail', message: MESSAGES.resetTokenInvalid });
  });

  test('unknown emails produce no SMTP traffic but the same answer', async () => {
    const before = received.length;
    const res = await app
      .http()
      .post('/api/v1/users/forgot-password')
      .send({ email: 'nobody.at.all@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.forgotPasswordAnswer });
    expect(received.length).toBe(before);
  });

  test('a refused delivery answers exactly like an unknown email (no account probe) and discards the token', async () => {
    const { user } = await buildUser(app, { email: 'bounce.me@example.com' });
    const send = jest.spyOn(app.deps.mailer, 'send');
    try {
      const res = await app
        .http()
        .post('/api/v1/users/forgot-password')
        .send({ email: user.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: MESSAGES.forgotPasswordAnswer });
      // The job tried to deliver, was refused, and dropped the token it had stored.
      await waitFor(() => send.mock.results.length > 0);
      await expect(send.mock.results[0].value).rejects.toThrow();
      await waitFor(
        async () => (await app.em().count(PasswordResetToken, { user: user.id })) === 0,
      );
      expect(received.some((m) => m.to.includes(user.email))).toBe(false);
    } finally {
      send.mockRestore();
    }
  });
});
