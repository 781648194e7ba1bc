import { describe, expect, it } from 'vitest';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import { apiMessageCatalogues } from '#shared/i18n/api-messages.ts';
import { frameNumberClip } from '../../support/frame-clips.ts';
import { useScenesApi } from '../scenes/support.ts';
import { listReviewVideos, sendDelivered } from './support.ts';

const { t, people, api } = useScenesApi();

/** The newest video of the slot once the job is done with it, ready or failed. */
const settledNewest = async (projectId: string, count: number): Promise<ReviewVideo[]> => {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const items = await listReviewVideos(api, 'pm', projectId);
    if (items.length === count && items.every((item) => item.status === 'ready' || item.status === 'failed'))
      return items;
    if (Date.now() > deadline) throw new Error(`not processed: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

const upload = async (projectId: string, content: Buffer, filename?: string) =>
  sendDelivered(t, people, projectId, 'watermarked', content, filename);

describe('a delivered video the review job cannot read', () => {
  it('ends failed with a message the uploader reads; the earlier cut and its comments stay, and the next upload succeeds', async () => {
    const clip = await frameNumberClip({ num: 25, den: 1 }, 20);
    const project = await api.project({ status: 'ready' });
    expect((await upload(project.id, clip)).statusCode).toBe(200);
    const [first] = await settledNewest(project.id, 1);
    expect(first?.status).toBe('ready');
    const pinned = await api.send('collabClient', 'POST', '/api/comments', {
      itemType: 'review-video',
      itemId: first?._id,
      text: 'Keep this comment',
      mark: { frame: 5 },
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    // A file that is not a video is refused at the upload, naming the problem: nothing is recorded.
    const text = await upload(project.id, Buffer.from('Not a video at all\n'), 'notes.mp4');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/video/i);
    expect(await listReviewVideos(api, 'pm', project.id)).toHaveLength(1);

    // A video cut short (its index, written last, is missing) passes the upload's check and fails in the job.
    const truncated = clip.subarray(0, Math.floor(clip.length * 0.6));
    expect((await upload(project.id, truncated)).statusCode).toBe(200);
    const [broken, kept] = await settledNewest(project.id, 2);
    expect(broken).toMatchObject({
      status: 'failed',
      failure: apiMessageCatalogues.en['api.review.failed'],
      proxyUrl: null,
      frameCount: null,
    });
    expect(apiMessageCatalogues.th['api.review.failed']).toMatch(/[\u0E00-\u0E7F]/);
    // The uploaded original is kept as it came, for download.
    const original = await t.app.inject({ method: 'GET', url: broken?.originalUrl ?? '' });
    expect([original.statusCode, original.rawPayload.length]).toEqual([200, truncated.length]);
    // The earlier cut is still ready, with its comment, and a failed video takes no comment.
    expect(kept).toMatchObject({ _id: first?._id, status: 'ready', failure: null });
    const comments = await api.send('pm', 'GET', `/api/comments?itemType=review-video&itemId=${first?._id}`);
    expect(comments.json().items.map((item: { text: string }) => item.text)).toEqual(['Keep this comment']);
    const onBroken = await api.send('pm', 'POST', '/api/comments', {
      itemType: 'review-video',
      itemId: broken?._id,
      text: 'x',
      mark: { frame: 0 },
    });
    expect(onBroken.statusCode).toBe(409);

    // The next upload of a whole video goes through.
    expect((await upload(project.id, clip)).statusCode).toBe(200);
    const [next] = await settledNewest(project.id, 3);
    expect(next).toMatchObject({ status: 'ready', frameCount: 20, failure: null });
  }, 60_000);
});
