import { beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse, JobStatsResponse } from '#shared/jobs/schemas.ts';
import type { UserSummary } from '#shared/users/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { createJobAs, expectOk, insertProject, studio, type Caller, type Studio } from './job-fixtures.ts';

const t = useTestApp();
let s: Studio;
let projectId: string;
let otherProjectId: string;
const ids: Record<string, string> = {};

const list = async (who: Caller, query = ''): Promise<JobListResponse> =>
  expectOk(await who.get(`/api/jobs${query}`)).json<JobListResponse>();

beforeAll(async () => {
  s = await studio(t);
  projectId = await insertProject(t.database.db, 'Listed project');
  otherProjectId = await insertProject(t.database.db, 'Other project');
  const make = async (
    name: string,
    status: 'open' | 'inprogress' | 'pending' | 'completed' | 'paid',
    input: object = {},
  ) => {
    const job = await createJobAs(s.as.pm, { projectId, price: 10, sceneCount: 2, ...input });
    ids[name] = job._id;
    if (status === 'open') return;
    expectOk(await s.as.recorder.post(`/api/jobs/${job._id}/claim`));
    if (status === 'inprogress') return;
    expectOk(await s.as.recorder.post(`/api/jobs/${job._id}/submit`, { comment: 'Recorded' }));
    if (status === 'pending') return;
    expectOk(await s.as.pm.post(`/api/jobs/${job._id}/approve`));
    if (status === 'paid') expectOk(await s.as.admin.post(`/api/jobs/${job._id}/paid`));
  };
  await make('open', 'open');
  await make('inprogress', 'inprogress');
  await make('pending', 'pending');
  await make('completed', 'completed');
  await make('paid', 'paid');
  ids.elsewhere = (await createJobAs(s.as.pm, { projectId: otherProjectId, jobType: 'voice', price: 7 }))._id;
});

const idsOf = (response: JobListResponse) => response.items.map((job) => job._id);

