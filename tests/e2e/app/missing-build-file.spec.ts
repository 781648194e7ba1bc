import type { Page } from '@playwright/test';
import { reloadedForMissingFileKey } from '#shared/app/first-paint.ts';
import { expect, signIn, test } from '../support/fixtures.ts';

/**
 * A deploy replaces the build: a page opened before it asks for its own build's chunks, which the server no longer
 * has. The journey sends the page's request for a chunk to a name the server's build lacks, so the server's own
 * answer (decision 135: 404) is what the page meets.
 */
const askForAFileTheBuildLacks = async (page: Page, chunk: RegExp, times: number): Promise<void> => {
  let left = times;
  await page.route(chunk, async (route) => {
    if (left === 0) return route.continue();
    left -= 1;
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace(/[^/]+\.js$/, 'from-the-build-before.js');
    await route.continue({ url: url.href });
  });
};

/** The pages `page` loads, and the statuses the server answered for the files of the build before. */
const watchLoads = (page: Page): { loads: string[]; missing: number[] } => {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const missing: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/from-the-build-before.js')) missing.push(response.status());
  });
  return { loads, missing };
};

test('a page opened before a deploy reloads once when a chunk of its build is gone, and shows an error rather than reload again', async ({
  page,
}) => {
  const { loads, missing } = watchLoads(page);
  await signIn(page, 'admin');
  await page.goto('/app/projects?filter=my-projects');
  await expect(page.locator('main a[href$="/scenes"]').first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  await askForAFileTheBuildLacks(page, /\/app\/assets\/jobs-page-[^/]+\.js$/, 1);
  const loadsBefore = loads.length;
  await menu.getByRole('link', { name: 'Jobs' }).click();
  await expect.poll(() => loads.length).toBe(loadsBefore + 1);
  expect(missing).toEqual([404]);
  await expect(page).toHaveURL(/\/app\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), reloadedForMissingFileKey)).toMatch(/^\d+$/);

  // Another missing chunk so soon after is not another build: the page says so and stays, rather than reload again.
  await askForAFileTheBuildLacks(page, /\/app\/assets\/users-page-[^/]+\.js$/, 1);
  const loadsAfterReload = loads.length;
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByText('Unexpected error occurred')).toBeVisible();
  expect(missing).toEqual([404, 404]);
  expect(loads.length).toBe(loadsAfterReload);
});

test('a page whose entry script is gone reloads once and starts from the new build', async ({ page }) => {
  const { loads, missing } = watchLoads(page);
  await signIn(page, 'admin');
  await askForAFileTheBuildLacks(page, /\/app\/assets\/index-[^/]+\.js$/, 1);
  const loadsBefore = loads.length;
  await page.goto('/app/projects?filter=my-projects');
  await expect.poll(() => loads.length).toBe(loadsBefore + 2);
  expect(missing).toEqual([404]);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('main a[href$="/scenes"]').first()).toBeVisible();
});
