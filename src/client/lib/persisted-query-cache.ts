import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageData } from '#shared/app/page-data.ts';
import { forgetKeptPages } from './kept-pages.ts';

/**
 * The repeat visit (decision 122): the lists and pages the signed-in user last saw are kept in this
 * browser and drawn at once on the next start, marked stale so that they are asked for again and the
 * fresh answers replace them in place.
 */
const keyPrefix = 'explainer-studio:query-cache:';
/** Bumped when what is stored changes shape. */
const storageVersion = 1;
const maxStoredCharacters = 1_000_000;
const maxAgeMs = 24 * 60 * 60 * 1000;
const writeIntervalMs = 1000;

/**
 * In a build this module is part of the entry chunk, whose name carries a hash of everything the app
 * loads (the lazy chunks' names are in it): a new build has a new name and never reads an old shape.
 */
const buildId = new URL(import.meta.url).pathname;

/** The data of what a page or list shows; searches, polled progress and logs are not worth a later visit. */
const persistedRoots: ReadonlySet<unknown> = new Set([
  'projects',
  'scenes',
  'jobs',
  'posts',
  'feeds',
  'notifications',
  'users',
  'review-videos',
  'social',
  'comments',
  'products',
]);
const notPersistedParts: ReadonlySet<unknown> = new Set([
  'search',
  'project-search',
  'user-lookup',
  'drive-progress',
  'history',
  'sketch',
]);

const isPersisted = (query: Query): boolean =>
  query.state.status === 'success' &&
  Date.now() - query.state.dataUpdatedAt < maxAgeMs &&
  persistedRoots.has(query.queryKey[0]) &&
  !query.queryKey.some((part) => notPersistedParts.has(part));

interface StoredCache {
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

const storageKeyFor = ({ user, locale }: PageData): string | null =>
  user ? `${keyPrefix}${storageVersion}:${buildId}:${locale}:${user._id}` : null;

// Storage can be switched off or full (private windows): the app then simply starts without it.
const withStorage = <T>(action: (storage: Storage) => T, otherwise: T): T => {
  try {
    return action(window.localStorage);
  } catch {
    return otherwise;
  }
};

/** Every stored cache but `keep`: another user's, another build's or another language's is never read again. */
const removeStoredCaches = (keep: string | null): void =>
  withStorage((storage) => {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(keyPrefix) && key !== keep) storage.removeItem(key);
  }, undefined);

const isStoredCache = (value: unknown): value is StoredCache =>
  typeof value === 'object' &&
  value !== null &&
  'userId' in value &&
  'savedAt' in value &&
  'state' in value &&
  typeof value.userId === 'string' &&
  typeof value.savedAt === 'number' &&
  typeof value.state === 'object' &&
  value.state !== null &&
  'queries' in value.state &&
  Array.isArray(value.state.queries);

const readStoredCache = (key: string): StoredCache | null => {
  const raw = withStorage((storage) => storage.getItem(key), null);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isStoredCache(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** Set once the user signs out: a write after that (pagehide) would store their data again. */
let forgotten = false;

/**
 * Before the first render: the signed-in user's last-seen data, if this browser holds it for them, in
 * this build and this language, and it is less than a day old. Everything else stored is removed.
 */
export const restoreQueryCache = (queryClient: QueryClient, pageData: PageData): void => {
  const key = storageKeyFor(pageData);
  removeStoredCaches(key);
  if (!key || !pageData.user) return;
  const stored = readStoredCache(key);
  if (!stored || stored.userId !== pageData.user._id || Date.now() - stored.savedAt > maxAgeMs) {
    removeStoredCaches(null);
    return;
  }
  hydrate(queryClient, {
    queries: stored.state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  });
};

/**
 * Writes the signed-in user's lists and pages after answers arrive, at most once a second, and as the page is left.
 * A page the server drew starts from the newest answers there are (`withStartingAnswers`): they are written as arrived ones.
 */
export const persistQueryCache = (queryClient: QueryClient, pageData: PageData, withStartingAnswers: boolean): void => {
  const key = storageKeyFor(pageData);
  const user = pageData.user;
  if (!key || !user) return;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (forgotten) return;
    const stored: StoredCache = {
      userId: user._id,
      savedAt: Date.now(),
      state: { queries: dehydrate(queryClient, { shouldDehydrateQuery: isPersisted }).queries, mutations: [] },
    };
    const text = JSON.stringify(stored);
    withStorage((storage) => {
      if (text.length > maxStoredCharacters) storage.removeItem(key);
      else storage.setItem(key, text);
    }, undefined);
  };
  queryClient.getQueryCache().subscribe((event) => {
    const settled = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    if (settled && !timer && !forgotten) timer = setTimeout(write, writeIntervalMs);
  });
  if (withStartingAnswers) timer = setTimeout(write, writeIntervalMs);
  window.addEventListener('pagehide', write);
};

/** Sign-out: nothing of this user's stays in the browser, and nothing is written again from this page. */
export const forgetQueryCache = (): void => {
  forgotten = true;
  removeStoredCaches(null);
  forgetKeptPages();
};
