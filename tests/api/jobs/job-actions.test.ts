import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, scenes } from '#server/db/schema/index.ts';
import type { Job } from '#shared/jobs/schemas.ts';
import type { ProjectStatus } from '#shared/projects/status.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  createJobAs,
  expectOk,
  insertProject,
  insertScene,
  insertUpload,
  jobOf,
  messageOf,
  studio,
  type Caller,
  type Studio,
} from './job-fixtures.ts';

const t = useTestApp();
let s: Studio;
let projectId: string;

beforeAll(async () => {
  s = await studio(t);
  projectId = await insertProject(t.database.db, 'Fitness app launch');
});

const act = (who: Caller, job: Pick<Job, '_id'>, action: string, body?: object) =>
  who.post(`/api/jobs/${job._id}/${action}`, body ?? {});

/** A fixed-price recording job brought to a status by the real actions. */
const jobIn = async (
  status: 'open' | 'inprogress' | 'pending' | 'completed',
  claimer: Caller = s.as.recorder,
): Promise<Job> => {
  const job = await createJobAs(s.as.pm, { projectId });
  if (status === 'open') return job;
  expectOk(await act(claimer, job, 'claim'));
  if (status === 'inprogress') return job;
  expectOk(await act(claimer, job, 'submit', { comment: 'Done' }));
  if (status === 'pending') return job;
  return jobOf(expectOk(await act(s.as.admin, job, 'approve')));
};

