import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraftCart, loadDraftCart, saveDraftCart } from '#client/features/projects/cart/draft-cart.ts';
import { applyCartAction, createCart, selectionOf } from '#shared/projects/cart/cart.ts';

const memoryStorage = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
};

const useStorage = (storage: unknown) => vi.stubGlobal('window', { localStorage: storage });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the draft cart kept on the browser', () => {
  it('comes back as the same selection after a save, per locale, and is gone once cleared', () => {
    useStorage(memoryStorage());
    const cart = applyCartAction('en', createCart('en'), { action: 'addCartItem', id: 'rush-job' });
    saveDraftCart('en', cart);
    expect(selectionOf(loadDraftCart('en'))).toEqual(selectionOf(cart));
    expect(loadDraftCart('th')).toEqual(createCart('th'));
    clearDraftCart('en');
    expect(loadDraftCart('en')).toEqual(createCart('en'));
  });

  it('drops ids the catalogue no longer has and starts afresh from anything unreadable', () => {
    const storage = memoryStorage();
    useStorage(storage);
    storage.setItem(
      'explainer-studio:draft-cart:en',
      JSON.stringify({ items: ['retired-item', 'rush-job'], artists: [] }),
    );
    expect(selectionOf(loadDraftCart('en')).items).toEqual(['rush-job']);
    for (const stored of ['{not json', '{"items":"rush-job","artists":[]}', 'null', '[]']) {
      storage.setItem('explainer-studio:draft-cart:en', stored);
      expect(loadDraftCart('en')).toEqual(createCart('en'));
    }
  });

  it('lives in the page when storage refuses to be used', () => {
    const refusing = {
      getItem: () => {
        throw new Error('storage is disabled');
      },
      setItem: () => {
        throw new Error('quota exceeded');
      },
      removeItem: () => {
        throw new Error('storage is disabled');
      },
    };
    useStorage(refusing);
    expect(() => saveDraftCart('en', createCart('en'))).not.toThrow();
    expect(() => clearDraftCart('en')).not.toThrow();
    expect(loadDraftCart('en')).toEqual(createCart('en'));
  });
});
