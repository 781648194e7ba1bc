import sharp from 'sharp';
import { expect, registerFreshUser, test } from '../support/fixtures.ts';

test('a user changes their name, picture and notification e-mail, and the changes stay after a reload', async ({
  browser,
}, testInfo) => {
  const account = await registerFreshUser(browser, testInfo, `Nora Name ${Date.now() % 100000}`);
  const { page } = account;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/account');

  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await profile.getByLabel('Public display name').fill('  Nora Renamed ');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name updated')).toBeVisible();
  // Issue 35 item 19: the name under the picture and the top bar kept the old name until a reload.
  const picture = page.getByRole('region', { name: 'Profile picture' });
  await expect(picture.getByText('Nora Renamed', { exact: true })).toBeVisible();
  const topBarProfile = page.getByRole('banner').getByRole('button', { name: 'Nora Renamed' });
  await expect(topBarProfile).toBeVisible();

  const image = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
  await picture.locator('input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: image });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  // The top bar shows the new picture at once, the same image the card shows.
  const uploaded = picture.getByRole('img', { name: 'Profile picture' });
  await expect(uploaded).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}t\.jpg$/);
  await expect(topBarProfile.getByRole('img')).toHaveAttribute('src', (await uploaded.getAttribute('src')) ?? '');

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByTestId('current-notification-email')).toContainText('Your sign-in e-mail');
  await notifications.getByLabel('New notification e-mail').fill('not-an-email');
  await notifications.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Email is not a valid address')).toBeVisible();
  await expect(notifications.getByLabel('New notification e-mail')).toHaveValue('not-an-email');
  await notifications.getByLabel('New notification e-mail').fill('Nora.Inbox@Example.test');
  await notifications.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Notification e-mail updated')).toBeVisible();
  await expect(notifications.getByTestId('current-notification-email')).toHaveText('nora.inbox@example.test');
  await notifications.getByLabel('Send me notifications by e-mail').uncheck();
  await expect(page.getByText('E-mail notifications are off')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/account-1280.png', fullPage: true });

  await page.reload();
  await expect(profile.getByLabel('Public display name')).toHaveValue('Nora Renamed');
  await expect(page.getByRole('button', { name: 'Nora Renamed' })).toBeVisible();
  await expect(picture.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f-]{36}t\.jpg$/,
  );
  await expect(notifications.getByTestId('current-notification-email')).toHaveText('nora.inbox@example.test');
  await expect(notifications.getByLabel('Send me notifications by e-mail')).not.toBeChecked();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: 'test-results/screenshots/account-375.png', fullPage: true });
  await account.close();
});
