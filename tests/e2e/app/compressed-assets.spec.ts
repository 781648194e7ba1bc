import type { Response } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';

const isScriptOrStylesheet = (response: Response) =>
  /\/app\/assets\/[^/]+\.(?:js|css)$/.test(new URL(response.url()).pathname);

test('the app’s scripts and stylesheets arrive compressed with brotli, and the page they build works', async ({
  page,
}) => {
  const assets: Response[] = [];
  page.on('response', (response) => {
    if (isScriptOrStylesheet(response)) assets.push(response);
  });
  await signIn(page, 'admin');
  await page.goto('/app/projects?filter=my-projects');
  await expect(page.locator('main a[href$="/scenes"]').first()).toBeVisible();

  expect(assets.length).toBeGreaterThan(10);
  for (const response of assets) {
    const headers = await response.allHeaders();
    // The build leaves out a variant that would not be smaller, as with a file of a few bytes.
    if ((await response.body()).length > 1024) expect.soft(headers['content-encoding'], response.url()).toBe('br');
    expect.soft(headers.vary, response.url()).toBe('accept-encoding');
  }
  const entry = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => /\/app\/assets\/index-[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ sent: entry.encodedBodySize, decoded: entry.decodedBodySize })),
  );
  expect(entry).toHaveLength(1);
  expect(entry[0]?.sent).toBeLessThan((entry[0]?.decoded ?? 0) / 3);
});

test('the app page’s icon is the studio’s icon, not a page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/projects?filter=my-projects');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await page.request.get(href ?? '');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
});
