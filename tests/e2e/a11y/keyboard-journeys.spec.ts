import type { Locator, Page } from '@playwright/test';
import { demoProjectTitle } from '../../../src/server/seed/demo-ids.ts';
import { expect, expectToast, findDemoProject, registerFreshUser, signIn, test } from '../support/fixtures.ts';
import { expectFocusShown, pressOnFocus, tabTo } from '../support/keyboard.ts';

// Nothing here clicks: every step is a key, and every stop of the focus on the way must show.

/** Arrows through an open listbox until `option` is the one Enter would choose. */
const arrowTo = async (page: Page, option: Locator): Promise<void> => {
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await option.getAttribute('data-combobox-selected')) !== null) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${String(option)} was not reached with the arrow keys`);
};

test('a client opens the demo project from the list and comments on a scene with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'client');
  const demo = await findDemoProject(page);
  await page.goto('/app/projects');
  await tabTo(page, page.getByRole('link', { name: demoProjectTitle }));
  await pressOnFocus(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/app/projects/${demo.id}/scenes$`));

  const scene = page.locator(`[data-item-id="${demo.sceneIds[0]}"]`);
  await tabTo(page, scene.getByRole('button', { name: /comments/i }).first());
  await pressOnFocus(page, 'Enter');
  const drawer = page.getByRole('dialog', { name: 'Comments' });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('textbox', { name: 'Comment' }));
  const text = `Typed without a mouse ${Date.now()}`;
  await page.keyboard.type(text);
  await tabTo(page, drawer.getByRole('button', { name: 'Post comment' }));
  await pressOnFocus(page, 'Enter');
  await expectToast(page, 'Your comment has been posted');
  await expect(drawer.getByTestId('comment-thread').filter({ hasText: text })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a freelancer finds a new job in the jobs list and claims it with the keyboard alone', async ({ page }) => {
  await signIn(page, 'pm');
  const demo = await findDemoProject(page);
  const created = await page.request.post('/api/jobs', {
    data: { projectId: demo.id, jobType: 'recording', body: 'Record scene 1 again.', sceneCount: 1, price: 12 },
  });
  expect(created.status()).toBe(200);
  const { job } = (await created.json()) as { job: { _id: string } };

  await signIn(page, 'freelancer');
  await page.goto('/app/jobs');
  await tabTo(page, page.locator(`main a[href="/app/jobs/${job._id}"]`).first());
  await pressOnFocus(page, 'Enter');
  await expect(page).toHaveURL(new RegExp(`/app/jobs/${job._id}$`));
  await tabTo(page, page.getByRole('button', { name: 'Claim', exact: true }));
  await pressOnFocus(page, 'Space');
  await expectToast(page, 'Job claimed');
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0);
});

test('a project manager opens a project’s settings and changes its status with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, 'pm');
  const ordered = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(ordered.status()).toBe(201);
  const projectId = ((await ordered.json()) as { project: { _id: string } }).project._id;

  await page.goto(`/app/projects/${projectId}/scenes`);
  await tabTo(page, page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Settings' }));
  await pressOnFocus(page, 'Enter');
  await expect(page).toHaveURL(/\/settings$/);
  const status = page.getByRole('combobox', { name: 'Project status' });
  await tabTo(page, status);
  await pressOnFocus(page, 'ArrowDown');
  await arrowTo(page, page.getByRole('option', { name: 'Recording' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Project status updated');
  await expect(status).toHaveValue('Recording');
  await expectFocusShown(page);
});

test('an admin finds a user and changes their level with the keyboard alone', async ({ page, browser }, testInfo) => {
  const name = `Kim Keys ${Date.now() % 100000}`;
  const kim = await registerFreshUser(browser, testInfo, name);
  await kim.close();

  await signIn(page, 'admin');
  await page.goto(`/app/users?lookup=${encodeURIComponent(name)}`);
  await tabTo(page, page.getByRole('button', { name: `Edit ${name}` }));
  await pressOnFocus(page, 'Enter');
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await expect(modal).toBeVisible();
  // A new user is a client; in the level's radio group the arrows move the choice, Tab enters at the checked one.
  await tabTo(page, modal.getByRole('radio', { name: 'Client' }));
  await pressOnFocus(page, 'ArrowLeft');
  await expect(modal.getByRole('radio', { name: 'Freelancer' })).toBeChecked();
  await tabTo(page, modal.getByRole('button', { name: 'Save' }));
  await pressOnFocus(page, 'Enter');
  await expectToast(page, `${name} updated`);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('listitem', { name }).getByText('Freelancer', { exact: true })).toBeVisible();
});

test('a top-bar button keeps the focus when its menu arrives, and Enter then opens the menu', async ({ page }) => {
  await signIn(page, 'freelancer');
  // The menus' and the bell's chunks are held until each stand-in has the focus.
  const held = new Map<string, () => void>();
  for (const chunk of ['top-bar-menus', 'bell-popover']) {
    const arrived = new Promise<void>((resolve) => held.set(chunk, resolve));
    await page.route(new RegExp(`/app/assets/${chunk}-[^/]+\\.js$`), async (route) => {
      await arrived;
      await route.continue();
    });
  }
  await page.goto('/app/jobs');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await tabTo(page, bell);
  await expect(bell).not.toHaveAttribute('aria-haspopup');
  held.get('bell-popover')?.();
  await expect(bell).toHaveAttribute('aria-haspopup');
  await expect(bell).toBeFocused();
  await expectFocusShown(page);

  const profile = page.getByRole('button', { name: 'Fran Freelancer' });
  await tabTo(page, profile);
  held.get('top-bar-menus')?.();
  await expect(profile).toHaveAttribute('aria-haspopup');
  await expect(profile).toBeFocused();
  await pressOnFocus(page, 'Enter');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
