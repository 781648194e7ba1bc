import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '#server/db/schema/index.ts';
import { imageSize, jpegImage, pngImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders, streamedMultipartBody, type MultipartFile } from '../../support/multipart.ts';
import { tmpUploadsLeft } from '../../support/storage-backends.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';

const { t, people, api } = useScenesApi();

const headersOf = (who: Who) => ({
  ...multipartHeaders,
  ...(people[who].cookie ? { cookie: people[who].cookie } : {}),
});

const uploadCover = (who: Who, projectId: string, file: MultipartFile) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/cover-image`,
    headers: headersOf(who),
    payload: multipartBody(file),
  });

const storedFiles = async () => (await t.database.db.select({ n: count() }).from(files))[0]?.n;

const coverOf = async (projectId: string) =>
  (await api.send('pm', 'GET', `/api/projects/${projectId}`)).json().project.videoCoverUrl;

const powerUsers: Who[] = ['admin', 'pm', 'staff'];

describe('POST /api/projects/{id}/cover-image', () => {
  it.each(everyone)(
    '%s: power users upload the cover through the file pipeline, everyone else is refused',
    async (who) => {
      const project = await api.project({ status: 'ready' });
      const before = await storedFiles();
      const response = await uploadCover(who, project.id, {
        filename: 'cover art.png',
        content: await pngImage(1600, 900),
      });
      if (!powerUsers.includes(who)) {
        expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
        expect(response.json().message).toBe(
          who === 'visitor' ? 'Please sign in to continue' : 'Only staff can change the cover image',
        );
        expect([await storedFiles(), await coverOf(project.id)]).toEqual([before, null]);
        return;
      }
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Cover image uploaded');
      expect(body.cover).toMatchObject({ name: 'cover art.png', current: true });
      expect(body.project.videoCoverUrl).toBe(body.cover.fileId);
      expect(await coverOf(project.id)).toBe(body.cover.fileId);
      const large = await t.app.inject({ method: 'GET', url: `/media/${body.cover.fileId}_l.jpg` });
      expect(await imageSize(large.rawPayload)).toEqual({ width: 1600, height: 900, format: 'jpeg' });
      const thumb = await t.app.inject({ method: 'GET', url: `/media/${body.cover.fileId}t.jpg` });
      expect(await imageSize(thumb.rawPayload)).toEqual({ width: 320, height: 180, format: 'jpeg' });
    },
  );

  it('refuses a file that is not an image, by its bytes, with the accepted types', async () => {
    const project = await api.project();
    const before = await storedFiles();
    const response = await uploadCover('pm', project.id, {
      filename: 'cover.png',
      content: 'Scene 1: the logo.',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'cover.png is not an image: use JPEG, PNG, GIF, WEBP, AVIF, TIFF' });
    expect([await storedFiles(), await coverOf(project.id)]).toEqual([before, null]);
  });

  it('refuses a file over 60 MB with 413, storing nothing and leaving no temp file', async () => {
    const project = await api.project();
    const before = await storedFiles();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/cover-image`,
      headers: headersOf('staff'),
      payload: streamedMultipartBody('huge-cover.png', 61 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'huge-cover.png is larger than the 60 MB upload limit' });
    expect([await storedFiles(), await coverOf(project.id)]).toEqual([before, null]);
    expect(tmpUploadsLeft(t.config)).toEqual([]);
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await uploadCover('admin', '00000000-0000-4000-8000-000000000000', {
      filename: 'c.jpg',
      content: await jpegImage(20, 20),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Project not found');
  });
});

describe('GET /api/projects/{id}/cover-images and POST /set-cover-image', () => {
  it('keeps every uploaded cover, newest first, and lets a power user go back to an earlier one', async () => {
    const project = await api.project();
    const first = (
      await uploadCover('staff', project.id, { filename: 'first.jpg', content: await jpegImage(640, 360) })
    ).json().cover;
    const second = (
      await uploadCover('pm', project.id, { filename: 'second.png', content: await pngImage(640, 360) })
    ).json().cover;
    const listed = await api.send('staff', 'GET', `/api/projects/${project.id}/cover-images`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((cover: { name: string; current: boolean }) => [cover.name, cover.current])).toEqual(
      [
        ['second.png', true],
        ['first.jpg', false],
      ],
    );

    const chosen = await api.send('admin', 'POST', `/api/projects/${project.id}/set-cover-image`, {
      fileId: first.fileId,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ message: 'Cover image updated', project: { videoCoverUrl: first.fileId } });
    expect(await coverOf(project.id)).toBe(first.fileId);
    const after = (await api.send('pm', 'GET', `/api/projects/${project.id}/cover-images`)).json().items;
    expect(after.map((cover: { fileId: string; current: boolean }) => [cover.fileId, cover.current])).toEqual([
      [second.fileId, false],
      [first.fileId, true],
    ]);
  });

  it('only offers a project its own covers', async () => {
    const mine = await api.project();
    const other = await api.project();
    const foreign = (
      await uploadCover('pm', other.id, { filename: 'other.jpg', content: await jpegImage(64, 64) })
    ).json().cover;
    const response = await api.send('pm', 'POST', `/api/projects/${mine.id}/set-cover-image`, {
      fileId: foreign.fileId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'That image is not one of this project’s covers' });
    const bad = await api.send('pm', 'POST', `/api/projects/${mine.id}/set-cover-image`, { fileId: 'cover.jpg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/fileId must be the id of one of the project’s covers/);
    expect(await coverOf(mine.id)).toBeNull();
  });

  it.each<[Who, number]>([
    ['collabClient', 403],
    ['otherClient', 403],
    ['storyboardFreelancer', 403],
    ['visitor', 401],
  ])('%s may neither list nor choose covers', async (who, status) => {
    const project = await api.project();
    const cover = (await uploadCover('pm', project.id, { filename: 'c.jpg', content: await jpegImage(64, 64) })).json()
      .cover;
    const listed = await api.send(who, 'GET', `/api/projects/${project.id}/cover-images`);
    const chosen = await api.send(who, 'POST', `/api/projects/${project.id}/set-cover-image`, { fileId: cover.fileId });
    expect([listed.statusCode, chosen.statusCode]).toEqual([status, status]);
    expect(chosen.json().message).toBe('Only staff can change the cover image');
  });
});
