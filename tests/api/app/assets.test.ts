import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

// A client folder as the build writes it: the index page, and hashed files beside their compressed copies.
const clientDir = mkdtempSync(path.join(tmpdir(), 'es-assets-'));
const script = `export const answer = ${'42 + '.repeat(200)}0;\n`;
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(clientDir, 'assets', 'page-AbC123.js'), script);
writeFileSync(path.join(clientDir, 'assets', 'page-AbC123.js.br'), brotliCompressSync(script));

const t = useTestApp({ config: { clientDir } });

it('serves a built file, brotli-compressed from its copy, cached for good', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/app/assets/page-AbC123.js',
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['cache-control']).toContain('immutable');
  expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
});

it('answers not found for a file the build does not have, and for the compressed copies by their own name', async () => {
  for (const url of ['/app/assets/page-Old999.js', '/app/assets/page-AbC123.js.br']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type'], url).toContain('application/json');
  }
});
