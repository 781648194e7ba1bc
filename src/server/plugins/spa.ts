import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAnswers, redirectAnswers } from '#server/lib/api-answers.ts';
import type { Config } from '#server/lib/config.ts';
import { jsonForScript } from '#server/lib/html.ts';
import { pageDataElementId } from '#shared/app/constants.ts';
import { pageDataSchema, type Memo, type PageData } from '#shared/app/page-data.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { loadFirstPaint } from './first-paint.ts';
import { loadLandingPreloads, preloadLinks } from './landing-chunks.ts';

const pageDataPlaceholder = '<!--page-data-->';

/** Before `npm run build` there is no client bundle; API tests still need the page shell. */
const unbuiltShell = `<!doctype html><html><head><meta charset="utf-8"><title>Explainer Studio</title>${pageDataPlaceholder}</head><body><div id="root">Run npm run build to build the client.</div></body></html>`;

/** The newest memo the user has not read (spec §1); the posts module answers it. */
export type MemoFinder = (user: SessionUser | null) => Promise<Memo | null>;

export const buildPageData = async (
  request: FastifyRequest,
  config: Config,
  findMemo: MemoFinder,
): Promise<PageData> => ({
  user: request.user,
  locale: config.locale,
  mediaHost: config.mediaHost,
  memo: await findMemo(request.user),
});

// A function replacement: a replacement string would read the `$'`, `$&`, `$$`... a memo title or a name may hold.
// The page's chunks go after the entry script (at the end of the head), so that over HTTP/1.1 the
// entry is asked for first.
export const renderIndexHtml = (template: string, pageData: PageData, preloads = '', root = ''): string =>
  template
    .replace(
      pageDataPlaceholder,
      () => `<script id="${pageDataElementId}" type="application/json">${jsonForScript(pageData)}</script>`,
    )
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<div id="root"></div>', () => root || '<div id="root"></div>');

export const registerSpa = async (app: FastifyInstance, config: Config, findMemo: MemoFinder): Promise<void> => {
  const indexFile = path.join(config.clientDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : unbuiltShell;
  const assetsDir = path.join(config.clientDir, 'assets');
  const preloadsFor = loadLandingPreloads(config.clientDir);

  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/app/assets/',
      wildcard: true,
      index: false,
      immutable: true,
      maxAge: '1y',
      // The build writes each asset's .br and .gz (scripts/vite-precompress-plugin.ts).
      preCompressed: true,
    });
  }
  const publicDir = path.join(config.clientDir, 'img');
  if (existsSync(publicDir)) {
    await app.register(fastifyStatic, { root: publicDir, prefix: '/img/', decorateReply: false, maxAge: '1d' });
  }

  // Browsers ask for /favicon.ico on pages that name no icon (media, JSON); the pages themselves link the SVG.
  app.get('/favicon.ico', { schema: { response: redirectAnswers } }, async (_request, reply) =>
    reply.redirect('/img/favicon.svg', 301),
  );
  app.get('/', { schema: { response: redirectAnswers } }, async (_request, reply) => reply.redirect('/app/', 302));
  app.get('/app', { schema: { response: redirectAnswers } }, async (_request, reply) => reply.redirect('/app/', 302));
  app.get('/api/page-data', { schema: { response: { 200: pageDataSchema } } }, async (request) =>
    buildPageData(request, config, findMemo),
  );

  const firstPaint = await loadFirstPaint(app, config.clientDir, template);

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pageData = await buildPageData(request, config, findMemo);
    const pathname = new URL(request.url, 'http://app').pathname;
    // A visitor is sent to sign in: the page's chunks would be fetched for nothing.
    const files = request.user ? preloadsFor(pathname) : null;
    const drawn = files && firstPaint ? await firstPaint.draw(request, pageData, files) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        drawn && files && firstPaint
          ? renderIndexHtml(firstPaint.template, pageData, preloadLinks(files, false), drawn)
          : renderIndexHtml(template, pageData, files ? preloadLinks(files) : ''),
      );
  };
  app.get('/app/', { schema: { response: pageAnswers } }, serveIndex);
  app.get('/app/*', { schema: { response: pageAnswers } }, serveIndex);
};
