import { useSyncExternalStore } from 'react';
import { pageDataElementId, type Locale } from '#shared/app/constants.ts';
import type { PageData } from '#shared/app/page-data.ts';
import type { AppMessageKey } from '#shared/i18n/app-en.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { translatorFor } from '#shared/i18n/index.ts';

type Values = Record<string, string | number>;
type AppTranslate = (key: AppMessageKey, values?: Values) => string;

let current: PageData | null = null;
let translate: AppTranslate | null = null;

/** Only the app's labels, in the deployment's one language; features bring their own in their chunks. */
const loadCatalogue = async ({ locale }: PageData): Promise<Record<AppMessageKey, string>> =>
  locale === 'th' ? (await import('#shared/i18n/app-th.ts')).appTh : (await import('#shared/i18n/app-en.ts')).appEn;

/**
 * The server preloads page data into index.html; the Vite dev server serves a plain index.html,
 * so there the same data comes from /api/page-data.
 */
export const loadPageData = async (): Promise<PageData> => {
  const element = document.getElementById(pageDataElementId);
  // The server built this from its own validated records; parsing it again would put zod in the first download.
  return applyPageData(
    (element?.textContent ? JSON.parse(element.textContent) : await (await fetch('/api/page-data')).json()) as PageData,
  );
};

/** The page data the app runs with: the browser's one page, or the request the server draws a first paint for. */
export const applyPageData = async (pageData: PageData): Promise<PageData> => {
  const catalogue = await loadCatalogue(pageData);
  current = pageData;
  translate = translatorFor(catalogue);
  return pageData;
};

export const getPageData = (): PageData => {
  if (!current) throw new Error('page data read before loadPageData() finished');
  return current;
};

export const getCurrentUser = () => getPageData().user;

const userListeners = new Set<() => void>();

/**
 * The account page renames the user and changes their picture: everything drawn from the signed-in user
 * (the top bar's avatar, the name under the picture) shows the change at once, not after a reload.
 */
export const setCurrentUser = (user: SessionUser): void => {
  current = { ...getPageData(), user };
  for (const listener of userListeners) listener();
};

const subscribeToUser = (listener: () => void) => {
  userListeners.add(listener);
  return () => userListeners.delete(listener);
};

export const useCurrentUser = () => useSyncExternalStore(subscribeToUser, getCurrentUser, getCurrentUser);

export const t: AppTranslate = (key, values) => {
  if (!translate) throw new Error('translation used before loadPageData() finished');
  return translate(key, values);
};

/**
 * The one way a feature reads its own labels: its catalogue (both locales, so it travels in the
 * feature's lazy chunk, not in the first download) and the app's, through one `t`. Each feature
 * exports `t = translatorWith(itsCatalogues)` from its texts.ts.
 */
export const translatorWith = <Key extends string>(catalogues: Record<Locale, Record<Key, string>>) => {
  const own = (): Record<Key, string> => catalogues[getPageData().locale];
  const isOwnKey = (key: string): key is Key => Object.hasOwn(own(), key);
  return (key: AppMessageKey | Key, values?: Values): string =>
    isOwnKey(key) ? translatorFor(own())(key, values) : t(key, values);
};
