import { frameNumberClip } from '../../support/frame-clips.ts';
import { findDemoProject, screenshotAtBothWidths, signIn, test, expect } from '../support/fixtures.ts';
import { frameInPixels, pinComment, readyVideo, uploadDelivered } from '../support/review.ts';

const shots = 'test-results/e2e/review';

test.describe.configure({ timeout: 180_000 });

test('clicking a marker shows exactly its frame, paused, at 25 and at 30000/1001 fps', async ({ page }) => {
  await signIn(page, 'pm');
  const project = await findDemoProject(page);
  const [pal, ntsc] = await Promise.all([
    frameNumberClip({ num: 25, den: 1 }, 150, 384, 216),
    frameNumberClip({ num: 30000, den: 1001 }, 150, 384, 216),
  ]);
  await uploadDelivered(page, project.id, 'watermarked', pal);
  await uploadDelivered(page, project.id, 'preview', ntsc);
  const videos = [await readyVideo(page, project.id, 'watermarked'), await readyVideo(page, project.id, 'preview')];

  for (const video of videos) {
    const last = (video.frameCount ?? 0) - 1;
    expect(last).toBe(149);
    for (const frame of [1, 137, last]) await pinComment(page, video._id, frame, `Frame ${frame} of ${video.slot}`);
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
});
