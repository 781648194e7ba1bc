import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/index.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';
import type { Job, JobListResponse } from '#shared/jobs/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import { caller, expectOk } from './job-fixtures.ts';

const t = useTestApp();

describe('demo studio jobs', () => {
  it('seeds open, in-progress, pending, completed and paid jobs and an auction with a bid, once', async () => {
    const storage = createStorage(t.config);
    const options = { password: 'demo-password', dataDir: t.config.dataDir, locale: 'en' as const, storage };
    await seedDemo(t.database.db, options);
    const asPm = caller(t, await t.signIn('pm@demo.local', 'demo-password'));
    const listed = async (status: string): Promise<Job[]> =>
      expectOk(await asPm.get(`/api/jobs?status=${status}`)).json<JobListResponse>().items;
    expect((await listed('open')).length).toBeGreaterThanOrEqual(3);
    expect(await listed('inprogress')).toHaveLength(1);
    expect(await listed('pending')).toHaveLength(1);
    const completed = await listed('completed');
    expect(completed.filter((job) => job.paid)).toHaveLength(1);
    expect(completed.filter((job) => !job.paid)).toHaveLength(1);
    const auction = (await listed('open')).find((job) => job.isAuction);
    expect(auction).toMatchObject({
      bidCount: 1,
      bids: [{ status: 'submitted', person: { name: 'Fran Freelancer' } }],
    });
    // The second demo freelancer has the auction's role and it has no staff list, so she may take a spot.
    const asSecondFreelancer = caller(t, await t.signIn('freelancer2@demo.local', 'demo-password'));
    const spot = expectOk(await asSecondFreelancer.post(`/api/jobs/${auction?._id ?? ''}/claim-spot`, {}));
    expect(spot.json<{ job: Job }>().job).toMatchObject({
      bidCount: 2,
      bids: [{ status: 'claimed', person: { name: 'Vera Voss' } }],
    });
    const [before] = await t.database.db.select({ value: count() }).from(jobs);
    await seedDemo(t.database.db, options);
    const [after] = await t.database.db.select({ value: count() }).from(jobs);
    expect(after?.value).toBe(before?.value);
  });
});
