import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { frameNumberClip } from '../../support/frame-clips.ts';
import { expect, findDemoProject, screenshotAtBothWidths, signIn, test } from '../support/fixtures.ts';

const shots = 'test-results/e2e/review';
/** Every frame carries its number in 12 blocks across the top eighth (makeFrameNumberClip). */
const bits = 12;

interface Video {
  _id: string;
  slot: string;
  status: string;
  frameCount: number | null;
}

/**
 * The number the paused video shows, read from its pixels through a canvas: the blocks across the
 * top eighth, white for 1, most significant on the left. Nothing of the app's own numbers is read.
 */
const frameInPixels = (page: Page, testId = 'review-video'): Promise<number | null> =>
  page.evaluate(
    ([count, id]) => {
      const video = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`);
      if (!video || video.readyState < 2 || video.seeking || !video.paused) return null;
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0);
      const y = Math.floor(video.videoHeight / 16);
      const row = context.getImageData(0, y, video.videoWidth, 1).data;
      let value = 0;
      for (let bit = 0; bit < count; bit += 1) {
        const x = Math.floor(((bit + 0.5) * video.videoWidth) / count);
        const luma = (row[x * 4] ?? 0) * 0.299 + (row[x * 4 + 1] ?? 0) * 0.587 + (row[x * 4 + 2] ?? 0) * 0.114;
        value = value * 2 + (luma > 128 ? 1 : 0);
      }
      return value;
    },
    [bits, testId] as const,
  );

const upload = async (page: Page, projectId: string, slot: string, content: Buffer) => {
  const response = await page.request.post(`/api/projects/${projectId}/delivery/${slot}`, {
    multipart: { file: { name: `${slot}-frames.mp4`, mimeType: 'video/mp4', buffer: content } },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const readyVideo = async (page: Page, projectId: string, slot: string): Promise<Video> => {
  let found: Video | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/projects/${projectId}/review-videos`);
        found = ((await response.json()) as { items: Video[] }).items.find((item) => item.slot === slot);
        return found?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  if (!found) throw new Error(`no ${slot} review video`);
  return found;
};

