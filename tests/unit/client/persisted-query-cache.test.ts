import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#shared/app/constants.ts';
import type { PageData } from '#shared/app/page-data.ts';

class MemoryStorage {
  readonly entries = new Map<string, string>();
  get length() {
    return this.entries.size;
  }
  key(index: number) {
    return [...this.entries.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.entries.set(key, value);
  }
  removeItem(key: string) {
    this.entries.delete(key);
  }
}

const pageDataFor = (userId: string | null, locale: Locale = 'en'): PageData => ({
  locale,
  mediaHost: '',
  memo: null,
  user: userId
    ? {
        _id: userId,
        name: userId,
        email: `${userId}@example.test`,
        picture: '',
        level: 'client',
        role: [],
        notificationEmailOn: false,
        notificationEmail: null,
        bg: null,
      }
    : null,
});

const listKey = ['projects', 'list', { listed: true }];
const searchKey = ['projects', 'search', 'coffee'];

let storage: MemoryStorage;
let pagehide: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  storage = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'pagehide') pagehide = listener;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** One page's life: a fresh module (as after a reload) and a fresh query client. */
const startPage = async (pageData: PageData, drawnAnswers?: { titles: string[] }) => {
  const cache = await import('#client/lib/persisted-query-cache.ts');
  const queryClient = new QueryClient();
  // A page the server drew starts from its answers, as main.tsx hydrates them before it keeps the cache.
  if (drawnAnswers) queryClient.setQueryData(listKey, drawnAnswers);
  cache.restoreQueryCache(queryClient, pageData);
  cache.persistQueryCache(queryClient, pageData, drawnAnswers !== undefined);
  return { queryClient, forget: cache.forgetQueryCache };
};

/** What a visit leaves behind: the list and a search, written once the throttle's second is over. */
const visitAs = async (pageData: PageData, title = 'Coffee shop') => {
  const { queryClient, forget } = await startPage(pageData);
  await queryClient.fetchQuery({ queryKey: listKey, queryFn: () => ({ titles: [title] }) });
  await queryClient.fetchQuery({ queryKey: searchKey, queryFn: () => ({ hits: [title] }) });
  return { queryClient, forget };
};

describe('the persisted query cache', () => {
  it('writes the lists at most once a second, and the next page starts from them marked stale', async () => {
    await visitAs(pageDataFor('ada'));
    expect(storage.length).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.length).toBe(1);

    vi.resetModules();
    const { queryClient } = await startPage(pageDataFor('ada'));
    expect(queryClient.getQueryData(listKey)).toEqual({ titles: ['Coffee shop'] });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(searchKey)).toBeUndefined();
  });

  it('writes the answers a page the server drew started from, and nothing for a page that started from the store', async () => {
    await startPage(pageDataFor('ada'), { titles: ['Drawn by the server'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.length).toBe(1);
    const written = storage.getItem(storage.key(0) ?? '');
    expect(written).toContain('Drawn by the server');

    vi.resetModules();
    await startPage(pageDataFor('ada'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.getItem(storage.key(0) ?? '')).toBe(written);
  });

  it('is never read by another user, another language or after a day, and is then removed', async () => {
    await visitAs(pageDataFor('ada'));
    pagehide();
    expect(storage.length).toBe(1);

    vi.resetModules();
    const other = await startPage(pageDataFor('bob'));
    expect(other.queryClient.getQueryData(listKey)).toBeUndefined();
    expect(storage.length).toBe(0);

    vi.resetModules();
    await visitAs(pageDataFor('ada'));
    pagehide();
    vi.resetModules();
    const thai = await startPage(pageDataFor('ada', 'th'));
    expect(thai.queryClient.getQueryData(listKey)).toBeUndefined();

    vi.resetModules();
    await visitAs(pageDataFor('ada'));
    pagehide();
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    vi.resetModules();
    const late = await startPage(pageDataFor('ada'));
    expect(late.queryClient.getQueryData(listKey)).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('is removed for a visitor, skipped above a megabyte, and gone for good after sign-out', async () => {
    await visitAs(pageDataFor('ada'));
    pagehide();
    vi.resetModules();
    await startPage(pageDataFor(null));
    expect(storage.length).toBe(0);

    vi.resetModules();
    await visitAs(pageDataFor('ada'), 'x'.repeat(1_000_001));
    pagehide();
    expect(storage.length).toBe(0);

    vi.resetModules();
    const { forget } = await visitAs(pageDataFor('ada'));
    pagehide();
    expect(storage.length).toBe(1);
    forget();
    expect(storage.length).toBe(0);
    pagehide();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.length).toBe(0);
  });
});
