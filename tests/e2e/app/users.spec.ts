import type { Page } from '@playwright/test';
import {
  confirmRegistration,
  expect,
  expectToast,
  registerFreshUser,
  screenshotAtBothWidths,
  signIn,
  test,
} from '../support/fixtures.ts';

const profileMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name }).click();
  return page.getByRole('menu');
};

test('an admin finds a freelancer by role, gives them the voice role, and their chrome shows it on the next page load', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Vera Voice ${Date.now() % 100000}`;
  const vera = await registerFreshUser(browser, testInfo, name);
  await signIn(page, 'admin');
  const { items } = await (await page.request.get(`/api/users?lookup=${encodeURIComponent(name)}&limit=1`)).json();
  const promoted = await page.request.post(`/api/users/${items[0]._id}/role`, {
    data: { level: 'freelancer', role: ['storyboard'] },
  });
  expect(promoted.status()).toBe(200);

  await vera.page.goto('/app/');
  await expect(vera.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const before = await profileMenu(vera.page, name);
  await expect(before.getByText('Freelancer')).toBeVisible();
  await expect(before.getByText('Storyboard', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/users');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('radio', { name: 'Freelancer' }).click();
  await expect(filters.getByRole('radio', { name: 'Freelancer' })).toBeChecked();
  await filters.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Storyboard', exact: true }).click();
  await expect(page).toHaveURL(/level=freelancer/);
  await expect(page).toHaveURL(/role=storyboard/);
  // Typed with pauses longer than the debounce: the box keeps its focus and text while the list follows.
  const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
  await search.pressSequentially('Vera', { delay: 40 });
  await expect(page).toHaveURL(/lookup=Vera/);
  await search.pressSequentially(' Voice', { delay: 40 });
  await expect(page).toHaveURL(/lookup=Vera\+Voice/);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('Vera Voice');
  const row = page.getByRole('listitem', { name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Freelancer', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/users-1280.png', fullPage: true });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await modal.getByRole('checkbox', { name: 'Voice' }).check();
  await page.screenshot({ path: 'test-results/screenshots/users-edit-1280.png' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `${name} updated`);
  await expect(modal).toBeHidden();
  await expect(row.getByText('Storyboard, Voice')).toBeVisible();

  await vera.page.reload();
  const after = await profileMenu(vera.page, name);
  await expect(after.getByText('Storyboard, Voice')).toBeVisible();
  await vera.close();
});

test('role checkboxes are disabled for a client; the last admin stays admin; 375 px', async ({ page }) => {
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/app/users?lookup=Cleo');
  await page.getByRole('button', { name: 'Edit Cleo Client' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await expect(modal.getByRole('checkbox', { name: 'Voice' })).toBeDisabled();
  await expect(modal.getByText('Clients have no roles')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/users-edit-client-375.png' });
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/app/users?level=admin');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screenshots/users-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Edit Ada Admin' }).click();
  const adminModal = page.getByRole('dialog', { name: 'Edit User' });
  await adminModal.locator('label', { hasText: 'Staff' }).click();
  await adminModal.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'The studio needs at least one admin: make someone else an admin first');
  await expect(adminModal).toBeVisible();
});

test('an admin creates a user who chooses a password from the mail, then disables them (signed out, sign-in refused) and enables them again', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Nina New ${Date.now() % 100000}`;
  const address = `nina-${Date.now()}@example.test`;
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const form = page.getByRole('dialog', { name: 'Create User' });
  await form.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await form.locator('label', { hasText: 'Freelancer' }).click();
  await form.getByRole('checkbox', { name: 'Voice' }).check();
  await screenshotAtBothWidths(page, 'test-results/e2e/users', 'create-user');
  await form.getByRole('button', { name: 'Create and send invitation' }).click();
  await expectToast(page, `Invitation e-mail sent to ${address}`);
  await expect(form).toBeHidden();

  // The new person, in a browser of their own, opens the mailed link and chooses a password.
  const nina = await browser.newContext();
  const ninaPage = await nina.newPage();
  await confirmRegistration(ninaPage, testInfo, address, 'nina-chose-this');
  await ninaPage.goto('/app/');
  await expect(ninaPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Back to the admin's window: a page left in the background gets no animation frames, so its dialogs never finish opening.
  await page.bringToFront();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(name);
  await expect(page).toHaveURL(/[?&]lookup=/);
  const row = page.getByRole('listitem', { name });
  await expect(row.getByText('Freelancer', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Disable user' }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`^Disable ${name}\\?`) })
    .getByRole('button', { name: 'Disable user' })
    .click();
  await expectToast(page, `${name} is disabled: signed out everywhere, their work stays`);
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'test-results/e2e/users', 'disabled-user');

  // Signed out at once: the next page sends them to sign in, where their password now meets a clear refusal.
  await ninaPage.goto('/app/');
  await expect(ninaPage).toHaveURL(/\/auth\/login/);
  await ninaPage.locator('#email').fill(address);
  await ninaPage.locator('#password').fill('nina-chose-this');
  await ninaPage.locator('form button[type="submit"]').click();
  await expect(
    ninaPage.getByText('This account is disabled. Ask the studio’s admin to enable it again.'),
  ).toBeVisible();
  await screenshotAtBothWidths(ninaPage, 'test-results/e2e/users', 'disabled-sign-in');

  await page.bringToFront();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByText('This account is disabled: it cannot sign in. Its work stays.')).toBeVisible();
  await edit.getByRole('button', { name: 'Enable user' }).click();
  await expectToast(page, `${name} is enabled again`);
  await expect(row.getByText('Disabled', { exact: true })).toBeHidden();
  await ninaPage.locator('#password').fill('nina-chose-this');
  await ninaPage.locator('form button[type="submit"]').click();
  await expect(ninaPage.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await nina.close();
});