describe('claim', () => {
  it('lets an eligible contributor claim an open job, which moves to inprogress with the claimer and date', async () => {
    const job = await jobIn('open');
    const response = expectOk(await act(s.as.recorder, job, 'claim'));
    expect(messageOf(response)).toBe('Job claimed');
    expect(jobOf(response)).toMatchObject({
      status: 'inprogress',
      claimedBy: { user: s.recorder._id, name: 'Rita Recorder' },
    });
  });

  it('refuses a contributor without a role matching the job type', async () => {
    const refused = await act(s.as.artist, await jobIn('open'), 'claim');
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toContain('role matching its type');
  });

  it('with a staff list, lets only staff and backup staff with the role claim', async () => {
    const listed = await createJobAs(s.as.pm, {
      projectId,
      staff: [s.recorder._id],
      staffBackup: [s.staffRecorder._id],
    });
    expect((await act(s.as.recorder2, listed, 'claim')).statusCode).toBe(403);
    expectOk(await act(s.as.staffRecorder, listed, 'claim'));
    const staffed = await createJobAs(s.as.pm, { projectId, staff: [s.artist._id] });
    // On the list but without the role: the role must match as well.
    expect((await act(s.as.artist, staffed, 'claim')).statusCode).toBe(403);
  });

  it('answers 409 to the second of two claims', async () => {
    const job = await jobIn('open');
    const [first, second] = await Promise.all([act(s.as.recorder, job, 'claim'), act(s.as.recorder2, job, 'claim')]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(messageOf(loser)).toBe('Someone else claimed this job a moment ago');
  });
});

describe('only the claimer submits or releases', () => {
  it('submits for approval with a comment and own files', async () => {
    const job = await jobIn('inprogress');
    const file = await insertUpload(t.database.db, s.recorder._id, 'take1.mp3', false);
    const response = expectOk(
      await act(s.as.recorder, job, 'submit', {
        comment: 'All *scenes* recorded',
        files: [{ id: file, name: 'take1.mp3' }],
      }),
    );
    expect(messageOf(response)).toBe('Job submitted for approval');
    expect(jobOf(response)).toMatchObject({
      status: 'pending',
      submission: { comment: 'All *scenes* recorded', files: [{ id: file, name: 'take1.mp3' }] },
    });
    expect(jobOf(response).submission?.commentHtml).toContain('<em>scenes</em>');
  });

  it('refuses empty work: neither a comment nor a file', async () => {
    const job = await jobIn('inprogress');
    for (const body of [{}, { comment: '  ', files: [] }]) {
      const refused = await act(s.as.recorder, job, 'submit', body);
      expect([refused.statusCode, messageOf(refused)]).toEqual([
        400,
        'Add a comment or a file that shows the work before submitting it',
      ]);
    }
    expect(jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`)))).toMatchObject({
      status: 'inprogress',
      submission: null,
    });
    // A file alone shows the work.
    const file = await insertUpload(t.database.db, s.recorder._id, 'take2.mp3', false);
    expect(
      jobOf(expectOk(await act(s.as.recorder, job, 'submit', { files: [{ id: file, name: 'take2.mp3' }] }))).status,
    ).toBe('pending');
  });

  it('refuses submit and release-myself to anyone but the claimer, the PM and admin included', async () => {
    const job = await jobIn('inprogress');
    for (const who of [s.as.recorder2, s.as.pm, s.as.admin]) {
      for (const action of ['submit', 'release-myself']) {
        const refused = await act(who, job, action);
        expect(refused.statusCode, action).toBe(403);
        expect(messageOf(refused)).toBe('Only the person who claimed this job can do that');
      }
    }
    const released = jobOf(expectOk(await act(s.as.recorder, job, 'release-myself')));
    expect(released).toMatchObject({ status: 'open', claimedBy: null });
  });
});

describe('moderation: admins, or PMs who are not the claimer', () => {
  it('release-user frees an inprogress job; contributors are refused', async () => {
    const job = await jobIn('inprogress');
    const refused = await act(s.as.recorder2, job, 'release-user');
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Only admins, or project managers who did not claim this job, can do that');
    expect(jobOf(expectOk(await act(s.as.pm, job, 'release-user')))).toMatchObject({ status: 'open', claimedBy: null });
  });

  it('Request Revision needs a reason, and sends the pending job back to its claimer with it', async () => {
    const job = await jobIn('pending');
    for (const body of [{}, { comment: '   ' }]) {
      const refused = await act(s.as.pm, job, 'reject', body);
      expect([refused.statusCode, messageOf(refused)]).toEqual([
        400,
        'Say what needs revising: the reason goes to the person who claimed the job',
      ]);
    }
    expect(jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`))).status).toBe('pending');
    const response = expectOk(await act(s.as.pm, job, 'reject', { comment: 'Scene 2 needs a **warmer** voice' }));
    expect(messageOf(response)).toBe('Revision requested');
    expect(jobOf(response)).toMatchObject({
      status: 'inprogress',
      claimedBy: { user: s.recorder._id },
      revision: { comment: 'Scene 2 needs a **warmer** voice' },
    });
    // The claimer reads the reason on the job and in the notification of the request.
    const seen = jobOf(expectOk(await s.as.recorder.get(`/api/jobs/${job._id}`)));
    expect(seen.revision?.commentHtml).toContain('<strong>warmer</strong>');
    await t.app.notificationsIdle();
    const notifications = expectOk(await s.as.recorder.get('/api/notifs')).json<{
      items: { itemId: string; itemAction: string; text: string }[];
    }>().items;
    expect(notifications.find((item) => item.itemId === job._id && item.itemAction === 'job-reject')?.text).toBe(
      'Scene 2 needs a **warmer** voice',
    );
    // Released, the job carries no one's revision request to the next claimer.
    const released = jobOf(expectOk(await act(s.as.recorder, job, 'release-myself')));
    expect(released.revision).toBeNull();
  });

  it('approve works from pending and inprogress, not from open', async () => {
    expect(jobOf(expectOk(await act(s.as.pm, await jobIn('pending'), 'approve'))).status).toBe('completed');
    expect(jobOf(expectOk(await act(s.as.admin, await jobIn('inprogress'), 'approve'))).status).toBe('completed');
    const refused = await act(s.as.admin, await jobIn('open'), 'approve');
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('This job is open now, so that is not possible');
  });

  it('a PM who claimed the job cannot moderate it; an admin who claimed it can', async () => {
    const pmWithRole = await t.createUser('staff', ['project-manager', 'recording'], 'Pam Both');
    const asPmWithRole: Caller = (await import('./job-fixtures.ts')).caller(t, await t.signIn(pmWithRole.email));
    const job = await jobIn('pending', asPmWithRole);
    expect((await act(asPmWithRole, job, 'approve')).statusCode).toBe(403);
    expect((await act(asPmWithRole, job, 'reject')).statusCode).toBe(403);
    expectOk(await act(s.as.pm, job, 'approve'));
  });

  it('a PM who claimed the job cannot move it from the job menu either: every status is a moderation', async () => {
    const pmWithRole = await t.createUser('staff', ['project-manager', 'recording'], 'Paul Both');
    const asPmWithRole: Caller = (await import('./job-fixtures.ts')).caller(t, await t.signIn(pmWithRole.email));
    const job = await jobIn('inprogress', asPmWithRole);
    for (const status of ['completed', 'pending', 'open'] as const) {
      const refused = await asPmWithRole.post(`/api/jobs/${job._id}/status`, { status });
      expect([refused.statusCode, messageOf(refused)], status).toEqual([
        403,
        'Only admins, or project managers who did not claim this job, can do that',
      ]);
    }
    const unchanged = jobOf(expectOk(await s.as.admin.get(`/api/jobs/${job._id}`)));
    expect(unchanged).toMatchObject({ status: 'inprogress', claimedBy: { user: pmWithRole._id } });
    expect(jobOf(expectOk(await s.as.pm.post(`/api/jobs/${job._id}/status`, { status: 'completed' }))).status).toBe(
      'completed',
    );
  });
});

