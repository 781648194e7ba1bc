import type { Page, Request } from '@playwright/test';
import { expect, findDemoProject, holdChunk, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

/** Every request `page` makes to an API path, as path and query, from now on. */
const apiRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
};

const cards = (page: Page) => page.locator('main a[href$="/scenes"]');

test('the project list arrives drawn by the server, inert until the app has taken it over, and the browser never asks for it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'client');
  const listed = (await (await page.request.get('/api/projects?listed=true')).json()) as { items: unknown[] };
  const seen = apiRequests(page);
  const release = await holdChunk(page, 'projects-page');
  // The held chunk is preloaded, which would hold the load event too.
  await page.goto('/app/projects?filter=my-projects', { waitUntil: 'domcontentloaded' });
  // The page's code is held back: what shows is the server's drawing (decision 129).
  await expect(cards(page)).toHaveCount(listed.items.length);
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await screenshotAtBothWidths(page, testInfo.outputDir, 'projects-drawn-by-the-server');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(cards(page)).toHaveCount(listed.items.length);
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/app\/projects\/[^/]+\/scenes$/);
  expect(seen.filter((path) => path.startsWith('/api/projects?listed=true'))).toEqual([]);
});

test('moving to a project in the app asks for the project and its scenes while the page’s chunk is on its way, and only once', async ({
  page,
}) => {
  await signIn(page, 'client');
  const project = await findDemoProject(page);
  await page.goto('/app/projects?filter=my-projects');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const seen = apiRequests(page);
  const release = await holdChunk(page, 'project-page');
  const projectPath = `/api/projects/${project.id}`;
  const scenesPath = `/api/projects/${project.id}/scenes?version=original`;
  const bothAsked = Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === projectPath),
    page.waitForRequest((request) => request.url().endsWith(scenesPath)),
  ]);
  await page.locator(`main a[href$="/projects/${project.id}/scenes"]`).click();
  await bothAsked;
  await expect(page.getByTestId('scene-card')).toHaveCount(0);
  release();
  await expect(page.getByTestId('scene-card')).toHaveCount(project.sceneIds.length);
  expect(seen.filter((path) => path === projectPath)).toHaveLength(1);
  expect(seen.filter((path) => path === scenesPath)).toHaveLength(1);
});
