import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '#server/db/schema/index.ts';
import { apiMessagesEn } from '#shared/i18n/api-messages-en.ts';
import { projectStatuses, storyboardStatuses } from '#shared/projects/status.ts';
import {
  storyboardBriefSubmittedMessage,
  type StoryboardBriefBody,
} from '#shared/projects/storyboard-brief/schemas.ts';
import { everyone, useScenesApi, type Who } from '../scenes/support.ts';

const { t, api } = useScenesApi();

const open = { status: 'storyboarding', storyboardStatus: 'new' } as const;
const brief: StoryboardBriefBody = {
  age: '30-45, small business owners',
  ethnicity: 'Thai',
  diversity: 'yes',
  gender: 'equal',
};
const briefUrl = (projectId: string) => `/api/projects/${projectId}/storyboard-brief`;

const storedBrief = async (projectId: string) => {
  const [row] = await t.database.db
    .select({ brief: projects.storyboardBrief })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.brief ?? null;
};

describe('POST /api/projects/{id}/storyboard-brief by level', () => {
  const submitters: Who[] = ['collabClient', 'pm', 'admin'];

  it.each(everyone)('as %s while storyboarding with the storyboard new', async (who) => {
    const project = await api.project(open);
    const response = await api.send(who, 'POST', briefUrl(project.id), brief);
    if (submitters.includes(who)) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: storyboardBriefSubmittedMessage,
        project: { _id: project.id, storyboardBrief: brief },
      });
      expect(await storedBrief(project.id)).toEqual(brief);
      return;
    }
    expect(response.statusCode).toBe(who === 'visitor' ? 401 : 403);
    expect(response.json().message).toBe(apiMessagesEn['api.briefCollaboratorsOnly']);
    expect(await storedBrief(project.id)).toBeNull();
  });

  it('lets a staff member give it once added as a collaborator', async () => {
    const project = await api.project(open);
    const staff = await t.createUser('staff', [], 'Added Staff');
    const cookie = await t.signIn(staff.email);
    const send = () => t.app.inject({ method: 'POST', url: briefUrl(project.id), payload: brief, headers: { cookie } });
    expect((await send()).statusCode).toBe(403);
    expect(
      (await api.send('pm', 'POST', `/api/projects/${project.id}/collabs`, { email: staff.email })).statusCode,
    ).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(await storedBrief(project.id)).toEqual(brief);
  });

  it('answers 404 for a project that does not exist', async () => {
    const response = await api.send('collabClient', 'POST', briefUrl('00000000-0000-4000-8000-000000000000'), brief);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/projects/{id}/storyboard-brief by status', () => {
  const combinations = projectStatuses.flatMap((status) =>
    storyboardStatuses.map((storyboardStatus) => [status, storyboardStatus] as const),
  );

  it.each(combinations)('status %s with storyboard %s', async (status, storyboardStatus) => {
    const project = await api.project({ status, storyboardStatus });
    const response = await api.send('collabClient', 'POST', briefUrl(project.id), brief);
    if (status === 'storyboarding' && storyboardStatus === 'new') {
      expect(response.statusCode).toBe(200);
      expect(await storedBrief(project.id)).toEqual(brief);
      return;
    }
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(apiMessagesEn['api.briefClosed']);
    expect(await storedBrief(project.id)).toBeNull();
  });

  it('tells a non-collaborator that they are not one, even when the brief is closed', async () => {
    const project = await api.project({ status: 'recording', storyboardStatus: 'confirmed' });
    const response = await api.send('otherClient', 'POST', briefUrl(project.id), brief);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(apiMessagesEn['api.briefCollaboratorsOnly']);
  });

  it('replaces the answers when sent again while open, and keeps the last ones once closed', async () => {
    const project = await api.project(open);
    await api.send('collabClient', 'POST', briefUrl(project.id), brief);
    const changed = { age: 'Teenagers', ethnicity: 'Mixed', diversity: 'no', gender: 'female' } as const;
    const again = await api.send('collabClient', 'POST', briefUrl(project.id), changed);
    expect(again.json()).toMatchObject({
      message: storyboardBriefSubmittedMessage,
      project: { storyboardBrief: changed },
    });
    await api.send('pm', 'POST', `/api/projects/${project.id}/status`, { storyboardStatus: 'sketch-pending' });
    const late = await api.send('collabClient', 'POST', briefUrl(project.id), brief);
    expect(late.statusCode).toBe(409);
    expect(await storedBrief(project.id)).toEqual(changed);
  });
});

