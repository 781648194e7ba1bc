import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * An SMTP server in the test process: the app's real mailer (nodemailer over SMTP) delivers to it.
 * `failNext` makes the next deliveries fail with a temporary error (451 unless another code is given),
 * as a busy mail host would; `refuse` answers 550 for an address, as for a mailbox that does not exist;
 * `stop` and `start` take the server away and bring it back on the same port.
 */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  let failures = 0;
  let failureCode = 451;
  let server: SMTPServer;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address.toLowerCase()))
          callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (failures > 0) {
            failures -= 1;
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: failureCode }));
            return;
          }
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count: number, code = 451) => {
      failures = count;
      failureCode = code;
    },
    refuse: (address: string) => {
      refused.add(address.toLowerCase());
    },
    start,
    stop,
    close: stop,
  };
};

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeEncodedWords = (value: string): string =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_whole, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** The subject and the text of a single-part mail as a reader sees them, whatever encoding the mailer chose. */
export const readMail = (raw: string): { subject: string; text: string } => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string): string => new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeEncodedWords(header('Subject')).trim(), text: text.replace(/\r\n/g, '\n') };
};
