import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, reviewVideos } from '#server/db/schema/index.ts';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import { frameNumberClip } from '../../support/frame-clips.ts';
import { useScenesApi, type Who } from '../scenes/support.ts';
import { listReviewVideos, sendDelivered } from './support.ts';

const { t, people, api } = useScenesApi();
const run = promisify(execFile);

const fixtures = {
  projectId: '',
  /** 25 fps, 50 frames, the watermarked preview everyone with the link sees. */
  watermarked: {} as ReviewVideo,
  /** 30000/1001, 40 frames, the full video: before purchase only project managers see it. */
  full: {} as ReviewVideo,
  /** Still waiting for its proxy, so its frames are not known. */
  queuedId: '',
  pal: Buffer.alloc(0) as Buffer,
};

const upload = async (projectId: string, slot: string, content: Buffer) => {
  const response = await sendDelivered(t, people, projectId, slot, content);
  expect(response.statusCode, response.body).toBe(200);
};

const listVideos = (who: Who, projectId: string) => listReviewVideos(api, who, projectId);

/** The job runs in the app's own queue; the list shows its progress until both are done. */
const waitUntilProcessed = async (projectId: string, count: number): Promise<ReviewVideo[]> => {
  const deadline = Date.now() + 50_000;
  for (;;) {
    // The fixture waiting for its proxy on purpose is left out.
    const items = (await listVideos('pm', projectId)).filter((item) => item._id !== fixtures.queuedId);
    if (items.length === count && items.every((item) => item.status === 'ready' || item.status === 'failed'))
      return items;
    if (Date.now() > deadline) throw new Error(`not processed: ${JSON.stringify(items)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
};

const comment = (who: Who, itemId: string, body: Record<string, unknown>) =>
  api.send(who, 'POST', '/api/comments', { itemType: 'review-video', itemId, text: 'Logo too small here', ...body });

const listComments = (who: Who, itemId: string) =>
  api.send(who, 'GET', `/api/comments?itemType=review-video&itemId=${itemId}&limit=100`);

beforeAll(async () => {
  const [pal, ntsc] = await Promise.all([
    frameNumberClip({ num: 25, den: 1 }, 50),
    frameNumberClip({ num: 30000, den: 1001 }, 40),
  ]);
  fixtures.pal = pal;
  const project = await api.project({ status: 'ready' });
  fixtures.projectId = project.id;
  await upload(project.id, 'watermarked', pal);
  await upload(project.id, 'full', ntsc);
  const videos = await waitUntilProcessed(project.id, 2);
  fixtures.watermarked = videos.find((video) => video.slot === 'watermarked') ?? fixtures.watermarked;
  fixtures.full = videos.find((video) => video.slot === 'full') ?? fixtures.full;
  const [file] = await t.database.db
    .insert(files)
    .values({ extension: 'mp4', name: 'waiting.mp4', type: 'video/mp4', size: 1 })
    .returning({ id: files.id });
  const [queued] = await t.database.db
    .insert(reviewVideos)
    .values({ projectId: project.id, slot: 'preview', fileId: file?.id ?? '' })
    .returning({ id: reviewVideos.id });
  fixtures.queuedId = queued?.id ?? '';
}, 90_000);

describe('an uploaded video becomes a review proxy in a job', () => {
  it('reads the exact frame rate, the frame count and the duration with ffprobe, and keeps the original', async () => {
    expect(fixtures.watermarked).toMatchObject({
      status: 'ready',
      progress: 100,
      fpsNum: 25,
      fpsDen: 1,
      frameCount: 50,
    });
    expect(fixtures.watermarked.duration).toBeCloseTo(2, 1);
    expect(fixtures.full).toMatchObject({ status: 'ready', fpsNum: 30000, fpsDen: 1001, frameCount: 40 });
    expect(fixtures.full.duration).toBeCloseTo((40 * 1001) / 30000, 1);
    const original = await t.app.inject({ method: 'GET', url: fixtures.watermarked.originalUrl });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const sprite = await t.app.inject({ method: 'GET', url: fixtures.watermarked.spriteUrl ?? '' });
    expect(sprite.headers['content-type']).toBe('image/jpeg');
  });

  it('encodes the proxy as H.264 with a key frame every 12 frames and its index first', async () => {
    const proxy = await t.app.inject({ method: 'GET', url: fixtures.full.proxyUrl ?? '' });
    expect(proxy.statusCode).toBe(200);
    // +faststart: the index (moov) comes before the media data (mdat).
    const bytes = proxy.rawPayload;
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const dir = await mkdtemp(path.join(tmpdir(), 'es-proxy-'));
    try {
      const file = path.join(dir, 'proxy.mp4');
      await writeFile(file, bytes);
      const { stdout } = await run('ffprobe', [
        ...[
          '-v',
          'error',
          '-select_streams',
          'v:0',
          '-show_entries',
          'stream=codec_name:packet=flags',
          '-of',
          'csv=p=0',
        ],
        file,
      ]);
      const lines = stdout.trim().split('\n');
      expect(lines).toContain('h264');
      const keyFrames = lines.flatMap((line, index) => (line.startsWith('K') ? [index] : []));
      expect(keyFrames).toEqual([0, 12, 24, 36]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('review comments: the frame, the range and the drawing', () => {
  it('pins a comment to a frame with a range and a drawing, and shows it in the thread', async () => {
    const shapes = [
      { kind: 'arrow', colour: 'red', from: [0.1, 0.1], to: [0.5, 0.5] },
      {
        kind: 'freehand',
        colour: 'yellow',
        points: [
          [0, 0],
          [0.2, 0.3],
          [1, 1],
        ],
      },
    ];
    const response = await comment('collabClient', fixtures.watermarked._id, {
      mark: { frame: 49, inFrame: 40, outFrame: 49, shapes },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().comment.mark).toEqual({ frame: 49, inFrame: 40, outFrame: 49, shapes, resolved: false });
    const thread = (await listComments('pm', fixtures.watermarked._id)).json().items;
    expect(thread.map((item: { mark: { frame: number } }) => item.mark.frame)).toContain(49);
  });

  it.each([
    ['a frame past the last', { frame: 50 }, 'The frame must lie within the video: 0 to 49'],
    [
      'an out frame past the last',
      { frame: 10, inFrame: 10, outFrame: 50 },
      'The frame must lie within the video: 0 to 49',
    ],
    ['a negative frame', { frame: -1 }, 'The frame must be a whole number from 0'],
    ['a frame between two', { frame: 1.5 }, 'The frame must be a whole number from 0'],
    [
      'an out frame before the in frame',
      { frame: 10, inFrame: 12, outFrame: 11 },
      'The out frame must not come before the in frame',
    ],
    ['half a range', { frame: 10, inFrame: 12 }, 'A range needs both its in and its out frame'],
    [
      'too many shapes',
      {
        frame: 1,
        shapes: Array.from({ length: 21 }, () => ({ kind: 'rectangle', colour: 'red', from: [0, 0], to: [1, 1] })),
      },
      'A drawing can have at most 20 shapes',
    ],
    [
      'a freehand line of too many points',
      {
        frame: 1,
        shapes: [{ kind: 'freehand', colour: 'red', points: Array.from({ length: 501 }, () => [0.5, 0.5]) }],
      },
      'A freehand line can have at most 500 points',
    ],
    [
      'a point off the picture',
      { frame: 1, shapes: [{ kind: 'ellipse', colour: 'blue', from: [0.2, 0.2], to: [1.5, 0.4] }] },
      'A drawing point must lie on the picture: 0 to 1 across and down',
    ],
    [
      'an unknown colour',
      { frame: 1, shapes: [{ kind: 'arrow', colour: 'pink', from: [0, 0], to: [1, 1] }] },
      'Unknown drawing colour',
    ],
  ])('refuses %s, naming the problem, and saves nothing', async (_case, mark, message) => {
    const before = (await listComments('pm', fixtures.watermarked._id)).json().items.length;
    const response = await comment('collabClient', fixtures.watermarked._id, { mark });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await listComments('pm', fixtures.watermarked._id)).json().items).toHaveLength(before);
  });

  it('takes the last frame of a 30000/1001 video and refuses the one after', async () => {
    expect((await comment('pm', fixtures.full._id, { mark: { frame: 39 } })).statusCode).toBe(200);
    const past = await comment('pm', fixtures.full._id, { mark: { frame: 40 } });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The frame must lie within the video: 0 to 39');
  });

  it('refuses a mark on a video still being prepared, on an item that is not a video, and on a reply', async () => {
    const waiting = await comment('pm', fixtures.queuedId, { mark: { frame: 0 } });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('The video is still being prepared for review: try again when it is ready');
    const onProject = await api.send('pm', 'POST', '/api/comments', {
      itemType: 'project',
      itemId: fixtures.projectId,
      text: 'x',
      mark: { frame: 0 },
    });
    expect(onProject.statusCode).toBe(400);
    expect(onProject.json().message).toBe('Only comments on a video can be pinned to a frame');
    const parent = (await comment('pm', fixtures.watermarked._id, { mark: { frame: 3 } })).json().comment;
    const reply = await comment('collabClient', fixtures.watermarked._id, { replyTo: parent._id, mark: { frame: 3 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('A reply cannot be pinned to a frame: pin the comment it answers');
  });

  it('resolves and reopens a pinned comment; the list says which are open', async () => {
    const created = (await comment('collabClient', fixtures.watermarked._id, { mark: { frame: 7 } })).json().comment;
    const resolve = (who: Who, resolved: boolean, id = created._id) =>
      api.send(who, 'POST', `/api/comments/${id}/resolve`, { resolved });
    const resolved = await resolve('pm', true);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: 'Comment resolved',
      comment: { mark: { frame: 7, resolved: true } },
    });
    const listed = (await listComments('collabClient', fixtures.watermarked._id)).json().items;
    expect(listed.find((item: { _id: string }) => item._id === created._id).mark.resolved).toBe(true);
    expect((await resolve('collabClient', false)).json().message).toBe('Comment reopened');
    expect((await resolve('visitor', true)).statusCode).toBe(401);
    const bad = await api.send('pm', 'POST', `/api/comments/${created._id}/resolve`, { resolved: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Say whether the comment is resolved');
    const plain = (await comment('pm', fixtures.watermarked._id, {})).json().comment;
    expect((await resolve('pm', true, plain._id)).json().message).toBe(
      'Only a comment pinned to a frame can be resolved',
    );
  });
});

describe('who may see a version may read and write its review comments, nobody else', () => {
  it.each<[Who, boolean]>([
    ['pm', true],
    ['admin', true],
    ['collabClient', false],
    ['otherClient', false],
    ['visitor', false],
  ])('%s and the full video before purchase', async (who, sees) => {
    const status = sees ? 200 : 404;
    expect((await listComments(who, fixtures.full._id)).statusCode).toBe(status);
    const written = await comment(who, fixtures.full._id, { mark: { frame: 2 }, guestName: 'Guest' });
    expect(written.statusCode, written.body).toBe(status);
    const video = await api.send(who, 'GET', `/api/projects/${fixtures.projectId}/review-videos/${fixtures.full._id}`);
    expect(video.statusCode).toBe(status);
    const slots = (await listVideos(who, fixtures.projectId)).map((item) => item.slot);
    expect(slots.includes('full')).toBe(sees);
    expect(slots).toContain('watermarked');
  });

  it('answers 404, not a failure, for a video address or comment item that is not a record id (found by the API fuzzer)', async () => {
    const video = await api.send('admin', 'GET', `/api/projects/${fixtures.projectId}/review-videos/not-an-id`);
    expect([video.statusCode, video.json().message]).toEqual([404, expect.stringMatching(/\S/)]);
    expect((await listComments('admin', 'not-an-id')).statusCode).toBe(404);
  });

  it('the client may not resolve a comment on a video they may not see', async () => {
    const pinned = (await comment('pm', fixtures.full._id, { mark: { frame: 5 } })).json().comment;
    const refused = await api.send('collabClient', 'POST', `/api/comments/${pinned._id}/resolve`, { resolved: true });
    expect(refused.statusCode).toBe(404);
  });

  it('keeps the tag privacy of comments: a #prod comment is not read by the client', async () => {
    const written = await comment('pm', fixtures.watermarked._id, { tag: 'prod', mark: { frame: 4 } });
    expect(written.statusCode).toBe(200);
    const refused = await api.send(
      'collabClient',
      'GET',
      `/api/comments?itemType=review-video&itemId=${fixtures.watermarked._id}&tag=prod`,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('a new cut of a video', () => {
  it('names the cut before it in the same slot, whose open comments the player lists beside its own', async () => {
    await upload(fixtures.projectId, 'watermarked', fixtures.pal);
    const videos = await waitUntilProcessed(fixtures.projectId, 3);
    const [newest] = videos;
    expect(newest?.slot).toBe('watermarked');
    expect(newest?._id).not.toBe(fixtures.watermarked._id);
    const video = (who: Who, id: string) =>
      api.send(who, 'GET', `/api/projects/${fixtures.projectId}/review-videos/${id}`);
    const answer = (await video('visitor', newest?._id ?? '')).json();
    expect(answer.previous).toEqual({
      _id: fixtures.watermarked._id,
      name: 'watermarked.mp4',
      proxyUrl: fixtures.watermarked.proxyUrl,
    });
    expect((await video('pm', fixtures.watermarked._id)).json().previous).toBeNull();
    // The full video is another slot: it has no cut before it.
    expect((await video('pm', fixtures.full._id)).json().previous).toBeNull();
  }, 60_000);
});
