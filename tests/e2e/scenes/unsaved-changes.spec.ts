import type { Page } from '@playwright/test';
import { expect, expectToast, signIn, test } from '../support/fixtures.ts';
import { openScriptWritingScenesAsStaff } from './support.ts';

const projectsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' });
const guard = (page: Page) => page.getByRole('dialog', { name: 'You have unsaved changes' });

test('leaving the raw script form with text in it asks first; Stay keeps the text, Leave goes', async ({ page }) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;
  await page.goto(`/app/projects/${projectId}/scenes`);
  const script = page.getByRole('textbox', { name: 'Script', exact: true });
  await script.fill('First scene.\n\nSecond scene here.');

  await projectsLink(page).click();
  await expect(guard(page)).toBeVisible();
  await guard(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(guard(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/scenes`));
  await expect(script).toHaveValue('First scene.\n\nSecond scene here.');

  await projectsLink(page).click();
  await guard(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/projects(\?|$)/);
});

test('leaving an edited scene asks first; opening its comments does not, and a saved scene leaves freely', async ({
  page,
}) => {
  await openScriptWritingScenesAsStaff(page);
  const first = page.getByRole('textbox', { name: 'Scene 1' });
  await first.fill('Meet Mia, a baker.');

  await page
    .getByTestId('scene-card')
    .first()
    .getByRole('button', { name: /comments/i })
    .click();
  await expect(page).toHaveURL(/comments=/);
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expect(guard(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await projectsLink(page).click();
  await expect(guard(page)).toBeVisible();
  await guard(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(first).toHaveValue('Meet Mia, a baker.');

  await page.getByTestId('scene-card').first().getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Scene saved');
  await projectsLink(page).click();
  await expect(page).toHaveURL(/\/app\/projects(\?|$)/);
  await expect(guard(page)).toHaveCount(0);
});

test('removing a scene that still has text is refused with a warning toast, and the scene stays', async ({ page }) => {
  await openScriptWritingScenesAsStaff(page);
  const cards = page.getByTestId('scene-card');
  await expect(cards).toHaveCount(3);
  await cards.first().getByRole('button', { name: 'Remove scene' }).click();
  const warning = page.locator('.toast-warning', { hasText: 'Can not remove scene with text' });
  await expect(warning).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Remove this scene?' })).toHaveCount(0);
  await expect(cards).toHaveCount(3);
});
