import type { Page } from '@playwright/test';
import { demoProjectTitle } from '../../../src/server/seed/demo-ids.ts';
import { expectAccessibleAtBothWidths } from '../support/accessibility.ts';
import { expect, findDemoProject, signIn, test, type DemoAccount } from '../support/fixtures.ts';

/** The ready demo project whose preview the client reviews (src/server/seed/demo-review.ts). */
const reviewProjectTitle = 'Demo: Recycling at school';

/**
 * Waits until the page has drawn its content: a heading in the main part, and no loader or skeleton left
 * in sight there (a folded panel may hold one until it is opened).
 */
const shown = async (page: Page): Promise<void> => {
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await expect(
    page.locator('main .mantine-Loader-root, main .mantine-Skeleton-root').filter({ visible: true }),
  ).toHaveCount(0);
};

const visit = async (page: Page, path: string, where: string): Promise<void> => {
  await page.goto(path);
  await shown(page);
  await expectAccessibleAtBothWidths(page, where);
};

/** The first link on the page whose address starts with `prefix`, as a path the journey can go to. */
const firstLink = async (page: Page, prefix: string): Promise<string> => {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
};

const projectByTitle = async (page: Page, title: string): Promise<string> => {
  const response = await page.request.get('/api/projects/search', { params: { term: title } });
  const { items } = (await response.json()) as { items: { _id: string; title: string }[] };
  const project = items.find((item) => item.title === title);
  if (!project) throw new Error(`no project "${title}"`);
  return project._id;
};

/** Every section of the demo project the level's project menu offers. */
const projectSections = async (page: Page, account: DemoAccount): Promise<void> => {
  const demo = await findDemoProject(page);
  await visit(page, `/app/projects/${demo.id}/scenes`, `${account}: project scenes`);
  const sections = await page
    .getByRole('navigation', { name: 'Project' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of sections.filter((href) => !href.endsWith('/scenes') && !href.includes('version='))) {
    await visit(page, href, `${account}: project ${href.split('/').at(-1) ?? ''}`);
  }
};

const searchResults = async (page: Page, account: DemoAccount): Promise<void> => {
  await page.getByRole('combobox', { name: 'Search', exact: true }).fill('coffee');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').filter({ hasText: demoProjectTitle }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, `${account}: search results`, '#top-search-results');
  await page.keyboard.press('Escape');
};

const notifications = async (page: Page, account: DemoAccount): Promise<void> => {
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, `${account}: notifications`, '.mantine-Popover-dropdown');
  await page.keyboard.press('Escape');
};

const reviewPage = async (page: Page, account: DemoAccount): Promise<void> => {
  const projectId = await projectByTitle(page, reviewProjectTitle);
  const videos = await page.request.get(`/api/projects/${projectId}/review-videos`);
  const [video] = ((await videos.json()) as { items: { _id: string }[] }).items;
  if (!video) throw new Error('the demo review project has no video');
  await visit(page, `/app/projects/${projectId}/review/${video._id}`, `${account}: review`);
};

const jobsAndJob = async (page: Page, account: DemoAccount): Promise<void> => {
  await visit(page, '/app/jobs', `${account}: jobs`);
  await visit(page, await firstLink(page, '/app/jobs/'), `${account}: a job`);
};

const feedAndPost = async (page: Page, account: DemoAccount): Promise<void> => {
  await visit(page, '/app/feed/all', `${account}: feed`);
  // A post's own link sits in its folded details.
  const post = page.locator('main a[href*="/post/"]').first();
  await post.waitFor({ state: 'attached' });
  await visit(page, (await post.getAttribute('href')) ?? '', `${account}: a post`);
};

// Each walk only reads, each worker has a demo studio of its own: the walks share out between the workers.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

test('a visitor’s cart has no serious accessibility violation at 1280 and 375 px', async ({ page }) => {
  await visit(page, '/app/cart', 'visitor: cart');
});

test('every page a client sees has no serious accessibility violation at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'client');
  await visit(page, '/app/projects', 'client: projects');
  await projectSections(page, 'client');
  await reviewPage(page, 'client');
  await visit(page, '/app/account', 'client: account');
  await searchResults(page, 'client');
  await notifications(page, 'client');
  await visit(page, '/app/cart', 'client: cart');
  await visit(page, '/app/project/new', 'client: new project');
});

test('every page a freelancer sees has no serious accessibility violation at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'freelancer');
  await visit(page, '/app/', 'freelancer: dashboard');
  await visit(page, '/app/projects', 'freelancer: projects');
  await jobsAndJob(page, 'freelancer');
  await feedAndPost(page, 'freelancer');
  await visit(page, '/app/account', 'freelancer: account');
  await notifications(page, 'freelancer');
});

test('every page staff see has no serious accessibility violation at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'staff');
  await visit(page, '/app/', 'staff: dashboard');
  await visit(page, '/app/projects', 'staff: projects');
  await projectSections(page, 'staff');
  await reviewPage(page, 'staff');
  await jobsAndJob(page, 'staff');
  await feedAndPost(page, 'staff');
  await visit(page, '/app/account', 'staff: account');
  await searchResults(page, 'staff');
  await notifications(page, 'staff');
});

test('every page an admin sees has no serious accessibility violation at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'admin');
  await visit(page, '/app/', 'admin: dashboard');
  await visit(page, '/app/projects', 'admin: projects');
  await projectSections(page, 'admin');
  await reviewPage(page, 'admin');
  await jobsAndJob(page, 'admin');
  await feedAndPost(page, 'admin');
  await visit(page, '/app/users', 'admin: users');
  await visit(page, '/app/webhooks', 'admin: webhooks');
  await visit(page, '/app/account', 'admin: account');
  await searchResults(page, 'admin');
  await notifications(page, 'admin');
  await visit(page, '/app/project/new', 'admin: new project');
});
