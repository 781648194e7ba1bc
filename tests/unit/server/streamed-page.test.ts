import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/lib/config.ts';
import { responseSerializerCompiler } from '#server/plugins/serialization.ts';
import { registerSpa } from '#server/plugins/spa.ts';
import { createRequestValidatorCompiler } from '#server/plugins/validation.ts';
import type { SessionUser } from '#shared/users/schemas.ts';

// A built app's shape: index.html as vite writes it, and a stand-in for the renderer whose drawing waits for a read
// the test answers when it chooses. The real renderer is what the browser journeys load.
const template =
  '<!doctype html><html><head><!--page-data-->' +
  '<script type="module" crossorigin src="/app/assets/index-1.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/app/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';
const root = mkdtempSync(path.join(tmpdir(), 'es-streamed-page-'));
const releaseFile = path.join(root, 'release');
const renderer = `import { existsSync } from 'node:fs';
export const renderFirstPaint = async (request) => {
  if (request.url.includes('away')) return null;
  if (request.url.includes('busy')) {
    await request.readApi('/api/busy-drawing');
    // Holds its thread, as a long drawing does, until the test lets it go.
    const until = Date.now() + 5000;
    while (!existsSync(${JSON.stringify(releaseFile)}) && Date.now() < until);
    return { html: '<main>drawn after a busy while</main>', queries: {} };
  }
  const answer = await request.readApi('/api/drawing');
  return { html: '<main>' + (await answer.text()) + '</main>', queries: {} };
};
`;

const user: SessionUser = {
  _id: 'u1',
  name: 'Streamed Page Staff',
  email: 'streamed@example.test',
  picture: '',
  level: 'staff',
  role: ['script'],
  notificationEmailOn: false,
  notificationEmail: null,
  bg: null,
};

let releaseDrawing = () => {};
let drawingsAsked = 0;
let busyDrawings = 0;
const app = Fastify();
let origin = '';

beforeAll(async () => {
  // The project's package.json makes the build's files modules; this folder's does the same for the stand-in.
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  mkdirSync(path.join(root, 'dist', 'client'), { recursive: true });
  mkdirSync(path.join(root, 'dist', 'render'), { recursive: true });
  writeFileSync(path.join(root, 'dist', 'client', 'index.html'), template);
  writeFileSync(path.join(root, 'dist', 'render', 'server-render.js'), renderer);
  const config = loadConfig({ DATA_DIR: path.join(root, 'data'), SESSION_SECRET: 's'.repeat(40) }, root);
  app.setValidatorCompiler(createRequestValidatorCompiler('en'));
  app.setSerializerCompiler(responseSerializerCompiler({ checkWrittenAnswers: true }));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = user;
  });
  app.get('/api/drawing', async () => {
    const released = new Promise<void>((resolve) => {
      releaseDrawing = resolve;
    });
    drawingsAsked += 1;
    await released;
    return 'the drawn page';
  });
  app.get('/api/busy-drawing', async () => {
    busyDrawings += 1;
    return 'busy';
  });
  app.get('/api/ping', async () => 'pong');
  await registerSpa(app, config, async () => null);
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** Reads a page as a browser would, decoding it as it arrives; `parts` holds the text received so far. */
const openPage = (pathname: string, acceptEncoding: string) => {
  const parts: string[] = [];
  const done = new Promise<string>((resolve, reject) => {
    const sent = httpRequest(`${origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const encoding = response.headers['content-encoding'];
      const decoded =
        encoding === 'br'
          ? response.pipe(createBrotliDecompress())
          : encoding === 'gzip'
            ? response.pipe(createGunzip())
            : response;
      decoded.setEncoding('utf8');
      decoded.on('data', (part: string) => parts.push(part));
      decoded.on('end', () => resolve(parts.join('')));
      decoded.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
  return { parts, done };
};

const soon = async (done: () => boolean) => {
  for (let wait = 0; wait < 200 && !done(); wait += 1) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a page the server draws arrives in two parts (decision 131)', () => {
  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`sends its head with the stylesheets while the drawing is under way, then the drawing (${encoding})`, async () => {
      const asked = drawingsAsked;
      const page = openPage('/app/projects', encoding);
      await soon(() => drawingsAsked > asked && page.parts.join('').includes('</head>'));
      const head = page.parts.join('');
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-1.css">');
      expect(head).toContain('<script id="page-data" type="application/json">');
      expect(head).not.toContain('id="root"');
      releaseDrawing();
      const whole = await page.done;
      expect(whole).toContain(
        '<div id="root" inert data-entry="/app/assets/index-1.js" data-chunks=""><main>the drawn page</main></div>',
      );
      expect(whole.endsWith('</body></html>')).toBe(true);
    });
  }

  it('answers other requests while it draws, the drawing holding a thread of its own', async () => {
    const page = openPage('/app/busy', 'gzip');
    await soon(() => busyDrawings > 0);
    const ping = await fetch(`${origin}/api/ping`);
    expect(await ping.text()).toBe('pong');
    writeFileSync(releaseFile, '');
    expect(await page.done).toContain('<main>drawn after a busy while</main>');
  });

  it('ends with an undrawn root that still names the scripts when the renderer declines the page', async () => {
    const whole = await openPage('/app/away', 'br').done;
    expect(whole).toContain('<div id="root" data-entry="/app/assets/index-1.js" data-chunks=""></div>');
    expect(whole).not.toContain('inert');
  });
});