describe('GET /api/jobs', () => {
  it('defaults to incomplete jobs, newest first', async () => {
    expect(idsOf(await list(s.as.recorder2))).toEqual([ids.elsewhere, ids.pending, ids.inprogress, ids.open]);
  });

  it('filters by status: open, inprogress, pending, completed, unpaid, my-jobs', async () => {
    // Available holds only what the viewer may take: the voice job is not for a recorder.
    expect(idsOf(await list(s.as.recorder2, '?status=open'))).toEqual([ids.open]);
    expect(idsOf(await list(s.as.recorder2, '?status=inprogress'))).toEqual([ids.inprogress]);
    expect(idsOf(await list(s.as.recorder2, '?status=pending'))).toEqual([ids.pending]);
    expect(idsOf(await list(s.as.recorder2, '?status=completed'))).toEqual([ids.paid, ids.completed]);
    expect(idsOf(await list(s.as.recorder2, '?status=unpaid'))).toEqual([ids.completed]);
    expect(idsOf(await list(s.as.recorder, '?status=my-jobs'))).toEqual([
      ids.paid,
      ids.completed,
      ids.pending,
      ids.inprogress,
    ]);
    expect(idsOf(await list(s.as.recorder2, '?status=my-jobs'))).toEqual([]);
  });

  it('limits to one project with projectId', async () => {
    expect(idsOf(await list(s.as.pm, `?status=open&projectId=${otherProjectId}`))).toEqual([ids.elsewhere]);
  });

  it('pages with a limit and the last id of the previous page', async () => {
    const first = await list(s.as.pm, '?status=incomplete&limit=2');
    expect(idsOf(first)).toEqual([ids.elsewhere, ids.pending]);
    expect(first.nextBefore).toBe(ids.pending);
    const second = await list(s.as.pm, `?status=incomplete&limit=2&before=${first.nextBefore}`);
    expect(idsOf(second)).toEqual([ids.inprogress, ids.open]);
    expect(second.nextBefore).toBeNull();
  });

  it('filters By Staff for admins only', async () => {
    expect(idsOf(await list(s.as.admin, `?status=completed&user=${s.recorder._id}`))).toEqual([
      ids.paid,
      ids.completed,
    ]);
    expect(idsOf(await list(s.as.admin, `?status=completed&user=${s.recorder2._id}`))).toEqual([]);
    const refused = await s.as.pm.get(`/api/jobs?user=${s.recorder._id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe('Only admins can filter jobs by staff');
  });
});

describe('GET /api/jobs/stats', () => {
  it('counts and totals by status and by person for project managers', async () => {
    const stats = expectOk(await s.as.pm.get(`/api/jobs/stats?projectId=${projectId}`)).json<JobStatsResponse>();
    expect(stats.byStatus).toEqual([
      { status: 'open', count: 1, total: 20 },
      { status: 'inprogress', count: 1, total: 20 },
      { status: 'pending', count: 1, total: 20 },
      { status: 'completed', count: 2, total: 40 },
    ]);
    expect(stats.byPerson).toEqual([{ user: s.recorder._id, name: 'Rita Recorder', count: 4, total: 80 }]);
    expect(stats.unclaimed).toEqual({ count: 1, total: 20 });
    const all = expectOk(await s.as.pm.get('/api/jobs/stats')).json<JobStatsResponse>();
    expect(all.byStatus[0]).toEqual({ status: 'open', count: 2, total: 27 });
  });

  it('refuses contributors who are not project managers', async () => {
    expect((await s.as.recorder.get('/api/jobs/stats')).statusCode).toBe(403);
  });
});

describe('around jobs', () => {
  it('lets contributors comment on a job, and refuses clients', async () => {
    const posted = await s.as.recorder.post('/api/comments', {
      itemType: 'job',
      itemId: ids.open,
      text: 'Which voice?',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const listed = expectOk(await s.as.pm.get(`/api/comments?itemId=${ids.open}&itemType=job`)).json<{
      items: { text: string }[];
      item: { title: string };
    }>();
    expect(listed.items.map((comment) => comment.text)).toEqual(['Which voice?']);
    expect(listed.item.title).toBe('Recording · Listed project');
    expect(
      (await s.as.client.post('/api/comments', { itemType: 'job', itemId: ids.open, text: 'Hi' })).statusCode,
    ).toBe(403);
  });

  it('lists power users for the staff pickers with GET /api/users?level=power', async () => {
    const { items } = expectOk(await s.as.pm.get('/api/users?level=power&limit=50')).json<{ items: UserSummary[] }>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((user) => user.level === 'admin' || user.level === 'staff')).toBe(true);
    expect(items.map((user) => user._id)).toContain(s.staffRecorder._id);
  });
});

describe('Available: only what the viewer may take (spec §6 claim rule)', () => {
  it('lists open jobs of a matching role, on no staff list or on theirs; project managers see every open job', async () => {
    const availableProject = await insertProject(t.database.db, 'Available project');
    const make = async (input: object) =>
      (await createJobAs(s.as.pm, { projectId: availableProject, price: 10, ...input }))._id;
    const storyboard = await make({ jobType: 'storyboard' });
    const storyboardForRob = await make({ jobType: 'storyboard', staff: [s.recorder2._id] });
    const storyboardForArt = await make({ jobType: 'storyboard', staffBackup: [s.artist._id] });
    const script = await make({ jobType: 'script' });
    const anyone = await make({ jobType: 'other', title: 'Check the subtitles' });
    const auction = await make({ jobType: 'storyboard', isAuction: true });
    const available = (who: Caller) => list(who, `?status=open&projectId=${availableProject}`).then(idsOf);
    expect(await available(s.as.artist)).toEqual([auction, anyone, storyboardForArt, storyboard]);
    expect(await available(s.as.recorder)).toEqual([anyone]);
    expect(await available(s.as.pm)).toEqual([auction, anyone, script, storyboardForArt, storyboardForRob, storyboard]);
    // The other lists still show every job.
    expect(idsOf(await list(s.as.artist, `?status=incomplete&projectId=${availableProject}`))).toHaveLength(6);
  });

  it('tells the job form how many contributors hold a role that may claim a type', async () => {
    const holders = async (jobType: string) =>
      expectOk(await s.as.pm.get(`/api/jobs/role-holders?jobType=${jobType}`)).json<{ count: number }>().count;
    expect(await holders('script')).toBe(0);
    expect(await holders('storyboard')).toBe(1);
    expect(await holders('recording')).toBe(3);
    // 'other' is open to every contributor, and storyboard descriptions to storyboard artists and script writers.
    expect(await holders('other')).toBe(6);
    expect(await holders('storyboard-descriptions')).toBe(1);
    const refused = await s.as.recorder.get('/api/jobs/role-holders?jobType=script');
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      403,
      'Only project managers can create jobs',
    ]);
    expect((await s.as.pm.get('/api/jobs/role-holders?jobType=juggling')).statusCode).toBe(400);
  });
});
