import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import { insertUser } from '#server/modules/users/index.ts';
import type { ReviewVideo } from '#shared/projects/review/review.ts';
import { seedProject } from '../../support/projects.ts';
import { createTestApp, testPasswordHash, type TestApp } from '../../support/test-app.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let projectId = '';
let pmCookie = '';

const listVideos = async (): Promise<ReviewVideo[]> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/review-videos`,
      headers: { cookie: pmCookie },
    })
  ).json<{ items: ReviewVideo[] }>().items;

const logged = async (text: string) => {
  const deadline = Date.now() + 30_000;
  while (!lines.some((line) => line.includes(text))) {
    if (Date.now() > deadline) throw new Error(`never logged: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  t = await createTestApp({ logStream });
  const passwordHash = await testPasswordHash();
  const people = [
    { name: 'Pat Manager', email: 'pm@demo.local', level: 'staff', roles: ['project-manager'] },
    { name: 'Cleo Client', email: 'client@demo.local', level: 'client', roles: [] },
  ] as const;
  for (const person of people) {
    await insertUser(t.database.db, {
      ...person,
      roles: [...person.roles],
      passwordHash,
      emailConfirmedAt: new Date(),
    });
  }
  pmCookie = await t.signIn('pm@demo.local');
  projectId = (await seedProject(t.database.db, { title: 'Demo: Recycling at school', set: { status: 'ready' } })).id;
}, 60_000);
afterAll(() => t.close());

describe('the demo studio’s review videos, made in a job after the start', () => {
  it('without ffmpeg, says so in the log and leaves the demo’s videos as they are', async () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      await t.app.queue.send('demo-review', {});
      await logged('ffmpeg is missing');
    } finally {
      process.env.PATH = path;
    }
    expect(await listVideos()).toEqual([]);
  });

  it('makes a frame-number clip for the watermarked and the full video, processed by the review job, with pinned comments', async () => {
    await t.app.queue.send('demo-review', {});
    const deadline = Date.now() + 60_000;
    let videos: ReviewVideo[] = [];
    while (videos.length < 2 || videos.some((video) => video.status !== 'ready')) {
      if (Date.now() > deadline) throw new Error(`not ready: ${JSON.stringify(videos)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      videos = await listVideos();
    }
    expect(videos.map((video) => [video.slot, video.frameCount, video.fpsNum, video.fpsDen]).sort()).toEqual([
      ['full', 100, 25, 1],
      ['watermarked', 100, 25, 1],
    ]);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project?.videoWatermarked).toMatch(/\.mp4$/);
    const watermarked = videos.find((video) => video.slot === 'watermarked');
    const threads = (
      await t.app.inject({
        method: 'GET',
        url: `/api/comments?itemType=review-video&itemId=${watermarked?._id ?? ''}`,
        headers: { cookie: pmCookie },
      })
    ).json().items;
    expect(
      threads.map((thread: { mark: { frame: number; resolved: boolean; shapes: unknown[] }; replies: unknown[] }) => ({
        frame: thread.mark.frame,
        resolved: thread.mark.resolved,
        shapes: thread.mark.shapes.length,
        replies: thread.replies.length,
      })),
    ).toEqual(
      expect.arrayContaining([
        { frame: 30, resolved: false, shapes: 2, replies: 1 },
        { frame: 80, resolved: true, shapes: 0, replies: 0 },
      ]),
    );
    // Sent again (a second start), it makes nothing new.
    await t.app.queue.send('demo-review', {});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await listVideos()).toHaveLength(2);
  });
});
