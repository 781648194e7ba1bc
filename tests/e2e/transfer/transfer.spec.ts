import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/screenshots';

test('an admin opens Transfer Project: its own host is refused, another asks for a confirmation first', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin');
  const project = await findDemoProject(page);
  await page.goto(`/app/projects/${project.id}/settings`);
  await page.getByRole('button', { name: 'Transfer Project' }).click();
  const target = page.getByLabel('Target host');
  await expect(target).toBeVisible();

  await target.fill(baseURL ?? '');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('The project is already on this host')).toBeVisible();

  await target.fill('https://studio.example.test');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('to studio.example.test?');
  await screenshotAtBothWidths(page, shots, 'transfer-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the Transfer Project group is for admins only', async ({ page }) => {
  await signIn(page, 'pm');
  const project = await findDemoProject(page);
  await page.goto(`/app/projects/${project.id}/settings`);
  // The settings come in their own chunk: wait for the groups before saying one is absent.
  await page.getByRole('button', { name: 'Checklist' }).waitFor();
  await expect(page.getByRole('button', { name: 'Transfer Project' })).toHaveCount(0);
});
