import { expect, type Page } from '@playwright/test';
import { frameNumberBits } from '../../../src/server/lib/media/ffmpeg.ts';

export interface ListedReviewVideo {
  _id: string;
  slot: string;
  status: string;
  name: string;
  frameCount: number | null;
}

/**
 * The number the paused video shows, read from its pixels through a canvas: the blocks across the
 * top eighth (makeFrameNumberClip), white for 1, most significant on the left. Nothing of the app's
 * own numbers is read; null while the video is not paused on a decoded frame.
 */
export const frameInPixels = (page: Page, testId = 'review-video'): Promise<number | null> =>
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
    [frameNumberBits, testId] as const,
  );

/** Uploads a delivered video as the project manager on `page` does from the delivery panel. */
export const uploadDelivered = async (page: Page, projectId: string, slot: string, content: Buffer): Promise<void> => {
  const response = await page.request.post(`/api/projects/${projectId}/delivery/${slot}`, {
    multipart: { file: { name: `${slot}-frames.mp4`, mimeType: 'video/mp4', buffer: content } },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** The newest review video of the slot once its proxy is ready; `after` names a cut it must be newer than. */
export const readyVideo = async (
  page: Page,
  projectId: string,
  slot: string,
  after?: string,
): Promise<ListedReviewVideo> => {
  let found: ListedReviewVideo | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/projects/${projectId}/review-videos`);
        found = ((await response.json()) as { items: ListedReviewVideo[] }).items.find((item) => item.slot === slot);
        return found && found._id !== after ? found.status : 'not uploaded';
      },
      { timeout: 60_000 },
    )
    .toBe('ready');
  if (!found) throw new Error(`no ${slot} review video`);
  return found;
};

/** A comment pinned to a frame through the API, as the player's form sends it. */
export const pinComment = async (page: Page, videoId: string, frame: number, text: string): Promise<void> => {
  const response = await page.request.post('/api/comments', {
    data: { itemType: 'review-video', itemId: videoId, text, mark: { frame } },
  });
  expect(response.status(), await response.text()).toBe(200);
};