const setProjectStatus = (id: string, status: ProjectStatus) =>
  t.database.db.update(projects).set({ status }).where(eq(projects.id, id));

const sceneStatusesOf = async (ids: string[]) => {
  const rows = await t.database.db.select({ id: scenes.id, status: scenes.status }).from(scenes);
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
};

const claimSubmitApprove = async (job: Job) => {
  expectOk(await act(s.as.recorder, job, 'claim'));
  expectOk(await act(s.as.recorder, job, 'submit', { comment: 'All scenes recorded' }));
  expectOk(await act(s.as.pm, job, 'approve'));
};

describe('production link', () => {
  it("approving a recording job moves the project's scenes to recording-completed and ticks video-recording", async () => {
    const produced = await insertProject(t.database.db, 'Produced');
    await setProjectStatus(produced, 'recording');
    await insertScene(t.database.db, produced, 0);
    await insertScene(t.database.db, produced, 1);
    const job = await createJobAs(s.as.pm, { projectId: produced });
    expectOk(await act(s.as.recorder, job, 'claim'));
    expectOk(await act(s.as.recorder, job, 'submit', { comment: 'All scenes recorded' }));
    const before = await t.database.db
      .select({ status: scenes.status })
      .from(scenes)
      .where(eq(scenes.projectId, produced));
    expect(before.map((row) => row.status)).toEqual([null, null]);
    expectOk(await act(s.as.pm, job, 'approve'));
    const after = await t.database.db
      .select({ status: scenes.status })
      .from(scenes)
      .where(eq(scenes.projectId, produced));
    expect(after.map((row) => row.status)).toEqual(['recording-completed', 'recording-completed']);
    const [project] = await t.database.db
      .select({ checklist: projects.checklist, progress: projects.progress })
      .from(projects)
      .where(eq(projects.id, produced));
    expect(project).toEqual({ checklist: { 'video-recording': true }, progress: 10 });
  });

  it('moves only the scenes the job was for, and only forward', async () => {
    const produced = await insertProject(t.database.db, 'Partly recorded');
    await setProjectStatus(produced, 'recording');
    const [fresh, waiting, finished, other] = [
      await insertScene(t.database.db, produced, 0),
      await insertScene(t.database.db, produced, 1),
      await insertScene(t.database.db, produced, 2),
      await insertScene(t.database.db, produced, 3),
    ];
    await t.database.db.update(scenes).set({ status: 'pending-recording' }).where(eq(scenes.id, waiting));
    await t.database.db.update(scenes).set({ status: 'scene-completed' }).where(eq(scenes.id, finished));
    const job = await createJobAs(s.as.pm, { projectId: produced, sceneIds: [fresh, waiting, finished] });
    expect(job.sceneIds).toEqual([fresh, waiting, finished]);
    await claimSubmitApprove(job);
    expect(await sceneStatusesOf([fresh, waiting, finished, other])).toEqual([
      'recording-completed',
      'recording-completed',
      'scene-completed',
      null,
    ]);
  });

  it('a job is for every original scene of its project when it names none, and for no scene of another', async () => {
    const produced = await insertProject(t.database.db, 'All scenes');
    const first = await insertScene(t.database.db, produced, 0);
    const second = await insertScene(t.database.db, produced, 1);
    expect((await createJobAs(s.as.pm, { projectId: produced })).sceneIds).toEqual([first, second]);
    const elsewhere = await insertScene(t.database.db, await insertProject(t.database.db, 'Elsewhere'), 0);
    const refused = await s.as.pm.post('/api/jobs', {
      projectId: produced,
      jobType: 'recording',
      body: 'Record',
      sceneCount: 1,
      price: 10,
      sceneIds: [elsewhere],
    });
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      400,
      'A job can only be for scenes of its own project (the original, not an extension)',
    ]);
    const empty = await s.as.pm.post('/api/jobs', {
      projectId: produced,
      jobType: 'recording',
      body: 'Record',
      sceneCount: 1,
      price: 10,
      sceneIds: [],
    });
    expect([empty.statusCode, messageOf(empty)]).toEqual([
      400,
      'A job is for at least one scene: tick the scenes it is for',
    ]);
  });

  it('changes nothing on a project whose status has not reached the stage of the job', async () => {
    const early = await insertProject(t.database.db, 'Still new');
    const scene = await insertScene(t.database.db, early, 0);
    for (const status of ['new', 'script-writing', 'storyboarding', 'cancelled'] as const) {
      await setProjectStatus(early, status);
      await claimSubmitApprove(await createJobAs(s.as.pm, { projectId: early }));
      expect(await sceneStatusesOf([scene]), status).toEqual([null]);
    }
    const [project] = await t.database.db
      .select({ checklist: projects.checklist, progress: projects.progress })
      .from(projects)
      .where(eq(projects.id, early));
    expect(project).toEqual({ checklist: {}, progress: 0 });
  });

  it('leaves scenes alone for job types that are not production steps', async () => {
    const other = await insertProject(t.database.db, 'Voice only');
    await insertScene(t.database.db, other, 0);
    const job = await createJobAs(s.as.pm, { projectId: other, jobType: 'other', title: 'Subtitles' });
    expectOk(await act(s.as.recorder, job, 'claim'));
    expectOk(await act(s.as.pm, job, 'approve'));
    const rows = await t.database.db.select({ status: scenes.status }).from(scenes).where(eq(scenes.projectId, other));
    expect(rows.map((row) => row.status)).toEqual([null]);
  });
});

