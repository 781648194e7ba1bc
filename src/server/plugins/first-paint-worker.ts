import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FirstPaint, RenderFirstPaint } from '#shared/app/first-paint.ts';
import type { PageData } from '#shared/app/page-data.ts';

// The server's first paint drawn in a thread of its own (decision 131): a drawing holds its thread for as long as
// it renders, and in the server's own it held every request that came meanwhile, the page's stylesheets among them.
// The API reads a drawing makes are answered by the server's thread, as the request's user.

/** What the server's thread asks of this one. */
export type ToDrawer =
  | { kind: 'draw'; id: number; url: string; pageData: PageData }
  | { kind: 'answer'; readId: number; status: number; body: string | null };

/** What this thread tells the server's. */
export type FromDrawer =
  | { kind: 'ready' }
  | { kind: 'read'; id: number; readId: number; url: string }
  | { kind: 'part-failed'; id: number; message: string }
  | { kind: 'drawn'; id: number; drawn: FirstPaint | null }
  | { kind: 'failed'; id: number; message: string };

/** The thread's start: the built renderer's file. */
export interface DrawerData {
  renderer: string;
}

const port = parentPort;
if (!port) throw new Error('first-paint-worker.ts runs as a worker thread');
const send = (message: FromDrawer) => port.postMessage(message);
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

const { renderer } = workerData as DrawerData;
const rendering = import(renderer) as Promise<{ renderFirstPaint: RenderFirstPaint }>;

/**
 * The renderer's pages load as a page first asks for them, and a page's first drawing paid for it: 200-300 ms for a
 * project's settings, which under load went past the drawing's budget and left the page undrawn. The thread loads
 * them all before it says it is ready.
 */
const loadPages = async () => {
  const folder = new URL('./assets/', renderer);
  // A renderer built as one file has none.
  if (!existsSync(fileURLToPath(folder))) return;
  const files = (await readdir(fileURLToPath(folder))).filter((file) => file.endsWith('.js'));
  await Promise.all(files.map((file) => import(new URL(file, folder).href)));
};

// A renderer that cannot load fails the thread, which the server reports as it starts.
void rendering.then(loadPages).then(() => send({ kind: 'ready' }));
const waitingReads = new Map<number, (answer: Response) => void>();
let nextReadId = 0;

const draw = async ({ id, url, pageData }: { id: number; url: string; pageData: PageData }) => {
  try {
    const { renderFirstPaint } = await rendering;
    const drawn = await renderFirstPaint({
      url,
      pageData,
      readApi: (path) =>
        new Promise<Response>((resolve) => {
          nextReadId += 1;
          waitingReads.set(nextReadId, resolve);
          send({ kind: 'read', id, readId: nextReadId, url: path });
        }),
      reportError: (error) => send({ kind: 'part-failed', id, message: describe(error) }),
    });
    send({ kind: 'drawn', id, drawn });
  } catch (error) {
    send({ kind: 'failed', id, message: describe(error) });
  }
};

port.on('message', (message: ToDrawer) => {
  if (message.kind === 'draw') {
    void draw(message);
    return;
  }
  const answered = waitingReads.get(message.readId);
  waitingReads.delete(message.readId);
  answered?.(new Response(message.body, { status: message.status }));
});
