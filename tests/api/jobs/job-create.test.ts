import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/index.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  createJobAs,
  expectOk,
  insertProject,
  insertUpload,
  jobBody,
  jobOf,
  messageOf,
  studio,
  type Studio,
} from './job-fixtures.ts';

const t = useTestApp();
let s: Studio;
let projectId: string;

beforeAll(async () => {
  s = await studio(t);
  projectId = await insertProject(t.database.db, 'Bakery opening');
});

describe('POST /api/jobs', () => {
  it('lets a project manager create a job: "Job created", the description stored sanitised, the total by the shared rule', async () => {
    const response = expectOk(
      await s.as.pm.post(
        '/api/jobs',
        jobBody({ projectId, body: 'Hi <script>alert(1)</script> **bold**', price: 15, sceneCount: 4 }),
      ),
    );
    expect(messageOf(response)).toBe('Job created');
    const job = jobOf(response);
    expect(job).toMatchObject({
      jobType: 'recording',
      status: 'open',
      price: 15,
      sceneCount: 4,
      total: 60,
      isAuction: false,
      expiryDate: null,
    });
    expect(job.bodyHtml).toContain('<strong>bold</strong>');
    expect(job.bodyHtml).not.toContain('<script>');
    expect(job.project).toEqual({ _id: projectId, title: 'Bakery opening', starred: false });
  });

  it('prices types that are not per scene at the price alone', async () => {
    const job = await createJobAs(s.as.pm, { projectId, jobType: 'voice', price: 25, sceneCount: 6 });
    expect(job.total).toBe(25);
  });

  it('keeps the title only for type other, which needs one', async () => {
    const refused = await s.as.pm.post('/api/jobs', jobBody({ projectId, jobType: 'other', body: '' }));
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toContain('Title is required');
    const job = await createJobAs(s.as.pm, { projectId, jobType: 'other', title: 'Translate the subtitles', body: '' });
    expect(job.title).toBe('Translate the subtitles');
  });

  it('refuses a job without price or description, naming the problem', async () => {
    const noPrice = await s.as.pm.post('/api/jobs', { ...jobBody({ projectId }), price: undefined });
    expect(noPrice.statusCode).toBe(400);
    expect(messageOf(noPrice)).toContain('Price is required');
    const noBody = await s.as.pm.post('/api/jobs', jobBody({ projectId, body: '  ' }));
    expect(noBody.statusCode).toBe(400);
    expect(messageOf(noBody)).toContain('Description is required');
  });

  it('creates an auction with the defaults (2 days, 2 bids) from the server clock, and refuses choices outside 1-7 days and 2-7 bids', async () => {
    const job = await createJobAs(s.as.pm, { projectId, isAuction: true });
    expect(job).toMatchObject({ isAuction: true, expiresIn: 2, bidLimit: 2, isExpired: false, bidCount: 0 });
    expect(Date.parse(job.expiryDate ?? '') - Date.parse(job.created)).toBe(2 * 24 * 60 * 60 * 1000);
    for (const [field, value, text] of [
      ['expiresIn', 8, 'Choose 1 to 7 days'],
      ['expiresIn', 0, 'Choose 1 to 7 days'],
      ['bidLimit', 1, 'Choose a bid limit of 2 to 7'],
      ['bidLimit', 8, 'Choose a bid limit of 2 to 7'],
    ] as const) {
      const refused = await s.as.pm.post('/api/jobs', jobBody({ projectId, isAuction: true, [field]: value }));
      expect(refused.statusCode, `${field}=${value}`).toBe(400);
      expect(messageOf(refused)).toContain(text);
    }
  });

  it('takes staff and backup staff from existing contributors only', async () => {
    const job = await createJobAs(s.as.pm, { projectId, staff: [s.recorder._id], staffBackup: [s.staffRecorder._id] });
    expect(job.staff).toEqual([s.recorder._id]);
    expect(job.staffBackup).toEqual([s.staffRecorder._id]);
    const withClient = await s.as.pm.post('/api/jobs', jobBody({ projectId, staff: [s.client._id] }));
    expect(withClient.statusCode).toBe(400);
    expect(messageOf(withClient)).toBe('Staff and backup staff must be existing staff, freelancers or admins');
  });

  it("attaches the creator's own uploads and refuses someone else's", async () => {
    const own = await insertUpload(t.database.db, s.pm._id, 'brief.pdf', false);
    const job = await createJobAs(s.as.pm, { projectId, files: [{ id: own, name: 'brief.pdf' }] });
    expect(job.files).toEqual([{ id: own, name: 'brief.pdf', isImage: false }]);
    const foreign = await insertUpload(t.database.db, s.admin._id, 'secret.png');
    const refused = await s.as.pm.post(
      '/api/jobs',
      jobBody({ projectId, files: [{ id: foreign, name: 'secret.png' }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('Attach files you uploaded yourself');
  });

  it('refuses contributors who are not project managers, clients and visitors', async () => {
    for (const [who, status] of [
      [s.as.staffRecorder, 403],
      [s.as.recorder, 403],
      [s.as.client, 403],
      [s.as.visitor, 401],
    ] as const) {
      const refused = await who.post('/api/jobs', jobBody({ projectId }));
      expect(refused.statusCode).toBe(status);
    }
    expect(messageOf(await s.as.recorder.post('/api/jobs', jobBody({ projectId })))).toBe(
      'Only project managers can create jobs',
    );
    expect(messageOf(await s.as.client.post('/api/jobs', jobBody({ projectId })))).toBe(
      'Jobs are for staff and freelancers only',
    );
  });

  it('refuses a job on a project in the trash, to admins and PMs alike, saving nothing, and takes it once the project is restored', async () => {
    const trashedId = await insertProject(t.database.db, 'Old pitch');
    expectOk(await s.as.admin.post(`/api/projects/${trashedId}/trash`, { trash: true }));
    for (const who of [s.as.pm, s.as.admin]) {
      const refused = await who.post('/api/jobs', jobBody({ projectId: trashedId }));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('This project is in the trash: restore it before adding jobs');
    }
    const [saved] = await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.projectId, trashedId));
    expect(saved?.n).toBe(0);
    expectOk(await s.as.admin.post(`/api/projects/${trashedId}/trash`, { trash: false }));
    expect((await createJobAs(s.as.pm, { projectId: trashedId })).project._id).toBe(trashedId);
  });

  it('answers 404 for a project that does not exist', async () => {
    const missing = await s.as.pm.post('/api/jobs', jobBody({ projectId: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
  });
});
