import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The API calls the page makes while it settles, by path and query. */
const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
};

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/screenshots/dashboard-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `test-results/screenshots/dashboard-${name}-375.png`, fullPage: true });
};

test('admin: My Projects beside the to-do board, their list in the left menu, no My Jobs, one request per panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const calls = recordApiCalls(page);
  await page.goto('/app/');
  const myProjects = page.getByRole('region', { name: 'My Projects' });
  await expect(myProjects.getByRole('link', { name: 'Bakery launch video' })).toBeVisible();
  await expect(myProjects.getByRole('link', { name: 'Studio showreel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do board' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My Jobs' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notification Log' })).toBeVisible();
  await expect(menu(page).getByText('My Projects')).toBeVisible();
  await menu(page).getByRole('link', { name: 'Studio showreel' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[\w-]+\/scenes$/);

  // The panel reads the left menu's list: one projects request serves both; jobs are never asked for.
  expect(calls.filter((call) => call.startsWith('/api/projects?'))).toEqual(['/api/projects?listed=true']);
  expect(calls.filter((call) => call.startsWith('/api/jobs'))).toEqual([]);
  await page.goto('/app/');
  await expect(myProjects.getByRole('link', { name: 'Studio showreel' })).toBeVisible();
  await shoot(page, 'admin');
});

test('freelancer: their projects (3 loaded), My Jobs, the to-do list sorted by rating; no board and no menu list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'freelancer');
  const calls = recordApiCalls(page);
  await page.goto('/app/');
  await expect(
    page.getByRole('region', { name: 'My Projects' }).getByRole('link', { name: 'Bank onboarding explainer' }),
  ).toBeVisible();
  const myJobs = page.getByRole('region', { name: 'My Jobs' });
  await expect(myJobs.getByText('Demo: Insurance made simple').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'To-do', exact: true })
      .getByRole('link', { name: 'Record the scratch voice-over' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'To-do board' })).toHaveCount(0);
  await expect(menu(page).getByText('My Projects')).toHaveCount(0);

  expect(calls.filter((call) => call.startsWith('/api/projects'))).toEqual(['/api/projects?listed=true&limit=3']);
  expect(calls.filter((call) => call.startsWith('/api/jobs'))).toHaveLength(1);
  expect(calls.filter((call) => call.startsWith('/api/posts'))).toHaveLength(1);
  await shoot(page, 'freelancer');
});

test('staff sees My Jobs; a client is sent to their projects', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/app/');
  await expect(page.getByRole('region', { name: 'My Jobs' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'My Projects' }).getByRole('link', { name: 'Studio showreel' }),
  ).toBeVisible();
  await shoot(page, 'staff');

  await page.context().clearCookies();
  await signIn(page, 'client');
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
});
