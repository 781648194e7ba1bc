import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstPaintRequest, RenderFirstPaint } from '#shared/app/first-paint.ts';
import { AppTree } from './app/app-tree.tsx';
import { appBasename, appRoutes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { applyPageData } from './lib/page-data.ts';
import { createQueryClient, readsSettled } from './lib/query-client.ts';

// The server's first paint (decision 129): the page a signed-in user lands on, drawn by the same routes,
// loaders and components as in the browser, which then hydrates it. Built apart (`vite build --ssr`) and
// loaded by the server when present.

/** A page whose loader sends the reader on (the projects list's default filter) is drawn where it sends them. */
const maxRedirects = 2;

/** Rounds of reads found by a drawing, at most: each one costs a whole render. */
const maxReadPasses = 3;

/**
 * A read the page asks for and has not had, unless its part turned it off (`enabled: false`, kept in its options)
 * or it is the browser's to make (`meta.browserOnly`).
 */
const waitingRead = (query: Query): boolean =>
  query.state.status === 'pending' &&
  (query.options as { enabled?: unknown }).enabled !== false &&
  query.meta?.browserOnly !== true;

const text = async (stream: AsyncIterable<string | Uint8Array>): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
};

const draw = async ({ url, pageData, readApi, reportError }: FirstPaintRequest) => {
  await applyPageData(pageData);
  setApiTransport((path) => readApi(path));
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes(queryClient), { basename: appBasename });
  let address = new URL(url, 'http://app');
  for (let redirects = 0; redirects <= maxRedirects; redirects += 1) {
    const context = await handler.query(new Request(address));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      if (!location) return null;
      address = new URL(location.startsWith(appBasename) ? location : `${appBasename}${location}`, address);
      continue;
    }
    if (context.errors) return null;
    await readsSettled(queryClient);
    const drawPage = async () => {
      // Waits for the lazy parts too, so that the page arrives whole; the browser hydrates each as its code arrives.
      const { prelude } = await prerenderToNodeStream(
        <AppTree queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppTree>,
        // Every part in its place: a part sent apart is put in place by an inline script, which the page's content
        // security policy refuses.
        { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: reportError },
      );
      return text(prelude);
    };
    // A drawing finds the reads the page's parts ask for (on a server they only register them); once answered,
    // the page is drawn again with them, until it asks for nothing new (a list that appears with its feed asks for
    // its posts only then). The browser then starts from the same answers: a part it hydrates late must find what
    // the server drew, not an answer that arrived in between.
    // A drawing after which nothing new was asked for is the page: it is not drawn once more.
    let html = await drawPage();
    for (let pass = 0; pass < maxReadPasses; pass += 1) {
      const waiting = queryClient.getQueryCache().findAll({ type: 'all', predicate: waitingRead });
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      html = await drawPage();
    }
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
    return { html, queries };
  }
  return null;
};

// The page data, the translations and the API transport are the module's own state, one page's at a time, as
// in a browser tab: requests are drawn one after the other.
let queue: Promise<unknown> = Promise.resolve();

export const renderFirstPaint: RenderFirstPaint = (request) => {
  const drawn = queue.then(() => draw(request));
  queue = drawn.catch(() => undefined);
  return drawn;
};
