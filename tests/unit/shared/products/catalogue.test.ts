import { describe, expect, it } from 'vitest';
import { artists, catalogueItems, productCatalogue, voices } from '#shared/products/catalogue.ts';

const priceOf = (id: string, locale: 'en' | 'th' = 'en') => productCatalogue(locale).list[id]?.price[locale];

describe('product catalogue prices (spec §9)', () => {
  it.each<[string, number, '%' | 'fixed']>([
    ['base-package', 1000, 'fixed'],
    ['script-300-500', 30, '%'],
    ['script-500-700', 60, '%'],
    ['basic-storyboard', 0, 'fixed'],
    ['custom-storyboard', 400, 'fixed'],
    ['logo-color', 300, 'fixed'],
    ['water-color', 800, 'fixed'],
    ['copyright-transfer', 400, 'fixed'],
    ['change-editing', 100, 'fixed'],
    ['change-voice', 100, 'fixed'],
    ['change-scene', 50, 'fixed'],
    ['change-scene-water-color', 100, 'fixed'],
    ['discount-watermark', -200, 'fixed'],
    ['discount-return-customer', -20, '%'],
    ['discount-no-changes', -20, '%'],
    ['discount-pay-online', -100, 'fixed'],
    ['rush-job', 50, '%'],
    ['extended-support', 200, 'fixed'],
    ['multilingual', 200, 'fixed'],
    ['nda', 200, 'fixed'],
    ['colored-storyboard-100', 100, 'fixed'],
    ['colored-storyboard-200', 200, 'fixed'],
  ])('%s costs %s (%s)', (id, price, type) => {
    expect(priceOf(id)).toBe(price);
    expect(productCatalogue('en').list[id]?.type).toBe(type);
  });

  it('prices the Thai base package at 35000 and every other fixed amount at × 30; percentages stay', () => {
    expect(priceOf('base-package', 'th')).toBe(35000);
    for (const entry of catalogueItems.filter((candidate) => candidate.id !== 'base-package')) {
      expect(entry.price.th).toBe(entry.type === '%' ? entry.price.en : entry.price.en * 30);
    }
  });

  it('adds a 7 % VAT item in the Thai locale only', () => {
    expect(productCatalogue('th').list.vat).toMatchObject({ type: '%', price: { th: 7 } });
    expect(productCatalogue('en').list.vat).toBeUndefined();
  });

  it('locks only rush job, extended support, multilingual and NDA', () => {
    expect(catalogueItems.filter((entry) => entry.lockable).map((entry) => entry.id)).toEqual([
      'rush-job',
      'extended-support',
      'multilingual',
      'nda',
    ]);
  });

  it('offers the return-customer discount and the colored storyboard to PMs only', () => {
    expect(
      catalogueItems
        .filter((entry) => entry.pmOnly)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(['colored-storyboard-100', 'colored-storyboard-200', 'discount-return-customer'].sort());
  });

  it('labels every Thai item in Thai script, not an English copy', () => {
    for (const entry of catalogueItems) {
      expect(entry.label.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(entry.label.th).not.toBe(entry.label.en);
    }
  });
});

describe('voices, music and artists (spec §9)', () => {
  it('has 9 voices and 25 tracks in the base locale, 4 voices and 18 tracks in Thai, all free', () => {
    expect([productCatalogue('en').voiceList.length, productCatalogue('en').musicList.length]).toEqual([9, 25]);
    expect([productCatalogue('th').voiceList.length, productCatalogue('th').musicList.length]).toEqual([4, 18]);
    for (const locale of ['en', 'th'] as const) {
      const { list, voiceList, musicList } = productCatalogue(locale);
      for (const entry of [...voiceList, ...musicList]) expect(list[entry.id]?.price[locale]).toBe(0);
    }
  });

  it('names sample files voice-<id>.wav and track-<id>.wav, and gives each voice a gender', () => {
    expect(voices.en[0]).toEqual({ id: 'emma', label: 'Emma', gender: 'female', file: 'voice-emma.wav' });
    expect(productCatalogue('th').musicList[0]).toEqual({
      id: 'sunny-day',
      label: 'วันฟ้าใส',
      file: 'track-sunny-day.wav',
    });
    expect(new Set(voices.th.map((entry) => entry.gender))).toEqual(new Set(['female', 'male']));
  });

  it('has Basic plus 5 artists with 3 samples each', () => {
    expect(artists).toHaveLength(6);
    expect(productCatalogue('en').basicArtist).toBe('basic');
    expect(artists[0]?.samples).toEqual(['artist-basic-1.jpg', 'artist-basic-2.jpg', 'artist-basic-3.jpg']);
    for (const entry of artists) expect(entry.samples).toHaveLength(3);
  });

  it('keeps every item id unique within a locale', () => {
    for (const locale of ['en', 'th'] as const) {
      const { voiceList, musicList } = productCatalogue(locale);
      const ids = [
        ...catalogueItems.map((entry) => entry.id),
        ...voiceList.map((entry) => entry.id),
        ...musicList.map((entry) => entry.id),
      ];
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('uses $ and ฿', () => {
    expect([productCatalogue('en').currencySign, productCatalogue('th').currencySign]).toEqual(['$', '฿']);
  });
});