describe('POST /api/projects/{id}/storyboard-brief validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no age', { ...brief, age: undefined }, 'Tell us the age of your audience'],
    ['a blank age', { ...brief, age: '   ' }, 'Tell us the age of your audience'],
    ['an age that is not text', { ...brief, age: 30 }, 'Tell us the age of your audience'],
    ['a 201-character age', { ...brief, age: 'a'.repeat(201) }, 'The age must be at most 200 characters'],
    ['no ethnicity', { ...brief, ethnicity: undefined }, 'Tell us the ethnicity of your audience'],
    ['a blank ethnicity', { ...brief, ethnicity: '' }, 'Tell us the ethnicity of your audience'],
    [
      'a 201-character ethnicity',
      { ...brief, ethnicity: 'e'.repeat(201) },
      'The ethnicity must be at most 200 characters',
    ],
    ['no diversity', { ...brief, diversity: undefined }, 'Choose whether the cast should be diverse: yes or no'],
    ['diversity true', { ...brief, diversity: true }, 'Choose whether the cast should be diverse: yes or no'],
    ['no gender', { ...brief, gender: undefined }, 'Choose the gender of the cast: equal, female or male'],
    ['gender other', { ...brief, gender: 'other' }, 'Choose the gender of the cast: equal, female or male'],
  ];

  it.each(cases)('refuses %s with a message naming the question', async (_name, body, message) => {
    const project = await api.project(open);
    const response = await api.send('collabClient', 'POST', briefUrl(project.id), JSON.parse(JSON.stringify(body)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedBrief(project.id)).toBeNull();
  });

  it('stores the answers trimmed, and exactly 200 characters is accepted', async () => {
    const project = await api.project(open);
    const response = await api.send('collabClient', 'POST', briefUrl(project.id), {
      ...brief,
      age: '  Retirees  ',
      ethnicity: 'x'.repeat(200),
    });
    expect(response.statusCode).toBe(200);
    expect(await storedBrief(project.id)).toEqual({ ...brief, age: 'Retirees', ethnicity: 'x'.repeat(200) });
  });
});

describe('the saved brief on GET /api/projects/{id}', () => {
  const readers: Who[] = ['collabClient', 'pm', 'admin', 'staff', 'storyboardFreelancer'];

  it.each(everyone)('as %s, once given and after the storyboard moved on', async (who) => {
    const project = await api.project(open);
    expect((await api.send('collabClient', 'POST', briefUrl(project.id), brief)).statusCode).toBe(200);
    await api.send('pm', 'POST', `/api/projects/${project.id}/status`, {
      status: 'recording',
      storyboardStatus: 'confirmed',
    });
    const response = await api.send(who, 'GET', `/api/projects/${project.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().project.storyboardBrief).toEqual(readers.includes(who) ? brief : null);
  });

  it('is null for everyone until a brief is given', async () => {
    const project = await api.project(open);
    for (const who of everyone) {
      expect((await api.send(who, 'GET', `/api/projects/${project.id}`)).json().project.storyboardBrief).toBeNull();
    }
  });

  it('is not in the project list cards', async () => {
    const project = await api.project(open);
    await api.send('collabClient', 'POST', briefUrl(project.id), brief);
    const list = (await api.send('admin', 'GET', '/api/projects')).json().items as { _id: string }[];
    const card = list.find((item) => item._id === project.id);
    expect(card).toBeDefined();
    expect(card).not.toHaveProperty('storyboardBrief');
  });
});
