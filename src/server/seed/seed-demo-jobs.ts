import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs, projects } from '#server/db/schema/index.ts';
import { insertBid, insertJob, type NewJobRow } from '#server/modules/jobs/index.ts';
import { originalSceneIds } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { auctionExpiryDate } from '#shared/jobs/pricing.ts';

const hourMs = 60 * 60 * 1000;

const described = (body: string) => ({ body, bodyHtml: renderMarkdown(body) });

/**
 * A working marketplace for a new user (issue 13): open, in-progress, pending, completed and paid
 * jobs on the demo projects, and an auction with a submitted bid. Skipped once the demo has jobs.
 */
export const seedDemoJobs = async (db: Db, now: Date = new Date()): Promise<number> => {
  const [pm, staff, freelancer, admin] = await Promise.all(
    ['pm@demo.local', 'staff@demo.local', 'freelancer@demo.local', 'admin@demo.local'].map((email) =>
      findUserByEmail(db, email),
    ),
  );
  if (!pm || !staff || !freelancer || !admin) return 0;
  const titles = [
    'Demo: Fitness app launch',
    'Demo: Solar panels explained',
    'Demo: Insurance made simple',
    'Demo: Recycling at school',
  ] as const;
  const rows = await db
    .select({ id: projects.id, title: projects.title, sceneCount: projects.sceneCount })
    .from(projects)
    .where(inArray(projects.title, [...titles]));
  const project = (title: (typeof titles)[number]) => rows.find((row) => row.title === title);
  const fitness = project('Demo: Fitness app launch');
  const solar = project('Demo: Solar panels explained');
  const insurance = project('Demo: Insurance made simple');
  const recycling = project('Demo: Recycling at school');
  if (!fitness || !solar || !insurance || !recycling) return 0;
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.projectId, [fitness.id, solar.id, insurance.id, recycling.id]), eq(jobs.createdBy, pm.id)))
    .limit(1);
  if (existing) return 0;

  const ago = (hours: number) => new Date(now.getTime() - hours * hourMs);
  const base = (
    projectId: string,
    hoursAgo: number,
  ): Pick<NewJobRow, 'projectId' | 'createdBy' | 'createdAt' | 'updatedAt'> => ({
    projectId,
    createdBy: pm.id,
    createdAt: ago(hoursAgo),
    updatedAt: ago(hoursAgo),
  });
  const demoJobs: NewJobRow[] = [
    {
      ...base(fitness.id, 240),
      jobType: 'script',
      ...described('Write the **three-scene** script from the client brief. Keep it under 300 words.'),
      sceneCount: fitness.sceneCount,
      price: 60,
      status: 'completed',
      claimedBy: staff.id,
      claimedAt: ago(230),
      paid: true,
      paidBy: admin.id,
      paidAt: ago(100),
    },
    {
      ...base(fitness.id, 200),
      jobType: 'other',
      title: 'Translate the subtitles to Thai',
      sceneCount: fitness.sceneCount,
      price: 25,
      status: 'completed',
      claimedBy: staff.id,
      claimedAt: ago(190),
    },
    {
      ...base(insurance.id, 72),
      jobType: 'storyboard',
      ...described('Draw clean storyboard frames for every scene. Friendly characters, the brand blue.'),
      style: 'Custom',
      sceneCount: insurance.sceneCount,
      price: 15,
      status: 'inprogress',
      claimedBy: freelancer.id,
      claimedAt: ago(60),
      staff: [freelancer.id],
      submissionComment: 'First pass of all frames attached.',
      submissionHtml: renderMarkdown('First pass of all frames attached.'),
      submissionFiles: [],
      submittedAt: ago(30),
      revisionComment: 'Scene 2: the agent should **smile**, and the brand blue is too dark in scene 3.',
      revisionHtml: renderMarkdown('Scene 2: the agent should **smile**, and the brand blue is too dark in scene 3.'),
      revisionRequestedAt: ago(20),
    },
    {
      ...base(recycling.id, 48),
      jobType: 'recording',
      ...described('Record the animation for all scenes, 1080p, with the chosen music track.'),
      sceneCount: recycling.sceneCount,
      price: 10,
      status: 'pending',
      important: true,
      claimedBy: freelancer.id,
      claimedAt: ago(40),
      submissionComment: 'All scenes recorded. The school logo is in scene 1.',
      submissionHtml: renderMarkdown('All scenes recorded. The school logo is in scene 1.'),
      submissionFiles: [],
      submittedAt: ago(2),
    },
    {
      ...base(solar.id, 6),
      jobType: 'storyboard-changes',
      ...described('Apply the client comments on the sketch: bigger roof in scene 1, sun in the top left.'),
      sceneCount: solar.sceneCount,
      price: 5,
    },
    {
      ...base(solar.id, 3),
      jobType: 'cover-image-design',
      ...described('A bright cover image for the video, 1280x720.'),
      price: 20,
      important: true,
    },
  ];
  // Each job is for every scene of its project, as the job form posts it.
  for (const values of demoJobs)
    await insertJob(db, { ...values, sceneIds: await originalSceneIds(db, values.projectId) });

  const auction = await insertJob(db, {
    ...base(solar.id, 20),
    jobType: 'voice',
    ...described('Audition for the voice-over: read scene 1 warmly and upload your take.'),
    sceneCount: solar.sceneCount,
    price: 25,
    isAuction: true,
    expiresIn: 3,
    expiryDate: auctionExpiryDate(ago(20), 3),
    bidLimit: 3,
    sceneIds: await originalSceneIds(db, solar.id),
  });
  await insertBid(db, {
    jobId: auction.id,
    userId: freelancer.id,
    status: 'submitted',
    ...described('My take is calm and friendly, recorded in a treated room. Happy to adjust the pace.'),
    createdAt: ago(10),
    submittedAt: ago(9),
  });
  return demoJobs.length + 1;
};