describe('paid marks and the job menu', () => {
  it('lets an admin mark a completed job paid (recording who and when) and unpaid again; PMs are refused', async () => {
    const job = await jobIn('completed');
    const refused = await act(s.as.pm, job, 'paid');
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Only admins can mark a completed job paid or unpaid');
    const paid = expectOk(await act(s.as.admin, job, 'paid'));
    expect(messageOf(paid)).toBe('Job marked paid');
    expect(jobOf(paid)).toMatchObject({ paid: true, paidBy: { user: s.admin._id, name: 'Ada Admin' } });
    expect(jobOf(expectOk(await act(s.as.admin, job, 'unpaid')))).toMatchObject({ paid: false, paidBy: null });
  });

  it('lets a PM edit who paid a paid job and on which day, with every wrong input named', async () => {
    const job = await jobIn('completed');
    const paidBy = (who: Caller, body: object) => who.post(`/api/jobs/${job._id}/paid-by`, body);
    const unpaid = await paidBy(s.as.pm, { user: s.pm._id, date: '2026-01-05' });
    expect([unpaid.statusCode, messageOf(unpaid)]).toEqual([
      403,
      'Only project managers can edit who paid a job, and only once it is marked paid',
    ]);
    expectOk(await act(s.as.admin, job, 'paid'));
    expect((await paidBy(s.as.recorder, { user: s.recorder._id, date: '2026-01-05' })).statusCode).toBe(403);
    const wrong: [object, string][] = [
      [{ user: s.client._id, date: '2026-01-05' }, 'The payer must be an existing admin, staff member or freelancer'],
      [{ user: s.pm._id, date: '2999-01-01' }, 'The payment date cannot be in the future'],
      [{ user: s.pm._id, date: '5 January' }, 'Give the date of the payment'],
      [{ date: '2026-01-05' }, 'Choose who paid'],
    ];
    for (const [body, message] of wrong) {
      const refused = await paidBy(s.as.pm, body);
      expect([refused.statusCode, messageOf(refused)], JSON.stringify(body)).toEqual([400, message]);
    }
    const response = expectOk(await paidBy(s.as.pm, { user: s.pm._id, date: '2026-01-05' }));
    expect(messageOf(response)).toBe('Payment details updated');
    expect(jobOf(response)).toMatchObject({ paid: true, paidBy: { user: s.pm._id, name: 'Pat Manager' } });
    expect(jobOf(response).paidBy?.date.slice(0, 10)).toBe('2026-01-05');
  });

  it('refuses paid on a job that is not completed', async () => {
    expect((await act(s.as.admin, await jobIn('pending'), 'paid')).statusCode).toBe(403);
  });

  it('lets a PM change the status from the menu, but never un-complete a paid job', async () => {
    const job = await jobIn('inprogress');
    const response = expectOk(await s.as.pm.post(`/api/jobs/${job._id}/status`, { status: 'open' }));
    expect(messageOf(response)).toBe('Job status updated');
    expect(jobOf(response)).toMatchObject({ status: 'open', claimedBy: null });
    expect((await s.as.recorder.post(`/api/jobs/${job._id}/status`, { status: 'pending' })).statusCode).toBe(403);
    const done = await jobIn('completed');
    expectOk(await act(s.as.admin, done, 'paid'));
    expect((await s.as.pm.post(`/api/jobs/${done._id}/status`, { status: 'open' })).statusCode).toBe(403);
    expect((await s.as.pm.post(`/api/jobs/${done._id}/status`, { status: 'closed' })).statusCode).toBe(400);
  });

  it("removes a job for PMs only: 'Job removed'", async () => {
    const job = await jobIn('open');
    expect((await s.as.recorder.delete(`/api/jobs/${job._id}`)).statusCode).toBe(403);
    expect(messageOf(expectOk(await s.as.pm.delete(`/api/jobs/${job._id}`)))).toBe('Job removed');
    expect((await s.as.pm.get(`/api/jobs/${job._id}`)).statusCode).toBe(404);
  });

  it('answers 400 for an unknown action', async () => {
    const refused = await act(s.as.pm, await jobIn('open'), 'teleport');
    expect(refused.statusCode).toBe(400);
  });
});

describe('clients and visitors', () => {
  it('are refused on every jobs endpoint', async () => {
    const job = await jobIn('inprogress');
    const requests = (who: Caller) => [
      who.get('/api/jobs'),
      who.get(`/api/jobs/${job._id}`),
      who.get('/api/jobs/stats'),
      who.delete(`/api/jobs/${job._id}`),
      who.post(`/api/jobs/${job._id}/claim`),
      who.post(`/api/jobs/${job._id}/approve`),
      who.post(`/api/jobs/${job._id}/paid`),
      who.post(`/api/jobs/${job._id}/claim-spot`),
      who.post(`/api/jobs/${job._id}/bid`, { jobId: job._id, user: s.client._id, body: 'x' }),
      who.delete(`/api/jobs/${job._id}/bid/${s.client._id}`),
      who.post(`/api/jobs/${job._id}/status`, { status: 'open' }),
    ];
    for (const response of await Promise.all(requests(s.as.client)))
      expect(response.statusCode, response.body).toBe(403);
    for (const response of await Promise.all(requests(s.as.visitor)))
      expect(response.statusCode, response.body).toBe(401);
    expect(jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`))).status).toBe('inprogress');
  });
});
