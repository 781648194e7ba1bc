import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../support/test-app.ts';

export const cookieOf = (response: LightMyRequestResponse): string =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** The mails the app wrote to DATA_DIR/outbox, quoted-printable soft breaks undone. */
export const outbox = (t: TestApp): string[] => {
  const folder = path.join(t.config.dataDir, 'outbox');
  try {
    return readdirSync(folder)
      .sort()
      .map((name) => readFileSync(path.join(folder, name), 'utf8').replace(/=\n/g, '').replace(/=3D/g, '='));
  } catch {
    return [];
  }
};

export const mailsTo = (t: TestApp, address: string): string[] =>
  outbox(t).filter((mail) => mail.includes(`To: ${address}`));

/** The path of the first link to this app in a mail. */
export const linkIn = (mail: string | undefined, pathPrefix: string): string | undefined =>
  new RegExp(`http://localhost:3000(${pathPrefix.replace(/\//g, '\\/')}[^\\s]+)`).exec(mail ?? '')?.[1];
