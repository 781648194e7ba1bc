import { expect, expectToast, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/e2e/drive';
const folders = ['script', 'storyboard', 'voice', 'music', 'video', 'exports'];

test('an admin confirms, sets up the drive folder, watches the progress to the end, and the title bar links the folder', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'admin');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const { _id: projectId, title } = ((await created.json()) as { project: { _id: string; title: string } }).project;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/projects/${projectId}/settings`);
  const titleBarLink = page.getByRole('link', { name: 'Drive folder', exact: true });
  await expect(titleBarLink).toHaveCount(0);
  await page.getByRole('button', { name: 'Cloud Drive Setup' }).click();
  await expect(page.getByText('This project has no drive folder yet.')).toBeVisible();

  const setUp = page.getByRole('button', { name: 'Set Up Drive Folder' });
  await expect(setUp).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I confirm: create a new drive folder for this project' }).check();
  await expect(setUp).toBeEnabled();
  await screenshotAtBothWidths(page, shots, 'admin-confirmed');

  const polls: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/projects/gdrive/create/progress')) polls.push(new Date().toISOString());
  });
  await setUp.click();
  await expectToast(page, 'Drive setup started');
  const log = page.getByTestId('drive-log');
  await expect(log).toContainText(`Drive setup of ${title} queued`);
  const group = page.getByRole('region', { name: 'Cloud Drive Setup' });
  // The toast closes itself after a few seconds, so it is looked for first; the alert stays.
  await expectToast(page, 'Google Drive Setup Complete!', 20_000);
  await expect(group.getByRole('alert').filter({ hasText: 'Google Drive Setup Complete!' })).toBeVisible();
  for (const name of folders) await expect(log).toContainText(`Folder ready: ${name}`);
  await expect(log).toContainText('Drive folder linked to the project. Complete.');
  // Polling stopped once the log said 'Complete.'.
  const pollsAtEnd = polls.length;
  await page.waitForTimeout(2500);
  expect(polls.length).toBe(pollsAtEnd);

  const folderLink = `${baseURL}/drive/local/${encodeURIComponent(title)}`;
  await expect(titleBarLink).toHaveAttribute('href', folderLink);
  await screenshotAtBothWidths(page, shots, 'admin-setup-complete');

  // The link opens the folder's listing, with the six folders inside.
  const listing = await page.context().newPage();
  await listing.goto(folderLink);
  for (const name of folders) await expect(listing.getByRole('link', { name, exact: true })).toBeVisible();
  await screenshotAtBothWidths(listing, shots, 'local-folder');
  await listing.close();

  // Linking an existing folder: a bad address says so, a good one replaces the link.
  const linkField = page.getByRole('textbox', { name: 'Link an existing folder' });
  await linkField.fill('the shared folder');
  await page.getByRole('button', { name: 'Link Folder' }).click();
  await expectToast(page, 'Error Linking Folder');
  await linkField.fill('https://drive.google.com/drive/folders/1ExistingFolder');
  await page.getByRole('button', { name: 'Link Folder' }).click();
  await expectToast(page, 'Updated Drive Folder');
  await expect(titleBarLink).toHaveAttribute('href', 'https://drive.google.com/drive/folders/1ExistingFolder');
});
