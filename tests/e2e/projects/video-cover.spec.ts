import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectToast, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/e2e/video-cover';

/** Noise does not compress: each cover is about 1 MB, enough to watch the queue under a throttled upload. */
const noisyPng = (width: number, height: number): Promise<Buffer> =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

const throttleUploads = async (page: Page, bytesPerSecond: number) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
};

/** Other journeys rename demo projects (adding " (final)"), so a demo project is found by how its title starts. */
const demoProject = async (page: Page, title: string): Promise<{ _id: string; title: string }> => {
  const found = await page.request.get(`/api/projects/search?term=${encodeURIComponent(title)}`);
  const item = ((await found.json()) as { items: { _id: string; title: string }[] }).items.find((entry) =>
    entry.title.startsWith(title),
  );
  if (!item) throw new Error(`demo project ${title} not found`);
  return item;
};

const screenshots = (page: Page, name: string) => screenshotAtBothWidths(page, shots, name);

test('a PM uploads two covers, one at a time, sees the newest after reload and goes back to the first', async ({
  page,
}) => {
  await signIn(page, 'client');
  const created = await page.request.post('/api/projects', { data: { items: '', artists: '' } });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { project: { _id: string } }).project._id;

  await signIn(page, 'pm');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/app/projects/${projectId}/scenes`);
  const section = page.getByRole('region', { name: 'Video cover' });
  await expect(section.getByText('No cover image yet')).toBeVisible();

  await throttleUploads(page, 600 * 1024);
  await section.locator('input[type="file"]').setInputFiles([
    { name: 'cover-first.png', mimeType: 'image/png', buffer: await noisyPng(900, 500) },
    { name: 'cover-second.png', mimeType: 'image/png', buffer: await noisyPng(900, 500) },
  ]);
  await expectToast(page, 'Upload started');
  // Spec §9: the cover uploader takes two files and sends them one at a time.
  await expect(section.locator('[data-testid="upload-row"][data-status="uploading"]')).toHaveCount(1);
  await expect(section.locator('[data-testid="upload-row"][data-status="queued"]')).toHaveCount(1);
  await expect(section.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(2, { timeout: 20_000 });
  await throttleUploads(page, -1);
  await expectToast(page, 'Cover image uploaded');

  const cover = section.getByRole('img', { name: 'Video cover' });
  await expect(cover).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}_l\.jpg$/);
  await expect(cover).toHaveJSProperty('complete', true);
  const newest = await cover.getAttribute('src');
  await expect(section.getByRole('button', { name: 'cover-second.png (current cover)' })).toBeVisible();
  await screenshots(page, 'pm-covers');

  await page.reload();
  await expect(cover).toHaveAttribute('src', newest ?? '');
  await section.getByRole('button', { name: 'Use cover-first.png as the cover' }).click();
  await expectToast(page, 'Cover image updated');
  await expect(cover).not.toHaveAttribute('src', newest ?? '');
  const first = await cover.getAttribute('src');
  await expect(section.getByRole('button', { name: 'cover-first.png (current cover)' })).toBeVisible();
  await page.reload();
  await expect(cover).toHaveAttribute('src', first ?? '');
});

test('a client downloads the purchased demo video from the video menu and watches the preview', async ({ page }) => {
  await signIn(page, 'client');
  await page.setViewportSize({ width: 1280, height: 900 });
  const { _id: projectId, title } = await demoProject(page, 'Bakery launch video');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await expect(
    page.getByRole('region', { name: 'Video cover' }).getByRole('img', { name: 'Video cover' }),
  ).toHaveJSProperty('complete', true);
  const videoPanel = page.getByRole('region', { name: 'Video', exact: true });
  await videoPanel.getByRole('button', { name: 'Video menu' }).click();
  const download = page.getByRole('menuitem', { name: 'Download' });
  await expect(download).toBeEnabled();
  await screenshots(page, 'client-video-menu');

  const answered = page.waitForResponse((response) => response.url().includes(`/api/projects/${projectId}/download`));
  const downloading = page.waitForEvent('download');
  await download.click();
  const { url, filename } = (await (await answered).json()) as { url: string; filename: string };
  expect(filename).toBe(`${title}.webm`);
  expect((await downloading).suggestedFilename()).toBe(filename);
  await expectToast(page, `Download started for ${filename}`);
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');

  await videoPanel.getByRole('button', { name: 'Video menu' }).click();
  await page.getByRole('menuitem', { name: 'Watch preview' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByTestId('gallery-title')).toHaveText(`Preview: ${title}`);
  const player = gallery.locator('video');
  await expect(player).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\.webm$/);
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), {
      message: 'the preview loads in the player',
    })
    .toBeGreaterThan(0);
  await gallery.getByRole('button', { name: 'Close' }).click();
  await expect(gallery).toBeHidden();

  await page.getByRole('button', { name: `Play the video of ${title}` }).click();
  const coverGallery = page.getByRole('dialog');
  await expect(coverGallery.getByTestId('gallery-title')).toHaveText(title);
  await expect(coverGallery.getByText('1 / 2')).toBeVisible();
  await expect(coverGallery.locator('video')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(coverGallery.getByRole('img', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(coverGallery).toBeHidden();
});

test('before purchase Download is disabled and says why, and the client sees the discounts', async ({ page }) => {
  await signIn(page, 'client');
  const { _id: projectId } = await demoProject(page, 'Demo: Recycling at school');
  await page.goto(`/app/projects/${projectId}/scenes`);
  await page.getByRole('button', { name: 'Video menu' }).click();
  const download = page.getByRole('menuitem', { name: /^Download/ });
  await expect(download).toBeDisabled();
  await expect(download).toContainText('Available once the video is purchased');
  const direct = await page.request.get(`/api/projects/${projectId}/download`);
  expect([direct.status(), (await direct.json()).message]).toEqual([
    403,
    'The video can be downloaded once it has been purchased',
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Discounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Checklist' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Video cover' }).getByText('No cover image yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Video cover' }).locator('input[type="file"]')).toHaveCount(0);
});

test('the right column shows the PM the cost and the checklist, below the scenes on a phone', async ({ page }) => {
  await signIn(page, 'pm');
  await page.setViewportSize({ width: 1280, height: 900 });
  const { _id: projectId } = await demoProject(page, 'Demo: Recycling at school');
  await page.goto(`/app/projects/${projectId}/scenes`);
  const cost = page.getByRole('region', { name: 'Cost summary' });
  await expect(cost.getByTestId('cart-total')).toHaveText('$1,200');
  await expect(cost.getByText('Extended support')).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Checklist' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(10);
  // The box follows the saved project, so it turns once the server has answered.
  const setup = checklist.getByRole('checkbox', { name: 'Project setup' });
  await setup.click();
  await expectToast(page, 'Marked as done');
  await expect(setup).toBeChecked();
  await setup.click();
  await expectToast(page, 'Unmarked as done');
  await expect(setup).not.toBeChecked();

  const scenes = page.getByTestId('scene-card').first();
  const side = async () => ({ cost: await cost.boundingBox(), scene: await scenes.boundingBox() });
  const wide = await side();
  expect(wide.cost!.x).toBeGreaterThan(wide.scene!.x + wide.scene!.width - 1);
  await screenshots(page, 'pm-right-column');
  await page.setViewportSize({ width: 375, height: 900 });
  const narrow = await side();
  expect(narrow.cost!.y).toBeGreaterThan(narrow.scene!.y + narrow.scene!.height - 1);
});
