import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';
import { seedProject } from '../../support/projects.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  const admin = await t.createUser('admin');
  cookie = await t.signIn(admin.email);
});

/** Schemes that run script or carry a document when a link is opened, written as people type them. */
const hostileLinks = [
  'javascript:alert(4)',
  'JavaScript:alert(4)',
  '  javascript:alert(4)',
  'java\tscript:alert(4)',
  'data:text/html,<script>alert(4)</script>',
  'vbscript:msgbox(4)',
  'file:///etc/passwd',
  '//evil.example/x',
];

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const projectRow = async (id: string) =>
  (await t.database.executeSql('select portfolio, video_url from projects where id = $1', [id])).rows[0];

describe('links are stored only as http(s) addresses (issue 40, item 13)', () => {
  const portfolio = (url: string) => ({
    allowPortfolio: true,
    portfolio: { url, client: 'Client', title: 'Title', descr: '', featured: false },
  });

  it.each(hostileLinks)('refuses the portfolio link %j and keeps the saved one', async (link) => {
    const project = await seedProject(t.database.db);
    expect(
      (await post(`/api/projects/${project.id}/allow-portfolio`, portfolio('https://client.example/case'))).statusCode,
    ).toBe(200);
    const response = await post(`/api/projects/${project.id}/allow-portfolio`, portfolio(link));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Portfolio link must be a web address starting with https:// or http://');
    expect((await projectRow(project.id))?.portfolio).toMatchObject({ url: 'https://client.example/case' });
  });

  it('takes an http(s) portfolio link, or none', async () => {
    const project = await seedProject(t.database.db);
    for (const url of ['http://client.example/', 'https://client.example/case?x=1', '']) {
      const response = await post(`/api/projects/${project.id}/allow-portfolio`, portfolio(url));
      expect(response.statusCode, response.body).toBe(200);
      expect((await projectRow(project.id))?.portfolio).toMatchObject({ url });
    }
  });

  it.each(hostileLinks)('refuses the video link %j', async (link) => {
    const project = await seedProject(t.database.db, { set: { videoUrl: 'https://video.example/kept' } });
    const response = await post(`/api/projects/${project.id}/video-urls`, {
      videoUrl: link,
      videoPreview: '',
      videoWatermarked: '',
      videoFull: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Video links must be a web address starting with https:// or http://');
    expect((await projectRow(project.id))?.video_url).toBe('https://video.example/kept');
  });

  it.each(hostileLinks)('refuses the drive folder link %j', async (link) => {
    const project = await seedProject(t.database.db);
    const response = await post(`/api/projects/${project.id}/gdrive/link`, { folderUrl: link });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('folderUrl must be a web address starting with https:// or http://');
  });
});
