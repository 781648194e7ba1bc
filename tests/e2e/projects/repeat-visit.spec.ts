import type { Page } from '@playwright/test';
import type { ProjectListResponse } from '../../../src/shared/projects/project.ts';
import { expect, registerFreshUser, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const listPath = '/app/projects?filter=my-projects';
const cards = (page: Page) => page.locator('main a[href$="/scenes"]');

/** Holds every `/api/projects*` answer until the journey lets them through. */
const holdProjectAnswers = async (page: Page): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const matches = (url: URL) => url.pathname.startsWith('/api/projects');
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

const storedCacheKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('explainer-studio:query-cache:')),
  );

/** A page opened by address comes drawn by the server (decision 129); the stored lists serve the pages reached next. */
const projectsInTheApp = async (page: Page) => {
  await page.goto('/app/account');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
};

test('a list seen on an earlier visit shows at once when reached in the app and refreshes; the next user never sees it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'client');
  const mine = (await (await page.request.get('/api/projects?listed=true')).json()) as ProjectListResponse;
  const renamed = mine.items[0];
  if (!renamed) throw new Error('the demo client has no listed project');
  const titles = mine.items.map((item) => item.title);

  await page.goto(listPath);
  await expect(cards(page)).toHaveCount(mine.items.length);
  await expect.poll(() => storedCacheKeys(page)).toHaveLength(1);

  const newTitle = `${renamed.title} (renamed)`;
  expect((await page.request.post(`/api/projects/${renamed._id}`, { data: { title: newTitle } })).ok()).toBe(true);
  try {
    const release = await holdProjectAnswers(page);
    await projectsInTheApp(page);
    await expect(cards(page)).toHaveCount(mine.items.length);
    await expect(cards(page).filter({ hasText: renamed.title }).first()).toBeVisible();
    await expect(page.getByText(newTitle)).toHaveCount(0);
    await screenshotAtBothWidths(page, testInfo.outputDir, 'repeat-visit-held');
    release();
    await expect(cards(page).filter({ hasText: newTitle })).toBeVisible();
    // An address opened again comes drawn by the server with what is true now.
    await page.goto(listPath);
    await expect(cards(page).filter({ hasText: newTitle })).toBeVisible();
  } finally {
    await page.request.post(`/api/projects/${renamed._id}`, { data: { title: renamed.title } });
  }

  await page.getByRole('button', { name: 'Cleo Client' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedCacheKeys(page)).toEqual([]);

  await signIn(page, 'freelancer');
  const release = await holdProjectAnswers(page);
  await projectsInTheApp(page);
  await expect(page.getByRole('button', { name: 'Fran Freelancer' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  for (const title of titles) await expect(page.getByText(title)).toHaveCount(0);
  const theirs = (await (await page.request.get('/api/projects?listed=true')).json()) as ProjectListResponse;
  release();
  await expect(cards(page)).toHaveCount(theirs.items.length);
});

test('Load more on a restored list waits for its refresh, so the projects made since are not skipped', async ({
  browser,
}, testInfo) => {
  const fresh = await registerFreshUser(browser, testInfo, 'Restored Pager');
  const { page } = fresh;
  const projectCards = page.locator('main a.mantine-Card-root');
  const createProjects = async (count: number) => {
    for (let index = 0; index < count; index += 1)
      expect((await page.request.post('/api/projects', { data: { items: '', artists: '' } })).status()).toBe(201);
  };
  await createProjects(21);
  await page.goto(listPath);
  await expect(projectCards).toHaveCount(20);
  await expect.poll(() => storedCacheKeys(page)).toHaveLength(1);

  await createProjects(2);
  const release = await holdProjectAnswers(page);
  await projectsInTheApp(page);
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // The last visit's first page, shown at once while its refresh is held: the next page waits for it.
  await expect(projectCards).toHaveCount(20);
  await expect(page.getByText("Restored Pager's explainer video 23")).toHaveCount(0);
  await expect(loadMore).toBeDisabled();
  release();
  await loadMore.click();
  await expect(projectCards).toHaveCount(23);
  await expect(loadMore).toHaveCount(0);
  const hrefs = await projectCards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(23);
  await expect(page.getByText("Restored Pager's explainer video 23")).toBeVisible();
  await fresh.close();
});
