import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

const fromAddress = 'Explainer Studio <no-reply@explainer.studio>';

/** With SMTP_URL mail goes to that server; without it each message is written to DATA_DIR/outbox as an .eml file. */
export const createMailer = (options: { smtpUrl: string | null; dataDir: string }): Mailer => {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: fromAddress, ...mail })) };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: fromAddress, ...mail });
      mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(path.join(outbox, name), info.message as Buffer);
    },
  };
};
