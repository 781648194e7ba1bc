import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Job, JobCreateBody } from '#shared/jobs/schemas.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { TestApp } from '../../support/test-app.ts';
import { caller, type Caller } from '../comments/comment-fixtures.ts';

export { caller, insertProject, insertScene, insertUpload, type Caller } from '../comments/comment-fixtures.ts';

/** A clock the test moves by hand, passed to buildApp, so auction expiry is tested without waiting. */
export const manualClock = (start = new Date('2026-03-02T09:00:00Z')) => {
  let current = start.getTime();
  const clock: Clock = { now: () => new Date(current) };
  return { clock, advance: (ms: number) => (current += ms), set: (date: Date) => (current = date.getTime()) };
};

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

export type JobInput = Partial<Omit<JobCreateBody, 'projectId'>> & { projectId: string };

export const jobBody = (input: JobInput) => ({
  jobType: 'recording',
  body: 'Record the **voice-over** for every scene',
  sceneCount: 3,
  price: 10,
  ...input,
});

export const expectOk = (response: LightMyRequestResponse): LightMyRequestResponse => {
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

export const createJobAs = async (who: Caller, input: JobInput): Promise<Job> =>
  expectOk(await who.post('/api/jobs', jobBody(input))).json<{ job: Job }>().job;

export const jobOf = (response: LightMyRequestResponse): Job => response.json<{ job: Job }>().job;

export const messageOf = (response: LightMyRequestResponse): string => response.json<{ message: string }>().message;

/** The cast of a studio: every level, and the roles the job rules look at. */
export const studio = async (t: TestApp) => {
  const admin = await t.createUser('admin', [], 'Ada Admin');
  const pm = await t.createUser('staff', ['project-manager'], 'Pat Manager');
  const recorder = await t.createUser('freelancer', ['recording'], 'Rita Recorder');
  const recorder2 = await t.createUser('freelancer', ['recording'], 'Rob Recorder');
  const staffRecorder = await t.createUser('staff', ['recording'], 'Sid Staff');
  const artist = await t.createUser('freelancer', ['storyboard'], 'Art Artist');
  const client = await t.createUser('client', [], 'Cleo Client');
  const sign = async (user: { email: string }) => caller(t, await t.signIn(user.email));
  return {
    admin,
    pm,
    recorder,
    recorder2,
    staffRecorder,
    artist,
    client,
    as: {
      admin: await sign(admin),
      pm: await sign(pm),
      recorder: await sign(recorder),
      recorder2: await sign(recorder2),
      staffRecorder: await sign(staffRecorder),
      artist: await sign(artist),
      client: await sign(client),
      visitor: caller(t, null),
    },
  };
};
export type Studio = Awaited<ReturnType<typeof studio>>;
