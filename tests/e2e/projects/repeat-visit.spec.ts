import type { Page } from '@playwright/test';
import {
  expect,
  holdProjectAnswers,
  listedProjects,
  registerFreshUser,
  screenshotAtBothWidths,
  signIn,
  test,
} from '../support/fixtures.ts';

const listPath = '/app/projects?filter=my-projects';
const cards = (page: Page) => page.locator('main a[href$="/scenes"]');

const storedCacheKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('explainer-studio:query-cache:')),
  );

/** A page opened by address comes drawn by the server (decision 129); the stored lists serve the pages reached next. */
const projectsInTheApp = async (page: Page) => {
  await page.goto('/app/account');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
};

/** The demo client signed in, with their listed projects, the first of which the journey renames. */
const asTheClient = async (page: Page) => {
  await signIn(page, 'client');
  const mine = await listedProjects(page);
  const renamed = mine[0];
  if (!renamed) throw new Error('the demo client has no listed project');
  return { mine, renamed, titles: mine.map((item) => item.title) };
};

test('a list seen on an earlier visit shows at once when reached in the app and refreshes; the next user never sees it', async ({
  page,
}, testInfo) => {
  const { mine, renamed, titles } = await asTheClient(page);

  await page.goto(listPath);
  await expect(cards(page)).toHaveCount(mine.length);
  await expect.poll(() => storedCacheKeys(page)).toHaveLength(1);

  const newTitle = `${renamed.title} (renamed)`;
  expect((await page.request.post(`/api/projects/${renamed._id}`, { data: { title: newTitle } })).ok()).toBe(true);
  try {
    const release = await holdProjectAnswers(page);
    await projectsInTheApp(page);
    await expect(cards(page)).toHaveCount(mine.length);
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
  const theirs = await listedProjects(page);
  release();
  await expect(cards(page)).toHaveCount(theirs.length);
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

// Decision 132: the app's service worker answers a page opened again with the copy it kept from the last visit, and
// the app then draws the page as it is now.

/** The addresses of the pages the worker keeps, over every user's cache. */
const keptPages = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('explainer-studio:pages:'));
    const kept = await Promise.all(
      names.map(async (name) =>
        (await (await caches.open(name)).keys()).map(
          (request) => new URL(request.url).pathname + new URL(request.url).search,
        ),
      ),
    );
    return kept.flat();
  });

/** Whether the page the browser shows came from the worker's copy (it says so in the answer's Server-Timing). */
const fromKeptCopy = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .some((entry) => (entry as PerformanceNavigationTiming).serverTiming.some(({ name }) => name === 'kept-page')),
  );

test('a page opened again shows the copy kept from the last visit at once, then the page as it is now; sign-out leaves none behind', async ({
  page,
}, testInfo) => {
  const { mine, renamed, titles } = await asTheClient(page);

  const first = await page.goto(listPath);
  expect(first?.fromServiceWorker()).toBe(false);
  await expect(cards(page)).toHaveCount(mine.length);
  await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain(listPath);

  const newTitle = `${renamed.title} (kept copy)`;
  expect((await page.request.post(`/api/projects/${renamed._id}`, { data: { title: newTitle } })).ok()).toBe(true);
  try {
    const release = await holdProjectAnswers(page);
    // Only committed: the journeys' page waits for the app to take the page over, which the held answers keep back.
    const again = await page.goto(listPath, { waitUntil: 'commit' });
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await fromKeptCopy(page)).toBe(true);
    // The copy is shown whole and cannot be used while its answers are asked for again.
    await expect(cards(page).filter({ hasText: renamed.title }).first()).toBeVisible();
    await expect(page.getByText(newTitle)).toHaveCount(0);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await screenshotAtBothWidths(page, testInfo.outputDir, 'kept-copy-held');
    release();
    await expect(cards(page).filter({ hasText: newTitle })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(cards(page)).toHaveCount(mine.length);
    await page.unroute((url) => url.pathname.startsWith('/api/projects'));
  } finally {
    await page.request.post(`/api/projects/${renamed._id}`, { data: { title: renamed.title } });
  }

  await page.getByRole('button', { name: 'Cleo Client' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect.poll(() => keptPages(page)).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('es_signed_in');

  // The next person to sign in on this browser gets their own page from the server.
  await signIn(page, 'freelancer');
  await page.goto(listPath);
  expect(await fromKeptCopy(page)).toBe(false);
  await expect(page.getByRole('button', { name: 'Fran Freelancer' })).toBeVisible();
  const theirs = await listedProjects(page);
  await expect(cards(page)).toHaveCount(theirs.length);
  const theirTitles = new Set(theirs.map((item) => item.title));
  const onlyTheClients = titles.filter((title) => !theirTitles.has(title));
  expect(onlyTheClients.length).toBeGreaterThan(0);
  for (const title of onlyTheClients) await expect(page.getByText(title)).toHaveCount(0);
});

test('a session ended from another browser sends the kept copy to sign in, and its pages are not kept on', async ({
  browser,
}, testInfo) => {
  const fresh = await registerFreshUser(browser, testInfo, 'Kept Pages');
  const { page } = fresh;
  expect((await page.request.post('/api/projects', { data: { items: '', artists: '' } })).status()).toBe(201);
  await page.goto(listPath);
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain(listPath);

  const elsewhere = await browser.newContext();
  const signedIn = await elsewhere.request.post('/auth/login', {
    data: { email: fresh.address, password: 'long-enough' },
  });
  expect(signedIn.status()).toBe(200);
  expect((await elsewhere.request.post('/api/accounts/sign-out-others')).status()).toBe(200);
  await elsewhere.close();

  await page.goto(listPath);
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('es_signed_in');
  await page.goto(listPath);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect.poll(() => keptPages(page)).toEqual([]);
  await fresh.close();
});
