import { beforeAll, describe, expect, it } from 'vitest';
import { projectVersions } from '#server/db/schema/index.ts';
import { stillWebm } from '#server/seed/demo-video.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { jpegImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';

const { t, people, api } = useScenesApi();
let videoKey: string;
let video: Buffer;
beforeAll(async () => {
  video = await stillWebm(await jpegImage(320, 180), 2);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...multipartHeaders, cookie: people.pm.cookie },
    payload: multipartBody({ filename: 'final cut.webm', content: video }),
  });
  videoKey = uploaded.json().file.key;
});

const download = (who: Who, projectId: string, version?: string) =>
  api.send(
    who,
    'GET',
    `/api/projects/${projectId}/download${version === undefined ? '' : `?version=${encodeURIComponent(version)}`}`,
  );

const addVersion = async (
  projectId: string,
  values: { title: string; purchased: boolean; videoFull: string | null },
) => {
  const [row] = await t.database.db
    .insert(projectVersions)
    .values({ projectId, cart: { ...createCart('en'), hideBreakdown: false }, ...values })
    .returning({ id: projectVersions.id });
  if (!row) throw new Error('version not inserted');
  return row.id;
};

const menuPeople: Who[] = ['admin', 'pm', 'staff', 'collabClient'];

describe('GET /api/projects/{id}/download', () => {
  it.each(everyone)('%s: collaborators and power users get a signed link to the purchased full video', async (who) => {
    const project = await api.project({
      title: 'Bakery launch',
      status: 'ready',
      purchased: true,
      videoFull: videoKey,
    });
    const response = await download(who, project.id);
    if (!menuPeople.includes(who)) {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      expect(response.json().message).toBe('Only the project’s collaborators can download its video');
      return;
    }
    expect(response.statusCode).toBe(200);
    const { url, filename } = response.json();
    expect(filename).toBe('Bakery launch.webm');
    expect(url).toMatch(/^\/api\/files\/signed\?key=/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Bakery launch.webm"; filename*=UTF-8''Bakery%20launch.webm`,
    );
    expect(file.rawPayload.equals(video)).toBe(true);
  });

  it('refuses until the project is purchased, and says so', async () => {
    const project = await api.project({ status: 'ready', purchased: false, videoFull: videoKey });
    for (const who of menuPeople) {
      const response = await download(who, project.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'The video can be downloaded once it has been purchased' });
    }
  });

  it('says when a purchased project has no full video yet', async () => {
    const project = await api.project({ status: 'ready', purchased: true });
    const response = await download('collabClient', project.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The full video is not ready yet' });
  });

  it('answers the stored address of a video kept on a video host', async () => {
    const project = await api.project({
      title: 'Hosted',
      purchased: true,
      videoFull: 'https://video.example.test/hosted-full.mp4',
    });
    const response = await download('collabClient', project.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://video.example.test/hosted-full.mp4', filename: 'Hosted' });
  });

  it('downloads an extension version on its own purchase, named after it', async () => {
    const project = await api.project({
      title: 'Bakery launch',
      status: 'ready',
      purchased: true,
      videoFull: 'https://video.example.test/original.mp4',
    });
    const spanish = await addVersion(project.id, { title: 'Spanish version', purchased: true, videoFull: videoKey });
    const french = await addVersion(project.id, { title: 'French version', purchased: false, videoFull: videoKey });
    const empty = await addVersion(project.id, { title: 'German version', purchased: true, videoFull: null });

    const ok = await download('collabClient', project.id, spanish);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().filename).toBe('Bakery launch - Spanish version.webm');
    expect((await t.app.inject({ method: 'GET', url: ok.json().url })).statusCode).toBe(200);
    expect((await download('collabClient', project.id, 'original')).json().url).toBe(
      'https://video.example.test/original.mp4',
    );

    const locked = await download('collabClient', project.id, french);
    expect([locked.statusCode, locked.json().message]).toEqual([
      403,
      'The video can be downloaded once it has been purchased',
    ]);
    const missing = await download('collabClient', project.id, empty);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'The full video is not ready yet']);
    const unknown = await download('collabClient', project.id, 'not-a-version');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Version not found']);
  });

  it('shows the full video only to those who may download it, and to project managers for settings', async () => {
    const project = await api.project({
      status: 'ready',
      purchased: false,
      videoFull: videoKey,
      videoPreview: 'https://video.example.test/preview',
    });
    const fullFor = async (who: Who) =>
      (await api.send(who, 'GET', `/api/projects/${project.id}`)).json().project.videoFull;
    expect(await fullFor('collabClient')).toBeNull();
    expect(await fullFor('pm')).toBe(videoKey);
    expect((await api.send('visitor', 'GET', `/api/projects/${project.id}`)).json().project.videoPreview).toBe(
      'https://video.example.test/preview',
    );

    const bought = await api.project({ status: 'ready', purchased: true, videoFull: videoKey });
    const boughtFor = async (who: Who) =>
      (await api.send(who, 'GET', `/api/projects/${bought.id}`)).json().project.videoFull;
    expect([
      await boughtFor('collabClient'),
      await boughtFor('staff'),
      await boughtFor('otherClient'),
      await boughtFor('visitor'),
    ]).toEqual([videoKey, videoKey, null, null]);
  });

  it('lets settings save a stored video key back unchanged', async () => {
    const project = await api.project();
    const response = await api.send('pm', 'POST', `/api/projects/${project.id}/video-urls`, {
      videoUrl: '',
      videoPreview: '',
      videoWatermarked: '',
      videoFull: videoKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().project.videoFull).toBe(videoKey);
  });
});
