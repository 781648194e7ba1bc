import type { Page } from '@playwright/test';
import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = '/tmp/social-shots';

const screenshots = (page: Page, name: string) => screenshotAtBothWidths(page, shots, name);

test('a project manager adds titles, scores them, and the best-scored title moves to the top', async ({ page }) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;

  await signIn(page, 'pm');
  await page.goto(`/app/projects/${projectId}/socialmedia`);
  await expect(page.getByRole('heading', { name: 'Titles' })).toBeVisible();
  await expect(page.getByText('No titles yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add title' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();

  const titleInput = page.getByLabel('New title');
  for (const text of ['Coffee before the queue', 'Ten seconds to your latte', 'The bean map']) {
    await titleInput.fill(text);
    await page.getByRole('button', { name: 'Add title' }).click();
    await expect(page.getByTestId('social-title').filter({ hasText: text })).toBeVisible();
    await expect(titleInput).toHaveValue('');
  }
  const rows = page.getByTestId('social-title');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Coffee before the queue');

  const row = (text: string) => rows.filter({ hasText: text });
  await row('The bean map').getByLabel('Performance').selectOption({ label: 'Excellent' });
  await expect(rows.first()).toContainText('The bean map');
  await row('Coffee before the queue').getByLabel('Performance').selectOption({ label: 'Bad' });
  await row('Ten seconds to your latte').getByLabel('Performance').selectOption({ label: 'Good' });
  await expect(rows.nth(1)).toContainText('Ten seconds to your latte');
  await expect(rows.nth(2)).toContainText('Coffee before the queue');

  // The fourth star of the top title: the average shows the PM's rating.
  const fourthStar = await rows.first().locator('.mantine-Rating-root input[value="4"]').getAttribute('id');
  await rows
    .first()
    .locator(`label[for="${fourthStar ?? ''}"]`)
    .click();
  await expect(rows.first().getByTestId('social-title-average')).toHaveText('Average 4 (1 rated)');

  await page.reload();
  await expect(rows.first()).toContainText('The bean map');
  await expect(rows.first().getByTestId('social-title-average')).toHaveText('Average 4 (1 rated)');
  await screenshots(page, 'cover-and-titles');

  await row('Coffee before the queue').getByRole('button', { name: 'Remove title' }).click();
  await expect(page.getByText('You sure you want to remove this title?')).toBeVisible();
  await page.getByRole('button', { name: 'Remove title' }).last().click();
  await expect(rows).toHaveCount(2);
});

test('the demo project shows its scored titles and covers, and staff without the PM role do not see the section', async ({
  page,
}) => {
  await signIn(page, 'pm');
  const demo = await findDemoProject(page);
  await page.goto(`/app/projects/${demo.id}/socialmedia`);
  const rows = page.getByTestId('social-title');
  await expect(rows.first()).toContainText('Your morning coffee, ready before you are');
  await expect(rows.last()).toContainText('Meet the baristas behind your flat white');
  await expect(page.getByTestId('social-cover')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Cover image coffee-cover-warm.png' })).toBeVisible();
  await screenshots(page, 'demo-cover-and-titles');

  await signIn(page, 'staff');
  await page.goto(`/app/projects/${demo.id}/socialmedia`);
  await expect(page).toHaveURL(/\/scenes$/);
});
