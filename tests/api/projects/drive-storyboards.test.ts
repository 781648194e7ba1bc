import { describe, expect, it } from 'vitest';
import { maxDriveStoryboards } from '#shared/projects/storyboards/drive-storyboards.ts';
import { useScenesApi } from '../scenes/support.ts';

const { api } = useScenesApi();

const link = 'https://drive.example.test/file/d/storyboard-1/view';

describe('meta version 1: storyboards kept on the drive (spec §3, §9)', () => {
  it('a PM switches a project to meta version 1 and links a storyboard that its client sees', async () => {
    const project = await api.project({ status: 'storyboarding' });
    const builtIn = await api.send('pm', 'POST', `/api/projects/${project.id}/storyboards`, { webLink: link });
    expect([builtIn.statusCode, builtIn.json().message]).toEqual([
      409,
      'This project keeps its storyboard in the scenes (meta version 2): switch it to meta version 1 in the settings to link storyboards on the drive',
    ]);

    const switched = await api.send('pm', 'POST', `/api/projects/${project.id}/meta-version/`, { metaVersion: 1 });
    expect(switched.statusCode, switched.body).toBe(200);
    const linked = await api.send('pm', 'POST', `/api/projects/${project.id}/storyboards`, { webLink: ` ${link} ` });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe('Storyboard linked');
    const [storyboard] = linked.json().project.storyboards as { id: string; webLink: string }[];
    expect(storyboard).toEqual({ id: expect.any(String), webLink: link });

    const seen = (await api.send('collabClient', 'GET', `/api/projects/${project.id}`)).json().project;
    expect(seen).toMatchObject({ metaVersion: 1, storyboards: [storyboard] });
  });

  it('refuses clients, visitors, links that are not web addresses, and a full list, saving nothing', async () => {
    const project = await api.project({ status: 'storyboarding', metaVersion: 1 });
    const url = `/api/projects/${project.id}/storyboards`;
    const client = await api.send('collabClient', 'POST', url, { webLink: link });
    expect([client.statusCode, client.json().message]).toEqual([
      403,
      'Only project managers, staff and storyboard artists can link storyboards',
    ]);
    expect((await api.send('visitor', 'POST', url, { webLink: link })).statusCode).toBe(401);
    const notLink = await api.send('storyboardFreelancer', 'POST', url, { webLink: 'javascript:alert(1)' });
    expect([notLink.statusCode, notLink.json().message]).toEqual([
      400,
      'Storyboard links must be a web address starting with https:// or http://',
    ]);
    for (let index = 0; index < maxDriveStoryboards; index += 1) {
      const added = await api.send('storyboardFreelancer', 'POST', url, { webLink: `${link}?n=${index}` });
      expect(added.statusCode, added.body).toBe(200);
    }
    const full = await api.send('storyboardFreelancer', 'POST', url, { webLink: link });
    expect([full.statusCode, full.json().message]).toEqual([
      409,
      `A project links at most ${maxDriveStoryboards} storyboards: remove one first`,
    ]);
    const stored = (await api.send('pm', 'GET', `/api/projects/${project.id}`)).json().project.storyboards;
    expect(stored).toHaveLength(maxDriveStoryboards);
  });

  it('unlinks one storyboard and keeps the others in order; a link already gone answers 404', async () => {
    const project = await api.project({ metaVersion: 1 });
    const url = `/api/projects/${project.id}/storyboards`;
    for (const n of [1, 2, 3]) await api.send('pm', 'POST', url, { webLink: `${link}?n=${n}` });
    const listed = (await api.send('pm', 'GET', `/api/projects/${project.id}`)).json().project.storyboards as {
      id: string;
      webLink: string;
    }[];
    const middle = listed[1]?.id ?? expect.unreachable('three links were stored');
    const client = await api.send('collabClient', 'DELETE', `${url}/${middle}`);
    expect(client.statusCode).toBe(403);
    const removed = await api.send('pm', 'DELETE', `${url}/${middle}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Storyboard link removed']);
    expect(removed.json().project.storyboards.map((entry: { webLink: string }) => entry.webLink)).toEqual([
      `${link}?n=1`,
      `${link}?n=3`,
    ]);
    const again = await api.send('pm', 'DELETE', `${url}/${middle}`);
    expect([again.statusCode, again.json().message]).toEqual([404, 'This storyboard link no longer exists']);
  });
});
