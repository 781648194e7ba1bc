import type { PageData } from './page-data.ts';

/** What the server gives the first-paint renderer (decision 129) for one request. */
export interface FirstPaintRequest {
  /** The address asked for, from /app on. */
  url: string;
  pageData: PageData;
  /** Answers a GET of the API as the request's user. */
  readApi: (url: string) => Promise<Response>;
  /** A part that failed to draw: the browser draws that part itself. */
  reportError: (error: unknown) => void;
}

/** The page as the server drew it, and the answers it was drawn from, which the browser starts with. */
export interface FirstPaint {
  html: string;
  /** TanStack Query's dehydrated state. */
  queries: unknown;
}

/** Null when the page is not one to draw (a redirect away, an error): the browser then does it all. */
export type RenderFirstPaint = (request: FirstPaintRequest) => Promise<FirstPaint | null>;

/** The element that carries `FirstPaint.queries` in the page. */
export const firstPaintQueriesElementId = 'first-paint-queries';

/**
 * The one inline script of a page the server drew: after the first frame it preloads the page's chunks and
 * starts the app, both named by the root element. Asked for with the HTML, the scripts would share the phone's
 * bandwidth with the stylesheet and hold back the drawing they are not needed for. Its hash is in the
 * content security policy, so it never changes with the build.
 */
export const firstPaintBootScript =
  "requestAnimationFrame(()=>setTimeout(()=>{const root=document.getElementById('root');" +
  "for(const href of root.dataset.chunks.split(' ').filter(Boolean)){const link=document.createElement('link');" +
  "link.rel='modulepreload';link.href=href;document.head.append(link)}import(root.dataset.entry)}))";
