import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, jsonForScript } from '#server/lib/html.ts';
import { firstPaintBootScript, firstPaintQueriesElementId, type RenderFirstPaint } from '#shared/app/first-paint.ts';
import type { PageData } from '#shared/app/page-data.ts';
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
  const { renderFirstPaint } = (await import(pathToFileURL(renderer).href)) as { renderFirstPaint: RenderFirstPaint };
  const firstModules = [...template.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const scriptsOf = (files: LandingFiles) =>
    `data-entry="${escapeHtml(entry)}" data-chunks="${escapeHtml([...firstModules, ...files.modules].join(' '))}"`;

  const readApi = (request: FastifyRequest) => async (url: string) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
    });
    return new Response(answer.statusCode === 204 ? null : answer.payload, { status: answer.statusCode });
  };

  return {
    template: template
      .replace(entryScript, '')
      .replace(modulePreload, '')
      .replace('</body>', () => `<script>${firstPaintBootScript}</script></body>`),
    draw: async (request, pageData, files) => {
      const budget = new AbortController();
      try {
        const drawn = await Promise.race([
          renderFirstPaint({
            url: request.url,
            pageData,
            readApi: readApi(request),
            reportError: (error) =>
              request.log.warn({ err: error }, 'a part of the first paint failed: the browser draws it'),
          }),
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
