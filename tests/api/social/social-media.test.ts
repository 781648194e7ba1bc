import { describe, expect, it } from 'vitest';
import type { SocialMedia } from '#shared/projects/social/social.ts';
import { jpegImage, pngImage } from '../../support/images.ts';
import { multipartBody, multipartHeaders } from '../../support/multipart.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';

const { t, people, api } = useScenesApi();

const managers: Who[] = ['admin', 'pm'];
const refusedStatus = (who: Who) => (who === 'visitor' ? 401 : 403);
const refusedMessage = (who: Who) =>
  who === 'visitor' ? 'Please sign in to continue' : 'Only project managers can change Cover & Titles';

const base = (projectId: string) => `/api/projects/${projectId}`;
const sectionOf = async (projectId: string): Promise<SocialMedia> =>
  (await api.send('pm', 'GET', `${base(projectId)}/social-media`)).json().socialMedia;

const uploadCover = (who: Who, projectId: string, filename: string, content: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: `${base(projectId)}/social-media-cover`,
    headers: { ...multipartHeaders, ...(people[who].cookie ? { cookie: people[who].cookie } : {}) },
    payload: multipartBody({ filename, content }),
  });

const addTitle = async (projectId: string, text: string): Promise<string> => {
  const response = await api.send('pm', 'POST', `${base(projectId)}/social-media-title`, { text });
  const title = (response.json().socialMedia as SocialMedia).titles.find((each) => each.text === text);
  if (!title) throw new Error(`title ${text} was not added`);
  return title.id;
};

