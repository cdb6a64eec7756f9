import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readableMail } from '../../../../test/accounts';

/** A local SMTP server that keeps what it receives (as the mail module's SMTP test does). */
export interface SmtpInbox {
  url: string;
  mailsTo: (email: string) => string[];
  waitFor: (email: string, count?: number) => Promise<string[]>;
  close: () => Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
  const mailsTo = (email: string) =>
    received.filter((m) => m.to.includes(email)).map((m) => readableMail(m.raw));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mailsTo,
    async waitFor(email, count = 1) {
      const started = Date.now();
      while (mailsTo(email).length < count) {
        if (Date.now() - started > 15_000)
          throw new Error(`expected ${count} mail(s) to ${email}, got ${mailsTo(email).length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mailsTo(email);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** The appeal token of the last decision mail in `mails`. */
export function appealToken(mails: string[]): string {
  const match = /\/appeal\/([0-9]+\.[A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1]);
  if (!match) throw new Error('no appeal link in the mail');
  return match[1];
}
