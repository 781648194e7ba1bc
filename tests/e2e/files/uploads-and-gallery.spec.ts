import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from '../support/fixtures.ts';

/** Noise does not compress, so each image is big enough (about 1 MB) to watch its progress under a throttled upload. */
const noisyImage = async (width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> => {
  const pixels = randomBytes(width * height * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
};

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

const progressOf = async (bar: Locator): Promise<number> => Number(await bar.getAttribute('aria-valuenow'));

test('uploads three images with progress, shows them in the gallery, moves with the arrow keys and downloads one', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff');
  await page.goto('/app/account');
  const files = page.getByRole('region', { name: 'Your files' });
  await expect(files.getByText('Nothing here')).toBeVisible();

  const images = [
    { name: 'scene-1-storyboard.png', mimeType: 'image/png', buffer: await noisyImage(700, 480, 'png') },
    { name: 'scene-2-sketch.jpg', mimeType: 'image/jpeg', buffer: await noisyImage(1200, 800, 'jpeg') },
    { name: 'scene-3-cover.png', mimeType: 'image/png', buffer: await noisyImage(640, 640, 'png') },
  ];
  await throttleUploads(page, 600 * 1024);
  await files.locator('input[type="file"]').setInputFiles(images);
  await expect(page.getByText('Upload started')).toBeVisible();

  const rows = files.getByTestId('upload-row');
  await expect(rows).toHaveCount(3);
  const firstBar = files.getByRole('progressbar', { name: images[0]!.name });
  await expect
    .poll(() => progressOf(firstBar), { message: 'the first upload reports progress part-way' })
    .toBeGreaterThan(0);
  expect(await progressOf(firstBar)).toBeLessThan(100);
  await page.screenshot({ path: testInfo.outputPath('uploader-in-progress.png') });

  await expect(files.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(3, { timeout: 20_000 });
  await throttleUploads(page, -1);
  for (const image of images) {
    await expect(files.getByRole('progressbar', { name: image.name })).toHaveAttribute('aria-valuenow', '100');
    await expect(rows.getByRole('img', { name: image.name })).toBeVisible();
  }
  const tiles = files.getByRole('button', { name: /^scene-/ });
  await expect(tiles).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('uploader-done.png') });

  await tiles.first().click();
  const gallery = page.getByRole('dialog');
  await expect(gallery).toBeVisible();
  const title = gallery.getByTestId('gallery-title');
  await expect(gallery.getByText('1 / 3')).toBeVisible();
  const firstTitle = await title.textContent();
  await expect(gallery.getByRole('img', { name: firstTitle ?? '' })).toHaveJSProperty('complete', true);
  await page.screenshot({ path: testInfo.outputPath('gallery.png') });

  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('2 / 3')).toBeVisible();
  const secondTitle = await title.textContent();
  expect(secondTitle).not.toBe(firstTitle);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('1 / 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('3 / 3')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous' }).click();
  await expect(gallery.getByText('2 / 3')).toBeVisible();
  await expect(title).toHaveText(secondTitle ?? '');

  // The sketch's title names a JPEG, so the gallery offers the large version; PNG titles get the original.
  const expectedName = secondTitle ?? '';
  const downloading = page.waitForEvent('download');
  await gallery.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(expectedName);
  await expect(page.getByText(`Download started for ${expectedName}`)).toBeVisible();
  const saved = await download.path();
  const { format } = await sharp(saved).metadata();
  expect(format).toBe(expectedName.endsWith('.png') ? 'png' : 'jpeg');

  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
});

test('the profile picture goes through the same uploader and replaces the avatar', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/app/account');
  const card = page.getByRole('region', { name: 'Profile picture' });
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await noisyImage(400, 400, 'jpeg') });
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f-]{36}t\.jpg$/,
  );
});

test('a file the server refuses shows its reason and the upload error toast', async ({ page }) => {
  await signIn(page, 'client');
  await page.goto('/app/account');
  const card = page.getByRole('region', { name: 'Profile picture' });
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG\r\n\x1a\n not really') });
  await expect(page.getByText('Error uploading file')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveText(/broken\.png/);
});
