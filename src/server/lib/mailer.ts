import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The same id on every try of one mail, so a reader's client shows a mail delivered twice once. */
  messageId?: string;
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

/** The SMTP reply code a failed send carries (nodemailer's responseCode); null when no server answered. */
export const smtpReplyCode = (error: unknown): number | null => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
};

/**
 * RFC 5321: a 5xx reply refuses the mail for good (an unknown mailbox, a rejected address), a 4xx asks
 * to try again later; a server that does not answer is tried again too.
 */
export const isPermanentRefusal = (error: unknown): boolean => {
  const code = smtpReplyCode(error);
  return code !== null && code >= 500 && code < 600;
};
