import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects, scenes } from '#server/db/schema/index.ts';
import type { Job } from '#shared/jobs/schemas.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  caller,
  createJobAs,
  dayMs,
  expectOk,
  hourMs,
  insertProject,
  insertScene,
  insertUpload,
  jobOf,
  manualClock,
  messageOf,
  studio,
  type Caller,
  type Studio,
} from './job-fixtures.ts';

const time = manualClock();
// The race signs in twenty bidders from one address; the login limit is not what this file tests.
const t = useTestApp({ clock: time.clock, limits: { loginIp: { max: 1000, timeWindowMs: 60_000 } } });
let s: Studio;
let projectId: string;

beforeAll(async () => {
  s = await studio(t);
  projectId = await insertProject(t.database.db, 'Auction project');
});

const auction = (extra: Partial<Parameters<typeof createJobAs>[1]> = {}) =>
  createJobAs(s.as.pm, { projectId, isAuction: true, ...extra });
const claimSpot = (who: Caller, job: Pick<Job, '_id'>) => who.post(`/api/jobs/${job._id}/claim-spot`);
const bid = (who: Caller, user: { _id: string }, job: Pick<Job, '_id'>, extra: object = {}) =>
  who.post(`/api/jobs/${job._id}/bid`, { jobId: job._id, user: user._id, body: 'My take on it', ...extra });

