import type { Page, Request } from '@playwright/test';
import { expect, findDemoProject, holdChunk, signIn, test } from '../support/fixtures.ts';

/** Every request `page` makes to an API path, as path and query, from now on. */
const apiRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
};

test('the project list is asked for while the page’s chunk is on its way, and only once', async ({ page }) => {
  await signIn(page, 'client');
  const seen = apiRequests(page);
  const release = await holdChunk(page, 'projects-page');
  const listAsked = page.waitForRequest((request) => request.url().includes('/api/projects?listed=true'));
  await page.goto('/app/projects?filter=my-projects', { waitUntil: 'commit' });
  await listAsked;
  await expect(page.locator('main a[href$="/scenes"]')).toHaveCount(0);
  release();
  await expect(page.locator('main a[href$="/scenes"]').first()).toBeVisible();
  expect(seen.filter((path) => path.startsWith('/api/projects?listed=true'))).toHaveLength(1);
});

test('the project and its scenes are asked for while the project page’s chunk is on its way, and only once', async ({
  page,
}) => {
  await signIn(page, 'client');
  const project = await findDemoProject(page);
  const seen = apiRequests(page);
  const release = await holdChunk(page, 'project-page');
  const projectPath = `/api/projects/${project.id}`;
  const scenesPath = `/api/projects/${project.id}/scenes?version=original`;
  const bothAsked = Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === projectPath),
    page.waitForRequest((request) => request.url().endsWith(scenesPath)),
  ]);
  await page.goto(`/app/projects/${project.id}/scenes`, { waitUntil: 'commit' });
  await bothAsked;
  await expect(page.getByTestId('scene-card')).toHaveCount(0);
  release();
  await expect(page.getByTestId('scene-card')).toHaveCount(project.sceneIds.length);
  expect(seen.filter((path) => path === projectPath)).toHaveLength(1);
  expect(seen.filter((path) => path === scenesPath)).toHaveLength(1);
});
