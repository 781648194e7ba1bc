import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFirstPaint } from '#server/plugins/first-paint.ts';
import { firstPaintBootScript } from '#shared/app/first-paint.ts';
import type { PageData } from '#shared/app/page-data.ts';

// The shape vite writes for index.html: the entry script, the runtime's preload and the stylesheet.
const template =
  '<!doctype html><html><head><!--page-data-->' +
  '<script type="module" crossorigin src="/app/assets/index-1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/app/assets/runtime-1.js">\n' +
  '<link rel="stylesheet" crossorigin href="/app/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

const pageData: PageData = { user: null, locale: 'en', mediaHost: '', memo: null };

// A stand-in for the built renderer (`dist/render`), to reach the server's side of its contract: what it does
// with a drawing, a failure and a drawing that comes too late. The real renderer is what the browser journeys load.
const renderer = `export const renderFirstPaint = async (request) => {
  if (request.url.includes('fail')) throw new Error('a part could not be drawn');
  if (request.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
  if (request.url.includes('away')) return null;
  const answer = await request.readApi('/api/echo');
  return { html: '<main>' + (await answer.text()) + '</main>', queries: { note: '</script><script>alert(1)</script>' } };
};
`;

const clientDir = (() => {
  const root = mkdtempSync(path.join(tmpdir(), 'es-first-paint-'));
  // The project's package.json makes the build's files modules; this folder's does the same for the stand-in.
  writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
  mkdirSync(path.join(root, 'render'));
  writeFileSync(path.join(root, 'render', 'server-render.js'), renderer);
  mkdirSync(path.join(root, 'client'));
  return path.join(root, 'client');
})();

afterAll(() => rmSync(path.dirname(clientDir), { recursive: true, force: true }));

const appWithFirstPaint = async () => {
  const app = Fastify();
  app.get('/api/echo', async (request) => `drawn for ${request.headers.cookie ?? 'nobody'}`);
  const firstPaint = await loadFirstPaint(app, clientDir, template);
  if (!firstPaint) throw new Error('the renderer was not loaded');
  app.get(
    '/app/*',
    async (request) => (await firstPaint.draw(request, pageData, { stylesheets: [], modules: [] })) ?? 'not drawn',
  );
  return { app, firstPaint };
};

describe('the server first paint (decision 129)', () => {
  it('is off when the build has no renderer or index.html no entry script', async () => {
    expect(await loadFirstPaint(Fastify(), path.join(tmpdir(), 'es-no-client-build'), template)).toBeNull();
    expect(await loadFirstPaint(Fastify(), clientDir, '<div id="root"></div>')).toBeNull();
  });

  it('draws the page inert, reading the API as the request, and names the scripts the boot script starts', async () => {
    const { app, firstPaint } = await appWithFirstPaint();
    const page = await app.inject({ url: '/app/projects', headers: { cookie: 'session=abc' } });
    expect(page.body).toContain(
      '<div id="root" inert data-entry="/app/assets/index-1.js" data-chunks="/app/assets/runtime-1.js"><main>drawn for session=abc</main></div>',
    );
    // The answers travel as JSON that no text in them can close.
    expect(page.body).toContain(
      '<script id="first-paint-queries" type="application/json">{"note":"\\u003c/script\\u003e',
    );
    expect(page.body).not.toContain('<script>alert(1)');
    expect(firstPaint.template).not.toContain('type="module"');
    expect(firstPaint.template).not.toContain('<link rel="modulepreload"');
    expect(firstPaint.template).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-1.css">');
    expect(firstPaint.template).toContain(`<script>${firstPaintBootScript}</script></body>`);
  });

  it('sends the page undrawn when the renderer fails, declines or is slower than its budget', async () => {
    const { app } = await appWithFirstPaint();
    for (const url of ['/app/fail', '/app/away', '/app/slow']) {
      const started = performance.now();
      expect((await app.inject({ url })).body).toBe('not drawn');
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});
