import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers, pageAnswers, redirectAnswers, textAnswers } from '#server/lib/api-answers.ts';
import type { Config } from '#server/lib/config.ts';
import { jsonForScript } from '#server/lib/html.ts';
import { pageDataElementId } from '#shared/app/constants.ts';
import { pageDataSchema, type Memo, type PageData } from '#shared/app/page-data.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { loadFirstPaint } from './first-paint.ts';
import { forgetEndedSession } from './session.ts';
import { loadLandingPreloads, preloadLinks } from './landing-chunks.ts';

const pageDataPlaceholder = '<!--page-data-->';
/** Built beside the app by scripts/build-service-worker.mjs. */
const serviceWorkerName = 'service-worker.js';
const emptyRoot = '<div id="root"></div>';

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
export const renderIndexHtml = (template: string, pageData: PageData, preloads = '', root = emptyRoot): string =>
  template
    .replace(
      pageDataPlaceholder,
      () => `<script id="${pageDataElementId}" type="application/json">${jsonForScript(pageData)}</script>`,
    )
    .replace('</head>', () => `${preloads}</head>`)
    .replace(emptyRoot, () => root);

const brotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding the browser accepts for a page, brotli first; none when it names neither or refuses them (q=0). */
export const pageEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | null => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, weight]) => !/^q=0(\.0*)?$/.test(weight ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
};

/**
 * A page is sent compressed (decision 130): a page the server drew is its drawing and the answers it was drawn from,
 * 30-400 KB, which on a phone's connection held back the first paint. It carries no token an attacker could read by
 * its size (the session cookie is HttpOnly and never in the body; forms are checked by their origin).
 */
const pageEncodingOf = (request: FastifyRequest, reply: FastifyReply) => {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return encoding;
};

/**
 * A page leaves as it is written, through the compressor. A page the server draws is sent in two parts (decision
 * 131): its head at once, so that the browser asks for the stylesheets while the server draws, and the drawing when
 * it is done. The drawing is asked for once the compressor has let the head go, so that the head never waits for the
 * drawing's first reads.
 */
const sendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  head: string,
  drawRest: () => Promise<string> = async () => '',
) => {
  const encoding = pageEncodingOf(request, reply);
  const compressor =
    encoding === 'br' ? createBrotliCompress(brotliOptions) : encoding === 'gzip' ? createGzip() : null;
  const page: Transform = compressor ?? new PassThrough();
  const headSent = new Promise<void>((resolve) => {
    page.write(head);
    if (compressor) compressor.flush(() => setImmediate(resolve));
    else setImmediate(resolve);
  });
  void headSent.then(drawRest).then(
    (html) => page.end(html),
    (error: unknown) => page.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reply.send(page);
};

export const registerSpa = async (app: FastifyInstance, config: Config, findMemo: MemoFinder): Promise<void> => {
  const indexFile = path.join(config.clientDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : unbuiltShell;
  const assetsDir = path.join(config.clientDir, 'assets');
  const preloadsFor = loadLandingPreloads(config.clientDir, config.locale);

  if (existsSync(assetsDir)) {
    // The build's files are fixed until the next build: a route each, listed as the server starts, where one route for
    // them all read the folder's 1,100 names on every request to check the address's spelling (decision 135).
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/app/assets/',
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      immutable: true,
      maxAge: '1y',
      // The build writes each asset's .br and .gz (scripts/vite-precompress-plugin.ts).
      preCompressed: true,
    });
  }
  // A file the build does not have (a chunk of a build before) is not found, not the app's page.
  app.get('/app/assets/*', { schema: { response: errorAnswers('not_found') } }, (_request, reply) =>
    reply.callNotFound(),
  );
  const publicDir = path.join(config.clientDir, 'img');
  if (existsSync(publicDir)) {
    await app.register(fastifyStatic, { root: publicDir, prefix: '/img/', decorateReply: false, maxAge: '1d' });
    // The build writes the app page's links to its images under its base, /app/: without this the page's icon was
    // answered by the app's not-found page, drawn by the server on every visit.
    await app.register(fastifyStatic, { root: publicDir, prefix: '/app/img/', decorateReply: false, maxAge: '1d' });
  }

  // Browsers ask for /favicon.ico on pages that name no icon (media, JSON); the pages themselves link the SVG.
  app.get('/favicon.ico', { schema: { response: redirectAnswers } }, async (_request, reply) =>
    reply.redirect('/img/favicon.svg', 301),
  );
  app.get('/', { schema: { response: redirectAnswers } }, async (_request, reply) => reply.redirect('/app/', 302));
  app.get('/app', { schema: { response: redirectAnswers } }, async (_request, reply) => reply.redirect('/app/', 302));
  // A kept copy asks for it first (decision 137): the page a worker served did not reach the server.
  app.get('/api/page-data', { schema: { response: { 200: pageDataSchema } } }, async (request, reply) => {
    forgetEndedSession(request, reply);
    return buildPageData(request, config, findMemo);
  });

  // The service worker (decision 132) is asked for at its own address, which sets the pages it may serve: /app/.
  const serviceWorkerFile = path.join(config.clientDir, serviceWorkerName);
  if (existsSync(serviceWorkerFile)) {
    const serviceWorker = readFileSync(serviceWorkerFile);
    const answers = textAnswers('text/javascript', "The app's service worker");
    app.get(`/app/${serviceWorkerName}`, { schema: { response: answers } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(serviceWorker),
    );
  }

  const firstPaint = await loadFirstPaint(app, config.clientDir, template);

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    forgetEndedSession(request, reply);
    const pageData = await buildPageData(request, config, findMemo);
    const pathname = new URL(request.url, 'http://app').pathname;
    // A visitor is sent to sign in: the page's chunks would be fetched for nothing.
    const files = request.user ? preloadsFor(pathname) : null;
    if (!files || !firstPaint)
      return sendPage(request, reply, renderIndexHtml(template, pageData, files ? preloadLinks(files) : ''));
    const [head = '', tail = ''] = renderIndexHtml(firstPaint.template, pageData, preloadLinks(files, false)).split(
      emptyRoot,
    );
    return sendPage(request, reply, head, async () => {
      const drawn = await firstPaint.draw(request, pageData, files);
      return `${drawn ?? firstPaint.undrawnRoot(files)}${tail}`;
    });
  };
  app.get('/app/', { schema: { response: pageAnswers } }, serveIndex);
  app.get('/app/*', { schema: { response: pageAnswers } }, serveIndex);
};
