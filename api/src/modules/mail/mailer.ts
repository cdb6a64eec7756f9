import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an `.eml` file in `$DATA_DIR/mail`. */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outbox?: string;

  constructor(
    private readonly config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = path.join(config.dataDir, 'mail');
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (this.outbox) {
      await fs.promises.mkdir(this.outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(this.outbox, name);
      await fs.promises.writeFile(file, (info as unknown as { message: Buffer }).message);
      this.log(`mail to ${message.to} written to ${file}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
