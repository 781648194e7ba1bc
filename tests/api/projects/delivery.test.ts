import { beforeAll, describe, expect, it } from 'vitest';
import { demoWav } from '#server/seed/demo-audio.ts';
import { stillWebm } from '#server/seed/demo-video.ts';
import { jpegImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';
import { addVersion } from './purchase-support.ts';

const { t, people, api } = useScenesApi();

let video: Buffer;
let image: Buffer;
const audio = demoWav(1, 0);
beforeAll(async () => {
  image = await jpegImage(320, 180);
  video = await stillWebm(image, 1);
});

const upload = (
  who: Who,
  projectId: string,
  slot: string,
  file: { filename: string; content: Buffer },
  version?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/delivery/${slot}${version ? `?version=${version}` : ''}`,
    headers: { ...multipartHeaders, ...(people[who].cookie ? { cookie: people[who].cookie } : {}) },
    payload: multipartBody(file),
  });

const managers: Who[] = ['admin', 'pm'];

describe('POST /api/projects/{id}/delivery/{slot}', () => {
  it.each(everyone)('%s: only project managers upload the delivered files', async (who) => {
    const project = await api.project({ status: 'ready' });
    const response = await upload(who, project.id, 'full', { filename: 'final.webm', content: video });
    if (!managers.includes(who)) {
      expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
      if (who !== 'visitor')
        expect(response.json().message).toBe('Only project managers can upload the delivered files');
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('final.webm uploaded');
    expect(response.json().project.videoFull).toMatch(/\.webm$/);
  });

  it('stores each of the five files of the project, and of an extension version on its own', async () => {
    const project = await api.project({ status: 'ready', purchased: true });
    const version = await addVersion(t, project.id, { title: 'Spanish version' });
    const slots = { preview: video, watermarked: video, full: video, voice: audio, music: audio } as const;
    for (const [slot, content] of Object.entries(slots)) {
      expect((await upload('pm', project.id, slot, { filename: `${slot}.bin`, content })).statusCode).toBe(200);
    }
    const response = await upload(
      'pm',
      project.id,
      'voice',
      { filename: 'spanish voice.wav', content: audio },
      version,
    );
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json().project;
    expect(view.videoPreview).toMatch(/\.webm$/);
    expect(view.videoWatermarked).toMatch(/\.webm$/);
    expect(view.videoFull).toMatch(/\.webm$/);
    expect(view.deliveredVoice).toMatch(/\.wav$/);
    expect(view.deliveredMusic).toMatch(/\.wav$/);
    expect(view.deliveredVoice).not.toBe(view.deliveredMusic);
    const spanish = view.versions.find((entry: { id: string }) => entry.id === version);
    expect(spanish).toMatchObject({ videoFull: null, videoWatermarked: null, deliveredMusic: null });
    expect(spanish.deliveredVoice).toMatch(/\.wav$/);

    const client = (await api.send('collabClient', 'GET', `/api/projects/${project.id}`)).json().project;
    expect([client.deliveredVoice, client.deliveredMusic, client.videoFull]).toEqual([null, null, view.videoFull]);
  });

  it('refuses a file of the wrong kind, an unknown slot and an unknown version, storing nothing', async () => {
    const project = await api.project({ status: 'ready' });
    const picture = await upload('pm', project.id, 'voice', { filename: 'cover.jpg', content: image });
    expect([picture.statusCode, picture.json().message]).toEqual([
      400,
      'cover.jpg is not an audio recording: use MP3, WAV or M4A',
    ]);
    const sound = await upload('pm', project.id, 'watermarked', { filename: 'voice.wav', content: audio });
    expect([sound.statusCode, sound.json().message]).toEqual([400, 'voice.wav is not a video: use MP4, WebM or MOV']);
    const slot = await upload('pm', project.id, 'trailer', { filename: 'final.webm', content: video });
    expect([slot.statusCode, slot.json().message]).toEqual([
      400,
      'slot must be one of preview, watermarked, full, voice, music',
    ]);
    const version = await upload('pm', project.id, 'full', { filename: 'final.webm', content: video }, 'not-a-version');
    expect([version.statusCode, version.json().message]).toEqual([404, 'Version not found']);
    const view = (await api.send('pm', 'GET', `/api/projects/${project.id}`)).json().project;
    expect([view.deliveredVoice, view.videoWatermarked, view.videoFull]).toEqual([null, null, null]);
  });
});

describe('GET /api/projects/{id}/download?file=voice|music', () => {
  it('hands project managers the recordings, whatever the purchase, and refuses everyone else', async () => {
    const project = await api.project({ title: 'Bakery launch', status: 'ready' });
    const missing = await api.send('pm', 'GET', `/api/projects/${project.id}/download?file=music`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'That recording has not been uploaded yet']);
    expect((await upload('pm', project.id, 'music', { filename: 'track.wav', content: audio })).statusCode).toBe(200);
    for (const who of everyone) {
      const response = await api.send(who, 'GET', `/api/projects/${project.id}/download?file=music`);
      if (!managers.includes(who)) {
        expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
        expect(response.json().message).toBe('Only project managers can download the voice and music');
        continue;
      }
      expect(response.statusCode).toBe(200);
      expect(response.json().filename).toBe('Bakery launch - music.wav');
      const file = await t.app.inject({ method: 'GET', url: response.json().url });
      expect(file.rawPayload.equals(audio)).toBe(true);
    }
    const wrong = await api.send('pm', 'GET', `/api/projects/${project.id}/download?file=script`);
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'file must be one of video, voice, music']);
  });
});
