import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSampleFiles } from '#shared/products/products.ts';
import { useTestApp } from '../../support/test-app.ts';

const publicDir = path.resolve('src/client/public');

const en = useTestApp({ config: { clientDir: publicDir } });
const th = useTestApp({ config: { locale: 'th' } });

describe('GET /api/products', () => {
  it('answers the base-locale catalogue with items by id, artists, voices and tracks', async () => {
    const response = await en.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    const products = response.json();
    expect(products.currencySign).toBe('$');
    expect(products.basicArtist).toBe('basic');
    expect(products.list['base-package']).toEqual({
      id: 'base-package',
      group: 'base',
      label: 'Base package',
      price: 1000,
      type: 'fixed',
      lockable: false,
      pmOnly: false,
    });
    expect(products.list['script-300-500']).toMatchObject({ price: 30, type: '%' });
    expect(products.list['rush-job']).toMatchObject({ price: 50, type: '%', lockable: true });
    expect(products.list.vat).toBeUndefined();
    expect(products.artistList).toHaveLength(6);
    for (const artist of products.artistList) expect(artist.samples).toHaveLength(3);
    expect(products.artistList[0].samples[0]).toBe('/samples/artist-basic-1.jpg');
    expect(products.voiceList).toHaveLength(9);
    expect(products.voiceList[0]).toEqual({
      id: 'emma',
      label: 'Emma',
      gender: 'female',
      file: '/samples/voice-emma.wav',
    });
    expect(products.musicList).toHaveLength(25);
  });

  it('answers the Thai price table, labels, 4 voices, 18 tracks and the VAT item last', async () => {
    const products = (await th.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(products.currencySign).toBe('฿');
    expect(products.list['base-package']).toMatchObject({ price: 35000, label: 'แพ็กเกจพื้นฐาน' });
    expect(products.list['custom-storyboard'].price).toBe(12000);
    expect(products.voiceList).toHaveLength(4);
    expect(products.musicList).toHaveLength(18);
    const ids = Object.keys(products.list);
    expect(ids.at(-1)).toBe('vat');
    expect(products.list.vat).toMatchObject({ type: '%', price: 7 });
  });

  it('serves every sample the catalogues name from files the project ships', async () => {
    for (const file of allSampleFiles()) expect(existsSync(path.join(publicDir, 'samples', file)), file).toBe(true);
    const image = await en.app.inject({ method: 'GET', url: '/samples/artist-mali-2.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const audio = await en.app.inject({ method: 'GET', url: '/samples/voice-emma.wav' });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});

describe('GET /pricing', () => {
  it('lists the catalogue prices of the base locale', async () => {
    const html = (await en.app.inject({ method: 'GET', url: '/pricing' })).body;
    expect(html).toContain('data-item="base-package">$1,000<');
    expect(html).toContain('data-item="custom-storyboard">$400<');
    expect(html).toContain('data-item="script-500-700">+60%<');
    expect(html).toContain('data-item="discount-watermark">-$200<');
    expect(html).not.toContain('data-item="discount-return-customer"');
    expect(html).toContain('href="/app/cart"');
  });

  it('lists the Thai prices and says VAT is added', async () => {
    const html = (await th.app.inject({ method: 'GET', url: '/pricing' })).body;
    expect(html).toMatch(/data-item="base-package">฿35,000(\.00)?</);
    expect(html).toContain('7%');
  });
});
