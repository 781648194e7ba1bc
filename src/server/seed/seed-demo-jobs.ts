import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Locale } from '#shared/app/constants.ts';
import { jobs, projects } from '#server/db/schema/index.ts';
import { insertBid, insertJob, type NewJobRow } from '#server/modules/jobs/index.ts';
import { originalSceneIds } from '#server/modules/projects/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import { auctionExpiryDate } from '#shared/jobs/pricing.ts';

const hourMs = 60 * 60 * 1000;

const described = (body: string) => ({ body, bodyHtml: renderMarkdown(body) });

/** The jobs' prose in each deployment locale: a Thai studio reads its demo in Thai. */
const demoJobWords = {
  en: {
    script: 'Write the **three-scene** script from the client brief. Keep it under 300 words.',
    subtitles: 'Translate the subtitles to Thai',
    storyboard: 'Draw clean storyboard frames for every scene. Friendly characters, the brand blue.',
    firstPass: 'First pass of all frames attached.',
    revision: 'Scene 2: the agent should **smile**, and the brand blue is too dark in scene 3.',
    recording: 'Record the animation for all scenes, 1080p, with the chosen music track.',
    recorded: 'All scenes recorded. The school logo is in scene 1.',
    sketchChanges: 'Apply the client comments on the sketch: bigger roof in scene 1, sun in the top left.',
    cover: 'A bright cover image for the video, 1280x720.',
    audition: 'Audition for the voice-over: read scene 1 warmly and upload your take.',
    take: 'My take is calm and friendly, recorded in a treated room. Happy to adjust the pace.',
  },
  th: {
    script: 'เขียนบท**สามฉาก**จากบรีฟของลูกค้า ความยาวไม่เกิน 300 คำ',
    subtitles: 'แปลซับไตเติลเป็นภาษาไทย',
    storyboard: 'วาดเฟรมสตอรี่บอร์ดฉบับเรียบร้อยให้ครบทุกฉาก ตัวละครดูเป็นมิตร ใช้สีน้ำเงินของแบรนด์',
    firstPass: 'แนบเฟรมรอบแรกครบทุกฉากแล้ว',
    revision: 'ฉาก 2: ตัวแทนประกันควร**ยิ้ม** และสีน้ำเงินของแบรนด์ในฉาก 3 เข้มเกินไป',
    recording: 'เรนเดอร์แอนิเมชันทุกฉากที่ 1080p พร้อมเพลงประกอบที่เลือกไว้',
    recorded: 'บันทึกวิดีโอครบทุกฉากแล้ว โลโก้โรงเรียนอยู่ในฉาก 1',
    sketchChanges: 'แก้ตามคอมเมนต์ของลูกค้าบนภาพสเก็ตช์: หลังคาในฉาก 1 ใหญ่ขึ้น และวางดวงอาทิตย์ไว้มุมซ้ายบน',
    cover: 'ภาพปกวิดีโอโทนสว่าง ขนาด 1280x720',
    audition: 'ออดิชันเสียงพากย์: อ่านฉาก 1 ด้วยน้ำเสียงอบอุ่น แล้วอัปโหลดเทคของคุณ',
    take: 'เทคนี้น้ำเสียงสงบและเป็นมิตร อัดในห้องที่ทำอะคูสติกแล้ว ปรับจังหวะการอ่านได้ตามต้องการ',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * A working marketplace for a new user (issue 13): open, in-progress, pending, completed and paid
 * jobs on the demo projects, and an auction with a submitted bid. Skipped once the demo has jobs.
 */
export const seedDemoJobs = async (db: Db, locale: Locale, now: Date = new Date()): Promise<number> => {
  const words = demoJobWords[locale];
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
      ...described(words.script),
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
      title: words.subtitles,
      sceneCount: fitness.sceneCount,
      price: 25,
      status: 'completed',
      claimedBy: staff.id,
      claimedAt: ago(190),
    },
    {
      ...base(insurance.id, 72),
      jobType: 'storyboard',
      ...described(words.storyboard),
      style: 'Custom',
      sceneCount: insurance.sceneCount,
      price: 15,
      status: 'inprogress',
      claimedBy: freelancer.id,
      claimedAt: ago(60),
      staff: [freelancer.id],
      submissionComment: words.firstPass,
      submissionHtml: renderMarkdown(words.firstPass),
      submissionFiles: [],
      submittedAt: ago(30),
      revisionComment: words.revision,
      revisionHtml: renderMarkdown(words.revision),
      revisionRequestedAt: ago(20),
    },
    {
      ...base(recycling.id, 48),
      jobType: 'recording',
      ...described(words.recording),
      sceneCount: recycling.sceneCount,
      price: 10,
      status: 'pending',
      important: true,
      claimedBy: freelancer.id,
      claimedAt: ago(40),
      submissionComment: words.recorded,
      submissionHtml: renderMarkdown(words.recorded),
      submissionFiles: [],
      submittedAt: ago(2),
    },
    {
      ...base(solar.id, 6),
      jobType: 'storyboard-changes',
      ...described(words.sketchChanges),
      sceneCount: solar.sceneCount,
      price: 5,
    },
    {
      ...base(solar.id, 3),
      jobType: 'cover-image-design',
      ...described(words.cover),
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
    ...described(words.audition),
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
    ...described(words.take),
    createdAt: ago(10),
    submittedAt: ago(9),
  });
  return demoJobs.length + 1;
};
