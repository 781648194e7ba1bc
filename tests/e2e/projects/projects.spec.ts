import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  expectToast,
  registerFreshUser,
  screenshotAtBothWidths,
  serverDataDir,
  signIn,
  test,
} from '../support/fixtures.ts';

test('an admin filters, searches, stars, duplicates, trashes and restores', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/projects');
  await expect(page).toHaveURL(/\/app\/projects\?filter=my-projects$/);
  const cards = page.locator('a.mantine-Card-root');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Bakery launch video' })).toBeVisible();

  await page.getByRole('tab', { name: 'Internal' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Studio showreel');
  await expect(cards.first()).toContainText('Internal');

  // The journeys before this one on the worker's studio add projects to All, ahead of the demo's: the
  // search finds the client's project among them.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/filter=all/);
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('bank');
  await expect(page).toHaveURL(/search=bank/);
  await page.getByRole('listitem').filter({ hasText: 'Bank onboarding explainer' }).click();
  await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}\/scenes$/);
  await expect(page.getByRole('heading', { name: 'Bank onboarding explainer' })).toBeVisible();

  await page.getByRole('button', { name: 'Project menu' }).click();
  await page.getByRole('menuitem', { name: 'Mark as priority' }).click();
  await expectToast(page, 'Marked as priority');

  await page.getByRole('button', { name: 'Project menu' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const titleInput = page.getByLabel('Title of the copy');
  await expect(titleInput).toHaveValue('Bank onboarding explainer - Copy');
  await titleInput.fill('   ');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await titleInput.fill('Bank onboarding, second market');
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Bank onboarding, second market' })).toBeVisible();
  const copyUrl = page.url();

  await page.getByRole('button', { name: 'Project menu' }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(page.getByText('Move "Bank onboarding, second market" to the trash?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to trash' }).click();
  await expectToast(page, 'Project moved to trash');

  await page.goto('/app/projects?filter=trash');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('In trash');
  await cards.first().click();
  await expect(page).toHaveURL(copyUrl);
  await page.getByRole('button', { name: 'Project menu' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Project restored');
  await page.goto('/app/projects?filter=trash');
  await expect(page.getByText('Nothing here')).toBeVisible();
});

test('anyone working on a project renames it inline; Esc cancels', async ({ page }) => {
  await signIn(page, 'pm');
  await page.goto('/app/projects?filter=my-projects');
  await page.locator('a.mantine-Card-root', { hasText: 'Bakery launch video' }).click();
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByLabel('Edit title').fill('Something else');
  await page.getByLabel('Edit title').press('Escape');
  await expect(page.getByRole('heading', { name: 'Bakery launch video' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByLabel('Edit title').fill('Bakery launch video (final)');
  await page.getByLabel('Edit title').press('Enter');
  await expectToast(page, 'Project renamed');
  await expect(page.getByRole('heading', { name: 'Bakery launch video (final)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bakery launch video (final)' })).toBeVisible();
});

test('a client orders a video; the project manager hears of it, finds it under New, and sets it up: status and an extension', async ({
  page,
  browser,
}, testInfo) => {
  const clientName = `Olga Order ${Date.now() % 100000}`;
  const client = await registerFreshUser(browser, testInfo, clientName);
  const ordered = await client.page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(ordered.status()).toBe(201);
  const projectId = ((await ordered.json()) as { project: { _id: string } }).project._id;
  const title = `${clientName}'s explainer video`;

  await signIn(page, 'pm');
  await page.setViewportSize({ width: 1280, height: 900 });
  const cards = page.locator('a.mantine-Card-root');
  // The PM works on neither project: their own list holds neither, the Status select looks across the studio.
  await page.goto('/app/projects?filter=my-projects');
  await expect(page.getByText('My Projects', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: 'Studio showreel' })).toBeVisible();
  await expect(cards.filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText('All projects', { exact: true })).toBeVisible();
  await expect(cards.filter({ hasText: title })).toBeVisible();
  await screenshotAtBothWidths(page, 'test-results/e2e/projects', 'pm-new-orders');

  await page.getByRole('button', { name: 'Notifications' }).click();
  const entry = page.getByRole('listitem', { name: `${clientName} ordered a new video: ${title}` });
  await expect(entry).toHaveAttribute('data-read', 'false');
  await page.screenshot({ path: 'test-results/e2e/projects/pm-order-notification-1280.png' });
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('combobox', { name: 'Project status' }).click();
  await page.getByRole('option', { name: 'Recording' }).click();
  await expectToast(page, 'Project status updated');

  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByLabel('Extension title').fill('Thirty-second cut');
  await page.getByLabel(/^Editing \+/).check();
  await page.getByLabel('Drawing changes').selectOption('3');
  await expect(page.getByText('Total $250')).toBeVisible();
  await page.getByRole('button', { name: 'Add extension' }).click();
  await expectToast(page, 'Added new extension');

  const versions = page.getByRole('navigation', { name: 'Project' });
  await expect(versions.getByText('Versions')).toBeVisible();
  await versions.getByRole('link', { name: 'Thirty-second cut' }).click();
  await expect(page).toHaveURL(/\/scenes\?version=[0-9a-f-]{36}$/);
  await expect(versions.getByRole('link', { name: 'Thirty-second cut' })).toHaveAttribute('aria-current', 'page');
  await expect(versions.getByRole('link', { name: 'Original' })).not.toHaveAttribute('aria-current');
  await versions.getByRole('link', { name: 'Original' }).click();
  await expect(versions.getByRole('link', { name: 'Original' })).toHaveAttribute('aria-current', 'page');
  await expect(versions.getByRole('link', { name: 'Thirty-second cut' })).not.toHaveAttribute('aria-current');

  await page.goto('/app/projects?filter=my-projects&status=recording');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Recording');
  await expect(cards.filter({ hasText: title })).toBeVisible();
  await expect(cards.filter({ hasText: 'Bank onboarding explainer' })).toBeVisible();
  await client.close();
});

test('a client adds a collaborator by e-mail and the invitation e-mail is written', async ({ page }, testInfo) => {
  await signIn(page, 'client');
  await page.goto('/app/projects');
  await page.locator('a.mantine-Card-root', { hasText: 'Bank onboarding explainer' }).click();
  await page.getByRole('link', { name: 'Collaborators' }).click();
  const list = page.getByRole('list', { name: 'Collaborators' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Fran Freelancer' })).toContainText('Freelancer');

  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  const address = `partner-${Date.now()}@example.test`;
  await page.getByLabel('E-mail address').fill(address);
  await page.getByRole('button', { name: 'Add collaborator' }).click();
  await expectToast(page, 'Invitation email has been sent to the user');
  await expect(list.getByRole('listitem')).toHaveCount(3);

  const outbox = path.join(serverDataDir(testInfo), 'outbox');
  const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
  expect(mails.some((mail) => mail.includes(`To: ${address}`) && mail.includes('/auth/password/'))).toBe(true);

  await list.getByRole('button', { name: `Remove ${address.split('@')[0]}` }).click();
  await expectToast(page, 'Collaborator removed');
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('a visitor opens the public portfolio and a shared project link read-only', async ({ page }) => {
  await page.goto('/portfolio');
  await page.getByRole('link', { name: 'Studio showreel' }).click();
  await expect(page).toHaveURL(/\/app\/project\/studio-showreel-[0-9a-f]{8}\/pub$/);
  await expect(page.getByRole('heading', { name: 'Studio showreel' })).toBeVisible();
  await expect(page.getByText('Two minutes of our favourite scenes from this year.')).toBeVisible();
  await expect(page.getByText('Client: Explainer Studio')).toBeVisible();

  await page.goto('/app/project/not-a-real-entry/pub');
  await expect(page.getByText('This video is not in the portfolio')).toBeVisible();
});

test('project list and project page at 1280 px and 375 px', async ({ page }) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/projects?filter=all');
  await expect(page.locator('a.mantine-Card-root', { hasText: 'Studio showreel' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/projects-1280.png', fullPage: true });
  await page.locator('a.mantine-Card-root', { hasText: 'Studio showreel' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.screenshot({ path: 'test-results/screenshots/project-settings-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/screenshots/project-settings-375.png', fullPage: true });
  await page.goto('/app/projects?filter=all');
  await expect(page.locator('a.mantine-Card-root', { hasText: 'Studio showreel' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/projects-375.png', fullPage: true });
});

test('a client with more projects than a page loads the rest by place: every card once, then no more button', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const fresh = await registerFreshUser(browser, testInfo, 'Paging Client');
  const { page } = fresh;
  for (let index = 0; index < 23; index += 1) {
    const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
    expect(created.status()).toBe(201);
  }
  const afters: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/projects')
      afters.push(new URL(request.url()).searchParams.get('after'));
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/projects');
  const cards = page.locator('a.mantine-Card-root');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(23);
  // The first page came drawn by the server (decision 129): the browser asked only for the next one, by place.
  expect(afters).toHaveLength(1);
  expect(afters[0]).toMatch(/^[01]\.\d+\.[0-9a-f-]{36}$/);
  await screenshotAtBothWidths(page, 'test-results/e2e/projects', 'client-paged');
  await fresh.close();
});
