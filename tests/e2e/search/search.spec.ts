import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { searchThrottleMs } from '../../../src/shared/app/limits.ts';
import { demoProjectTitle } from '../../../src/server/seed/demo-ids.ts';
import { expect, findDemoProject, focusNothing, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/e2e/search';
mkdirSync(shots, { recursive: true });

/** Every /api/search request the page makes, by its term. */
const recordSearches = (page: Page): string[] => {
  const terms: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') terms.push(url.searchParams.get('term') ?? '');
  });
  return terms;
};

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test('a client searches by keyboard from any page: "/", a scene’s words, arrows, Enter lands on the project', async ({
  page,
}) => {
  await signIn(page, 'client');
  const demo = await findDemoProject(page);
  const searches = recordSearches(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();

  await focusNothing(page);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  // Blank terms ask nothing.
  await page.keyboard.type('   ');
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);

  // A term nothing matches says so, and where search looks.
  await page.keyboard.type('zqxjv');
  await expect(page.getByRole('status').filter({ hasText: 'No project matches “zqxjv”' })).toBeVisible();
  await expect(page.getByText('Search looks in titles, scenes, scripts and the comments you can read.')).toBeVisible();

  await searchBox(page).fill('');
  searches.length = 0;
  // Throttled (200 ms): five keystrokes within one window send at most two requests, the first and, when the window
  // ends, the whole term. The page's clock stands still while they arrive, so a busy test machine typing slowly cannot
  // spread them over five windows.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.keyboard.type('queue');
  await page.clock.runFor(searchThrottleMs * 2);
  await page.clock.resume();
  const option = results(page).getByRole('option').filter({ hasText: demoProjectTitle });
  await expect(option).toBeVisible();
  expect(searches.length).toBeLessThanOrEqual(2);
  expect(searches.at(-1)).toBe('queue');
  await expect(option.locator('mark')).toHaveText('queue');
  await expect(option).toContainText('Project · scene');
  await screenshotAtBothWidths(page, shots, 'client-results');

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${demo.id}/scenes$`));
  await expect(searchBox(page)).toHaveValue('');
  await expect(results(page)).toBeHidden();
});

test('at 375 px staff find a project by a phrase of its scenes and open it with Enter; Escape closes the list', async ({
  page,
}) => {
  await signIn(page, 'staff');
  const demo = await findDemoProject(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/app/projects?filter=my-projects');
  await expect(searchBox(page)).toBeVisible();

  await focusNothing(page);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('skips the queue');
  const option = results(page).getByRole('option').filter({ hasText: demoProjectTitle });
  await expect(option).toBeVisible();
  await expect(option.locator('mark').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/staff-results-375.png`, fullPage: true });

  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(searchBox(page)).toHaveValue('skips the queue');
  await page.keyboard.type(' ');
  await expect(option).toBeVisible();
  const position = await results(page)
    .getByRole('option')
    .evaluateAll(
      (options, title) => options.findIndex((element) => element.textContent?.includes(title)),
      demoProjectTitle,
    );
  for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${demo.id}/scenes$`));
});
