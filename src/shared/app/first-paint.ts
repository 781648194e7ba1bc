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

/** Where a page keeps the time it last reloaded for a file of an older build, so that it never reloads in a loop. */
export const reloadedForMissingFileKey = 'es-reloaded-for-missing-file';
/** A second missing file this soon after such a reload is an error to show, not another build to fetch. */
export const reloadForMissingFileGapMs = 30_000;

/**
 * The one inline script of a page the server drew: after the first frame it preloads the page's chunks and
 * starts the app, both named by the root element. Asked for with the HTML, the scripts would share the phone's
 * bandwidth with the stylesheet and hold back the drawing they are not needed for. Its hash is in the
 * content security policy, so it never changes with the build.
 *
 * A page opened before a deploy names the scripts of the build before, which the server no longer has (decision 138).
 * When the entry fails to load, the page reloads from the new build, once: never again within the gap, and only
 * online. A chunk the build's loader fails to load (it reports it with `vite:preloadError`) is marked, and the page
 * the chunk was for, which meets it as its error, asks `reloadForMissingFile` (on `window`) to do the same, so the
 * reload lands on the page the user was going to.
 */
export const firstPaintBootScript =
  `{const failed=new WeakSet();const reloadOnce=()=>{const last=Number(sessionStorage.getItem('${reloadedForMissingFileKey}'));` +
  `if(!navigator.onLine||Date.now()-last<${reloadForMissingFileGapMs})return false;` +
  `sessionStorage.setItem('${reloadedForMissingFileKey}',String(Date.now()));location.reload();return true};` +
  "addEventListener('vite:preloadError',(event)=>{if(event.payload instanceof Error)failed.add(event.payload)});" +
  'window.reloadForMissingFile=(error)=>failed.has(error)&&reloadOnce();' +
  "requestAnimationFrame(()=>setTimeout(()=>{const root=document.getElementById('root');" +
  "for(const href of root.dataset.chunks.split(' ').filter(Boolean)){const link=document.createElement('link');" +
  "link.rel='modulepreload';link.href=href;document.head.append(link)}import(root.dataset.entry).catch(reloadOnce)}))}";