describe('social media titles', () => {
  it.each(everyone)('%s: only project managers add, rate, score and remove titles', async (who) => {
    const project = await api.project();
    const allowed = managers.includes(who);
    const added = await api.send(who, 'POST', `${base(project.id)}/social-media-title`, {
      text: `  A title by ${who}  `,
    });
    const read = await api.send(who, 'GET', `${base(project.id)}/social-media`);
    if (!allowed) {
      expect([added.statusCode, read.statusCode]).toEqual([refusedStatus(who), refusedStatus(who)]);
      // A visitor is asked to sign in (401) with the section's own refusal.
      expect(added.json().message).toBe('Only project managers can change Cover & Titles');
      expect((await sectionOf(project.id)).titles).toEqual([]);
      const titleId = await addTitle(project.id, 'Made by the PM');
      for (const [method, path, payload] of [
        ['POST', `/social-media-title/${titleId}/rate`, { rating: 5 }],
        ['POST', `/social-media-title/${titleId}/performance`, { score: 2 }],
        ['DELETE', `/social-media-title/${titleId}`, undefined],
      ] as const) {
        const response = await api.send(who, method, `${base(project.id)}${path}`, payload);
        expect(response.statusCode).toBe(refusedStatus(who));
      }
      const [title] = (await sectionOf(project.id)).titles;
      expect(title).toMatchObject({ text: 'Made by the PM', rating: null, ratings: {}, score: null });
      return;
    }
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Title added');
    const [title] = added.json().socialMedia.titles;
    expect(title).toMatchObject({
      text: `A title by ${who}`,
      user: { _id: people[who].id },
      rating: null,
      ratings: {},
      score: null,
    });
    const rated = await api.send(who, 'POST', `${base(project.id)}/social-media-title/${title.id}/rate`, { rating: 4 });
    expect(rated.json()).toMatchObject({
      message: 'Rating saved',
      socialMedia: { titles: [{ rating: 4, ratings: { [people[who].id]: 4 } }] },
    });
    const scored = await api.send(who, 'POST', `${base(project.id)}/social-media-title/${title.id}/performance`, {
      score: -1,
    });
    expect(scored.json()).toMatchObject({
      message: 'Performance score saved',
      socialMedia: { titles: [{ score: -1 }] },
    });
    const removed = await api.send(who, 'DELETE', `${base(project.id)}/social-media-title/${title.id}`);
    expect(removed.json()).toEqual({ message: 'Title removed', socialMedia: { titles: [], covers: [] } });
  });

  it('refuses an empty title and a rating or score outside the scale, saving nothing', async () => {
    const project = await api.project();
    const empty = await api.send('pm', 'POST', `${base(project.id)}/social-media-title`, { text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Title is required']);
    const titleId = await addTitle(project.id, 'Why your invoices pay late');
    const badRating = await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${titleId}/rate`, {
      rating: 6,
    });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().message).toMatch(/rating/i);
    const badScore = await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${titleId}/performance`, {
      score: 3,
    });
    expect([badScore.statusCode, badScore.json().message]).toEqual([400, 'Choose excellent, good, no changes or bad']);
    expect((await sectionOf(project.id)).titles).toMatchObject([
      { text: 'Why your invoices pay late', rating: null, score: null },
    ]);
  });

  it('averages the ratings of every user, one rating per user', async () => {
    const project = await api.project();
    const titleId = await addTitle(project.id, 'Three steps to a calmer inbox');
    await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${titleId}/rate`, { rating: 2 });
    await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${titleId}/rate`, { rating: 5 });
    await api.send('admin', 'POST', `${base(project.id)}/social-media-title/${titleId}/rate`, { rating: 4 });
    const [title] = (await sectionOf(project.id)).titles;
    expect(title?.ratings).toEqual({ [people.pm.id]: 5, [people.admin.id]: 4 });
    expect(title?.rating).toBe(4.5);
  });

  it('sorts by performance score, highest first, unscored titles last', async () => {
    const project = await api.project();
    const ids: Record<string, string> = {};
    for (const text of ['unscored', 'bad', 'excellent', 'no changes', 'good'])
      ids[text] = await addTitle(project.id, text);
    const scores: Record<string, number> = { bad: -1, excellent: 2, 'no changes': 0, good: 1 };
    for (const [text, score] of Object.entries(scores))
      await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${ids[text]}/performance`, { score });
    expect((await sectionOf(project.id)).titles.map((title) => title.text)).toEqual([
      'excellent',
      'good',
      'no changes',
      'bad',
      'unscored',
    ]);
  });

  it('answers 404 for a title of another project and for an id that names nothing', async () => {
    const project = await api.project();
    const other = await api.project();
    const titleId = await addTitle(other.id, 'Belongs elsewhere');
    for (const id of [titleId, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await api.send('pm', 'POST', `${base(project.id)}/social-media-title/${id}/performance`, {
        score: 1,
      });
      expect([response.statusCode, response.json().message]).toEqual([404, 'Title not found']);
    }
    expect((await sectionOf(other.id)).titles).toMatchObject([{ score: null }]);
  });

  it('lets only project managers comment on a title', async () => {
    const project = await api.project();
    const titleId = await addTitle(project.id, 'Commented title');
    const post = (who: Who) =>
      api.send(who, 'POST', '/api/comments', { itemId: titleId, itemType: 'social-title', text: `Note from ${who}` });
    expect((await post('pm')).statusCode).toBe(200);
    expect((await post('staff')).statusCode).toBe(403);
    const list = await api.send('admin', 'GET', `/api/comments?itemId=${titleId}&itemType=social-title`);
    expect(list.json().items.map((comment: { text: string }) => comment.text)).toEqual(['Note from pm']);
  });
});

describe('social media covers', () => {
  it.each(everyone)('%s: only project managers upload, score and remove covers', async (who) => {
    const project = await api.project();
    const uploaded = await uploadCover(who, project.id, 'cover a.png', await pngImage(1200, 630));
    if (!managers.includes(who)) {
      expect([uploaded.statusCode, uploaded.json().message]).toEqual([refusedStatus(who), refusedMessage(who)]);
      const pmCover = (await uploadCover('pm', project.id, 'pm.jpg', await jpegImage(600, 315))).json().socialMedia
        .covers[0];
      const scored = await api.send(who, 'POST', `${base(project.id)}/social-media-cover/performance`, {
        fileId: pmCover.fileId,
        score: 2,
      });
      const removed = await api.send(who, 'DELETE', `${base(project.id)}/social-media-cover?fileId=${pmCover.fileId}`);
      expect([scored.statusCode, removed.statusCode]).toEqual([refusedStatus(who), refusedStatus(who)]);
      expect((await sectionOf(project.id)).covers).toEqual([
        { fileId: pmCover.fileId, ext: 'jpg', name: 'pm.jpg', score: null },
      ]);
      return;
    }
    expect(uploaded.statusCode).toBe(200);
    const body = uploaded.json();
    expect(body.message).toBe('Cover image uploaded');
    const [cover] = body.socialMedia.covers;
    expect(cover).toMatchObject({ ext: 'png', name: 'cover a.png', score: null });
    expect((await t.app.inject({ method: 'GET', url: `/media/${cover.fileId}t.jpg` })).statusCode).toBe(200);
    const scored = await api.send(who, 'POST', `${base(project.id)}/social-media-cover/performance`, {
      fileId: cover.fileId,
      score: 1,
    });
    expect(scored.json()).toMatchObject({
      message: 'Performance score saved',
      socialMedia: { covers: [{ fileId: cover.fileId, score: 1 }] },
    });
    const removed = await api.send(who, 'DELETE', `${base(project.id)}/social-media-cover?fileId=${cover.fileId}`);
    expect(removed.json()).toEqual({ message: 'Cover image removed', socialMedia: { titles: [], covers: [] } });
  });

  it('refuses a file that is not an image and a cover of another project', async () => {
    const project = await api.project();
    const notImage = await uploadCover('pm', project.id, 'cover.png', 'plain words');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('cover.png is not an image: use JPEG, PNG, GIF, WEBP, AVIF, TIFF');
    const other = await api.project();
    const foreign = (await uploadCover('pm', other.id, 'other.png', await pngImage(300, 300))).json().socialMedia
      .covers[0];
    const scored = await api.send('pm', 'POST', `${base(project.id)}/social-media-cover/performance`, {
      fileId: foreign.fileId,
      score: 2,
    });
    const removed = await api.send('pm', 'DELETE', `${base(project.id)}/social-media-cover?fileId=${foreign.fileId}`);
    const missing = await api.send('pm', 'DELETE', `${base(project.id)}/social-media-cover`);
    expect([scored.statusCode, removed.statusCode, missing.statusCode]).toEqual([404, 404, 400]);
    expect(removed.json().message).toBe('That image is not one of this project’s social media covers');
    expect(missing.json().message).toBe('fileId is required');
    expect((await sectionOf(other.id)).covers).toMatchObject([{ fileId: foreign.fileId, score: null }]);
    expect((await sectionOf(project.id)).covers).toEqual([]);
  });

  it('sorts covers by score, unscored last', async () => {
    const project = await api.project();
    for (const name of ['first.png', 'second.png']) await uploadCover('pm', project.id, name, await pngImage(400, 210));
    const covers = (await sectionOf(project.id)).covers;
    await api.send('pm', 'POST', `${base(project.id)}/social-media-cover/performance`, {
      fileId: covers[1]?.fileId,
      score: 0,
    });
    expect((await sectionOf(project.id)).covers.map((cover) => [cover.name, cover.score])).toEqual([
      ['second.png', 0],
      ['first.png', null],
    ]);
  });
});
