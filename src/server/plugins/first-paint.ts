import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, jsonForScript } from '#server/lib/html.ts';
import {
  firstPaintBootScript,
  firstPaintQueriesElementId,
  type FirstPaint as Drawing,
} from '#shared/app/first-paint.ts';
import type { PageData } from '#shared/app/page-data.ts';
import type { DrawerData, FromDrawer, ToDrawer } from './first-paint-worker.ts';
import type { LandingFiles } from './landing-chunks.ts';

/** The content security policy's permission for the one inline script of a page the server drew. */
export const firstPaintScriptSource = `'sha256-${createHash('sha256').update(firstPaintBootScript).digest('base64')}'`;

/** A drawing that takes longer is not waited for: the page goes without it, as it did before decision 129. */
const drawBudgetMs = 500;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface FirstPaint {
  /** index.html without its scripts, which the boot script starts after the first frame. */
  template: string;
  /** The root element with the page drawn in it, or null for a page that goes undrawn. */
  draw: (request: FastifyRequest, pageData: PageData, files: LandingFiles) => Promise<string | null>;
  /** The root element of a page that goes undrawn, naming the scripts the boot script starts as a drawn one does. */
  undrawnRoot: (files: LandingFiles) => string;
}

/**
 * The build bundles the drawer beside the server as plain JavaScript (scripts/build-server.mjs). The sources run
 * under tsx (the tests, `npm run dev`), whose loader a thread does not inherit: the thread registers it first.
 */
const fromSources = import.meta.url.endsWith('.ts');
const drawerFile = new URL(fromSources ? './first-paint-worker.ts' : './first-paint-worker.js', import.meta.url);
const startDrawerThread = (workerData: DrawerData): Worker =>
  fromSources
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(drawerFile.href)}); })`,
        { eval: true, workerData },
      )
    : new Worker(drawerFile, { workerData });

interface Drawer {
  /** The first thread has loaded the renderer; it fails with the thread's error. */
  ready: Promise<void>;
  /** The page drawn in the drawer's thread, or null for a page it does not draw (or a thread that stopped). */
  draw: (request: FastifyRequest, pageData: PageData) => Promise<Drawing | null>;
  stop: () => Promise<void>;
}

/**
 * The drawer's thread (decision 131), started with the server and again after it stops. Its reads of the API are
 * answered here, as the drawn request's user, for as long as its drawing runs, also past the page's budget.
 */
const startDrawer = (app: FastifyInstance, renderer: string): Drawer => {
  const drawings = new Map<number, { request: FastifyRequest; done: (drawn: Drawing | null) => void }>();
  let nextId = 0;
  let thread: Worker | null = null;

  // Every read is answered, a failed one too: a read left waiting would hold the thread's drawings for good.
  const answerRead = async (worker: Worker, { id, readId, url }: Extract<FromDrawer, { kind: 'read' }>) => {
    const message: ToDrawer = await app
      .inject({
        method: 'GET',
        url,
        headers: { cookie: drawings.get(id)?.request.headers.cookie ?? '', accept: 'application/json' },
      })
      .then(
        (answer): ToDrawer => ({
          kind: 'answer',
          readId,
          status: answer.statusCode,
          body: answer.statusCode === 204 ? null : answer.payload,
        }),
        (): ToDrawer => ({ kind: 'answer', readId, status: 500, body: null }),
      );
    worker.postMessage(message);
  };

  const start = (): Worker => {
    const worker = startDrawerThread({ renderer });
    worker.unref();
    worker.on('message', (message: FromDrawer) => {
      if (message.kind === 'ready') return;
      const drawing = drawings.get(message.id);
      if (message.kind === 'read') void answerRead(worker, message);
      else if (message.kind === 'part-failed')
        drawing?.request.log.warn({ err: message.message }, 'a part of the first paint failed: the browser draws it');
      else {
        if (message.kind === 'failed')
          drawing?.request.log.warn({ err: message.message }, 'the first paint failed: the page goes without it');
        drawings.delete(message.id);
        drawing?.done(message.kind === 'drawn' ? message.drawn : null);
      }
    });
    // A thread that stops takes its drawings with it: their pages go undrawn, and the next page starts a new one.
    const stopped = (error?: Error) => {
      if (error) app.log.error({ err: error }, 'the first paint thread stopped');
      if (thread === worker) thread = null;
      for (const [id, drawing] of drawings) {
        drawings.delete(id);
        drawing.done(null);
      }
    };
    worker.on('error', stopped);
    worker.on('exit', () => stopped());
    return worker;
  };
  thread = start();
  const first = thread;
  const ready = new Promise<void>((resolve, reject) => {
    first.on('message', (message: FromDrawer) => {
      if (message.kind === 'ready') resolve();
    });
    first.once('error', reject);
    first.once('exit', (code) => reject(new Error(`the first paint thread exited with ${code} before it was ready`)));
  });

  return {
    ready,
    draw: (request, pageData) =>
      new Promise((done) => {
        thread ??= start();
        nextId += 1;
        drawings.set(nextId, { request, done });
        const message: ToDrawer = { kind: 'draw', id: nextId, url: request.url, pageData };
        thread.postMessage(message);
      }),
    stop: async () => {
      const worker = thread;
      thread = null;
      await worker?.terminate();
    },
  };
};

/**
 * The server's first paint (decision 129), when the build has one (`dist/render`, from `vite build --ssr`): a
 * signed-in user's page arrives drawn, inert until the app has hydrated it.
 */
export const loadFirstPaint = async (
  app: FastifyInstance,
  clientDir: string,
  template: string,
): Promise<FirstPaint | null> => {
  const renderer = path.join(clientDir, '..', 'render', 'server-render.js');
  const entry = entryScript.exec(template)?.[1];
  if (!entry || !existsSync(renderer)) return null;
  const firstModules = [...template.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const scriptsOf = (files: LandingFiles) =>
    `data-entry="${escapeHtml(entry)}" data-chunks="${escapeHtml([...firstModules, ...files.modules].join(' '))}"`;
  const drawer = startDrawer(app, pathToFileURL(renderer).href);
  app.addHook('onClose', () => drawer.stop());
  await drawer.ready;

  return {
    template: template
      .replace(entryScript, '')
      .replace(modulePreload, '')
      .replace('</body>', () => `<script>${firstPaintBootScript}</script></body>`),
    draw: async (request, pageData, files) => {
      const budget = new AbortController();
      try {
        const drawn = await Promise.race([
          drawer.draw(request, pageData),
          delay(drawBudgetMs, null, { signal: budget.signal }),
        ]);
        if (!drawn) return null;
        return (
          `<div id="root" inert ${scriptsOf(files)}>${drawn.html}</div>` +
          `<script id="${firstPaintQueriesElementId}" type="application/json">${jsonForScript(drawn.queries)}</script>`
        );
      } catch (error) {
        request.log.warn({ err: error }, 'the first paint failed: the page goes without it');
        return null;
      } finally {
        budget.abort();
      }
    },
    undrawnRoot: (files) => `<div id="root" ${scriptsOf(files)}></div>`,
  };
};