describe('auction spots', () => {
  it('gives one spot per user and closes at the bid limit', async () => {
    const job = await auction();
    const first = expectOk(await claimSpot(s.as.recorder, job));
    expect(messageOf(first)).toBe('Spot claimed. Submit your work before the auction closes.');
    expect(jobOf(first)).toMatchObject({ bidCount: 1, bids: [{ user: s.recorder._id, status: 'claimed' }] });
    const again = await claimSpot(s.as.recorder, job);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('You already have a spot on this job: one bid per person');
    expectOk(await claimSpot(s.as.recorder2, job));
    const full = await claimSpot(s.as.staffRecorder, job);
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe('All spots on this job are taken');
  });

  it('refuses a spot to a contributor whose role does not match, and the fixed-price actions on an auction', async () => {
    const job = await auction();
    const refused = await claimSpot(s.as.artist, job);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(await s.as.recorder.post(`/api/jobs/${job._id}/claim`))).toBe(
      'This job is an auction: claim a spot and submit a bid instead',
    );
    const fixed = await createJobAs(s.as.pm, { projectId });
    expect(messageOf(await claimSpot(s.as.recorder, fixed))).toBe('This job has a fixed price and takes no bids');
  });

  it('closes at expiry by the server clock, even before the background close has run: isExpired, no spots, no bids', async () => {
    const job = await auction({ expiresIn: 1, bidLimit: 3 });
    expectOk(await claimSpot(s.as.recorder, job));
    time.advance(dayMs - hourMs);
    expect(jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`))).isExpired).toBe(false);
    time.advance(hourMs);
    const expired = jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`)));
    expect(expired.isExpired).toBe(true);
    const late = await claimSpot(s.as.recorder2, job);
    expect(late.statusCode).toBe(403);
    expect(messageOf(late)).toBe('This auction has expired');
    const lateBid = await bid(s.as.recorder, s.recorder, job);
    expect(lateBid.statusCode).toBe(403);
    expect(messageOf(lateBid)).toBe('This auction has expired');
  });

  it('lets exactly bidLimit of 20 simultaneous claims win the spots; the others get a clear 409', async () => {
    const job = await auction({ bidLimit: 3 });
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.createUser('freelancer', ['recording'], `Racer ${index}`)),
    );
    const callers = await Promise.all(racers.map(async (racer) => caller(t, await t.signIn(racer.email))));
    const responses = await Promise.all(callers.map((who) => claimSpot(who, job)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    for (const response of responses.filter((entry) => entry.statusCode === 409))
      expect(messageOf(response)).toBe('All spots on this job are taken');
    expect(jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`))).bidCount).toBe(3);
  });
});

describe('bids', () => {
  it('submits work with own files once; a submitted bid is locked', async () => {
    const job = await auction();
    expectOk(await claimSpot(s.as.recorder, job));
    const file = await insertUpload(t.database.db, s.recorder._id, 'demo.mp3', false);
    const response = expectOk(
      await bid(s.as.recorder, s.recorder, job, { body: 'Warm **voice**', files: [{ id: file, name: 'demo.mp3' }] }),
    );
    expect(messageOf(response)).toBe('Bid submitted');
    expect(jobOf(response).bids[0]).toMatchObject({
      status: 'submitted',
      body: 'Warm **voice**',
      files: [{ id: file, name: 'demo.mp3', isImage: false }],
    });
    const again = await bid(s.as.recorder, s.recorder, job);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Your bid is submitted and locked');
  });

  it('refuses a bid without a spot, for another user, or with foreign files', async () => {
    const job = await auction({ bidLimit: 4 });
    expect(messageOf(await bid(s.as.recorder, s.recorder, job))).toBe(
      'Claim a spot on this job before you submit work',
    );
    expectOk(await claimSpot(s.as.recorder, job));
    expect((await bid(s.as.recorder, s.recorder2, job)).statusCode).toBe(400);
    const foreign = await insertUpload(t.database.db, s.pm._id, 'pm.png');
    const refused = await bid(s.as.recorder, s.recorder, job, { files: [{ id: foreign, name: 'pm.png' }] });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('Attach files you uploaded yourself');
  });

  it('shows PMs every bid and others only their own, with the count for everyone', async () => {
    const job = await auction();
    expectOk(await claimSpot(s.as.recorder, job));
    expectOk(await claimSpot(s.as.recorder2, job));
    const asPm = jobOf(expectOk(await s.as.pm.get(`/api/jobs/${job._id}`)));
    expect(asPm.bids.map((entry) => entry.user).sort()).toEqual([s.recorder._id, s.recorder2._id].sort());
    const asBidder = jobOf(expectOk(await s.as.recorder.get(`/api/jobs/${job._id}`)));
    expect(asBidder.bids.map((entry) => entry.user)).toEqual([s.recorder._id]);
    expect(asBidder.bidCount).toBe(2);
    const asOther = jobOf(expectOk(await s.as.staffRecorder.get(`/api/jobs/${job._id}`)));
    expect(asOther).toMatchObject({ bids: [], bidCount: 2 });
  });

  it('lets a bidder withdraw an unsubmitted bid, a PM remove any, and nobody else', async () => {
    const job = await auction();
    expectOk(await claimSpot(s.as.recorder, job));
    expectOk(await claimSpot(s.as.recorder2, job));
    expectOk(await bid(s.as.recorder2, s.recorder2, job));
    expect((await s.as.recorder.delete(`/api/jobs/${job._id}/bid/${s.recorder2._id}`)).statusCode).toBe(403);
    expect((await s.as.recorder2.delete(`/api/jobs/${job._id}/bid/${s.recorder2._id}`)).statusCode).toBe(403);
    expect(messageOf(expectOk(await s.as.recorder.delete(`/api/jobs/${job._id}/bid/${s.recorder._id}`)))).toBe(
      'Bid removed',
    );
    expect(jobOf(expectOk(await s.as.pm.delete(`/api/jobs/${job._id}/bid/${s.recorder2._id}`))).bidCount).toBe(0);
    expect((await s.as.pm.delete(`/api/jobs/${job._id}/bid/${s.recorder2._id}`)).statusCode).toBe(404);
  });
});

describe('ending an auction', () => {
  it('approving a submitted bid completes the job for its bidder and moves the scenes on', async () => {
    const produced = await insertProject(t.database.db, 'Auctioned storyboard');
    // A storyboard job moves scenes only on a project that has reached storyboarding (decision 098).
    await t.database.db.update(projects).set({ status: 'storyboarding' }).where(eq(projects.id, produced));
    await insertScene(t.database.db, produced, 0);
    const job = await createJobAs(s.as.pm, { projectId: produced, jobType: 'storyboard', isAuction: true });
    const artist2 = await t.createUser('freelancer', ['storyboard'], 'Bea Board');
    const asArtist2 = caller(t, await t.signIn(artist2.email));
    expectOk(await claimSpot(s.as.artist, job));
    expectOk(await claimSpot(asArtist2, job));
    expectOk(await bid(s.as.artist, s.artist, job));
    const unsubmitted = await s.as.pm.post(`/api/jobs/${job._id}/approve`, { bidUser: artist2._id });
    expect(unsubmitted.statusCode).toBe(403);
    expect((await s.as.pm.post(`/api/jobs/${job._id}/approve`)).statusCode).toBe(400);
    expect((await s.as.recorder.post(`/api/jobs/${job._id}/approve`, { bidUser: s.artist._id })).statusCode).toBe(403);
    const approved = jobOf(expectOk(await s.as.pm.post(`/api/jobs/${job._id}/approve`, { bidUser: s.artist._id })));
    expect(approved).toMatchObject({ status: 'completed', claimedBy: { user: s.artist._id } });
    const rows = await t.database.db
      .select({ status: scenes.status })
      .from(scenes)
      .where(eq(scenes.projectId, produced));
    expect(rows.map((row) => row.status)).toEqual(['ready-for-review']);
    expect(jobOf(expectOk(await s.as.admin.post(`/api/jobs/${job._id}/paid`)))).toMatchObject({ paid: true });
  });

  it('lets a PM mark an auction completed and reopen it; contributors and paid auctions are refused', async () => {
    const job = await auction();
    expect((await s.as.recorder.post(`/api/jobs/${job._id}/complete`)).statusCode).toBe(403);
    expect(jobOf(expectOk(await s.as.pm.post(`/api/jobs/${job._id}/complete`))).status).toBe('completed');
    expect((await s.as.pm.post(`/api/jobs/${job._id}/complete`)).statusCode).toBe(409);
    expect(messageOf(await claimSpot(s.as.recorder, job))).toBe('Bidding on this job is closed');
    expect(jobOf(expectOk(await s.as.pm.post(`/api/jobs/${job._id}/reopen`))).status).toBe('open');
    expectOk(await s.as.pm.post(`/api/jobs/${job._id}/complete`));
    expectOk(await s.as.admin.post(`/api/jobs/${job._id}/paid`));
    const refused = await s.as.pm.post(`/api/jobs/${job._id}/reopen`);
    expect(refused.statusCode).toBe(403);
  });

  it('the PM whose bid was approved neither reopens the auction nor sets its status; another PM does', async () => {
    const bidder = await t.createUser('staff', ['project-manager', 'storyboard'], 'Peg Bidder');
    const asBidder = caller(t, await t.signIn(bidder.email));
    const job = await createJobAs(s.as.pm, { projectId, jobType: 'storyboard', isAuction: true });
    expectOk(await claimSpot(asBidder, job));
    expectOk(await bid(asBidder, bidder, job));
    expectOk(await s.as.admin.post(`/api/jobs/${job._id}/approve`, { bidUser: bidder._id }));
    const moderatorsOnly = 'Only admins, or project managers who did not claim this job, can do that';
    const reopen = await asBidder.post(`/api/jobs/${job._id}/reopen`);
    expect([reopen.statusCode, messageOf(reopen)]).toEqual([403, moderatorsOnly]);
    const status = await asBidder.post(`/api/jobs/${job._id}/status`, { status: 'pending' });
    expect([status.statusCode, messageOf(status)]).toEqual([403, moderatorsOnly]);
    expect(jobOf(expectOk(await s.as.pm.post(`/api/jobs/${job._id}/reopen`))).status).toBe('open');
  });
});