const pin = async (page: Page, videoId: string, frame: number, text: string) => {
  const response = await page.request.post('/api/comments', {
    data: { itemType: 'review-video', itemId: videoId, text, mark: { frame } },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test.describe.configure({ timeout: 180_000 });

test('clicking a marker shows exactly its frame, paused, at 25 and at 30000/1001 fps; a client pins a drawing and a range, live on the PM screen', async ({
  page,
  browser,
}) => {
  await signIn(page, 'pm');
  const project = await findDemoProject(page);
  const [pal, ntsc] = await Promise.all([
    frameNumberClip({ num: 25, den: 1 }, 150, 384, 216),
    frameNumberClip({ num: 30000, den: 1001 }, 150, 384, 216),
  ]);
  await upload(page, project.id, 'watermarked', pal);
  await upload(page, project.id, 'preview', ntsc);
  const videos = [await readyVideo(page, project.id, 'watermarked'), await readyVideo(page, project.id, 'preview')];

  for (const video of videos) {
    const last = (video.frameCount ?? 0) - 1;
    expect(last).toBe(149);
    for (const frame of [1, 137, last]) await pin(page, video._id, frame, `Frame ${frame} of ${video.slot}`);
    await page.goto(`/app/projects/${project.id}/review/${video._id}`);
    const markers = page.getByTestId('review-marker');
    await expect(markers).toHaveCount(3);
    for (const frame of [137, 1, last]) {
      await page.locator(`[data-testid="review-marker"][data-frame="${frame}"]`).click();
      await expect.poll(() => frameInPixels(page), { timeout: 10_000 }).toBe(frame);
      // Still paused, on the same frame, a moment later.
      await page.waitForTimeout(200);
      expect(await frameInPixels(page)).toBe(frame);
    }
    // The timecode link does the same; then a step forward and back by key moves one frame each.
    await page.getByTestId('review-timecode-link').first().click();
    await expect.poll(() => frameInPixels(page)).toBe(1);
    await page.keyboard.press('.');
    await expect.poll(() => frameInPixels(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => frameInPixels(page)).toBe(1);
  }
  await screenshotAtBothWidths(page, shots, 'pm-player');

  // The PM watches the watermarked video while the client writes on it in another browser.
  const watermarked = videos[0];
  if (!watermarked) throw new Error('no watermarked video');
  const reviewUrl = `/app/projects/${project.id}/review/${watermarked._id}`;
  await page.goto(reviewUrl);
  await expect(page.getByTestId('review-marker')).toHaveCount(3);

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, 'client');
  await client.goto(reviewUrl);
  await client.locator('[data-testid="review-marker"][data-frame="137"]').click();
  await expect.poll(() => frameInPixels(client)).toBe(137);
  await client.getByRole('button', { name: 'Set in' }).click();
  for (let step = 0; step < 5; step += 1) await client.keyboard.press('.');
  await expect.poll(() => frameInPixels(client)).toBe(142);
  await client.getByRole('button', { name: 'Set out' }).click();
  await expect(client.getByTestId('review-draft-range')).toHaveText('00:00:05:12 to 00:00:05:17');
  await client.getByRole('button', { name: 'Arrow' }).click();
  const overlay = client.getByTestId('review-overlay');
  const box = await overlay.boundingBox();
  if (!box) throw new Error('no overlay');
  await client.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await client.mouse.down();
  await client.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 5 });
  await client.mouse.up();
  await expect(client.getByText('Shapes: 1')).toBeVisible();
  const form = client.getByRole('form', { name: 'Comment' });
  await form.getByRole('textbox').first().fill('The logo is too small here');
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(client.locator('[data-testid="review-marker"][data-frame="142"]')).toBeVisible();

  // Live: the PM's open player shows the new marker without a reload.
  const marker = page.locator('[data-testid="review-marker"][data-frame="142"]');
  await expect(marker).toBeVisible({ timeout: 5_000 });
  await marker.click();
  await expect.poll(() => frameInPixels(page)).toBe(142);
  await expect(page.locator('[data-testid="review-overlay"] line')).toHaveCount(1);
  await expect(page.getByText('The logo is too small here')).toBeVisible();

  // The export's timecodes are those of the frames the markers show.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')).toEqual(
    expect.arrayContaining([
      '00:00:05:12,137,,,Pat Manager,Frame 137 of watermarked,no',
      '00:00:05:17,142,00:00:05:12,00:00:05:17,Cleo Client,The logo is too small here,no',
      '00:00:05:24,149,,,Pat Manager,Frame 149 of watermarked,no',
    ]),
  );
  await screenshotAtBothWidths(page, shots, 'pm-sees-client-drawing');
  await screenshotAtBothWidths(client, shots, 'client-player');

  // The PM resolves one comment; the client's screen hears of it.
  await page
    .getByTestId('review-thread')
    .filter({ hasText: 'Frame 1 of watermarked' })
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(page.getByText('Frame 1 of watermarked')).toBeHidden();
  await expect(client.getByText('Frame 1 of watermarked')).toBeHidden({ timeout: 5_000 });
  await clientContext.close();

  // A new cut lists the previous cut's comments still open beside its own.
  await upload(page, project.id, 'watermarked', pal);
  let newCut: Video | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/projects/${project.id}/review-videos`);
        newCut = ((await response.json()) as { items: Video[] }).items.find((item) => item.slot === 'watermarked');
        return newCut && newCut._id !== watermarked._id ? newCut.status : 'old';
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  await page.goto(`/app/projects/${project.id}/review/${newCut?._id ?? ''}`);
  const previous = page.getByRole('region', { name: 'Still open from the previous cut (watermarked-frames.mp4)' });
  await expect(previous.getByTestId('review-thread')).toHaveCount(3);
  await previous.getByRole('button', { name: 'Show frame 00:00:05:17' }).click();
  await expect.poll(() => frameInPixels(page)).toBe(142);
  await expect(page.locator('[data-testid="review-overlay"] line')).toHaveCount(1);
  await screenshotAtBothWidths(page, shots, 'new-cut');

  // Compared side by side, the previous cut follows frame for frame, paused and after playing.
  await page.getByRole('switch', { name: 'Compare with the previous cut' }).check();
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe(142);
  await page.keyboard.press('l');
  await page.waitForTimeout(600);
  await page.keyboard.press('k');
  await expect.poll(() => frameInPixels(page)).not.toBeNull();
  const stopped = await frameInPixels(page);
  expect(stopped).toBeGreaterThan(142);
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe(stopped);
  await page.keyboard.press(',');
  await expect.poll(() => frameInPixels(page, 'review-compare-video')).toBe((stopped ?? 0) - 1);
  await screenshotAtBothWidths(page, shots, 'compare');
});
