import { seedDemoAccessTokens } from './seed-demo-access-tokens.ts';
import { seedDemoWebhooks } from './seed-demo-webhooks.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Config } from '#server/lib/config.ts';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { hashPassword } from '#server/modules/auth/index.ts';
import { insertProjectFromSelection } from '#server/modules/projects/index.ts';
import { findUserByEmail, insertUser } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { musicTracks, voices } from '#shared/products/catalogue.ts';
import type { ProjectStatus, ScriptStatus, StoryboardStatus } from '#shared/projects/status.ts';
import type { Level, Role } from '#shared/users/schemas.ts';
import { demoProjectTitle } from './demo-ids.ts';
import { seedDemoFeeds } from './seed-demo-feeds.ts';
import { seedDemoJobs } from './seed-demo-jobs.ts';
import { seedDemoMedia } from './seed-demo-media.ts';
import { seedDemoDelivery } from './seed-demo-delivery.ts';
import { seedDemoDrive } from './seed-demo-drive.ts';
import { seedDemoComments } from './seed-demo-comments.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { upsertMailRefusal } from '#server/modules/mail/index.ts';
import { seedDemoProject } from './seed-demo-project.ts';
import { seedDemoProjects } from './seed-demo-projects.ts';
import { seedDemoSocial } from './seed-demo-social.ts';
import { seedDemoBlog } from './seed-demo-blog.ts';
import { createDemoArt, writeDemoScenes, type DemoArt, type DemoScript } from './seed-demo-storyboards.ts';

export const demoAccounts: { name: string; email: string; level: Level; roles: Role[] }[] = [
  { name: 'Ada Admin', email: 'admin@demo.local', level: 'admin', roles: [] },
  { name: 'Pat Manager', email: 'pm@demo.local', level: 'staff', roles: ['project-manager'] },
  { name: 'Sam Staff', email: 'staff@demo.local', level: 'staff', roles: ['script', 'storyboard'] },
  {
    name: 'Fran Freelancer',
    email: 'freelancer@demo.local',
    level: 'freelancer',
    roles: ['storyboard', 'voice', 'recording'],
  },
  // A second freelancer, so two people can bid on an auction: the demo voice auction, or a storyboard one.
  {
    name: 'Vera Voss',
    email: 'freelancer2@demo.local',
    level: 'freelancer',
    roles: ['voice', 'storyboard', 'storyboard-changes'],
  },
  { name: 'Cleo Client', email: 'client@demo.local', level: 'client', roles: [] },
];

const demoClientEmail = 'client@demo.local';
/** Sam Staff writes the demo scripts (role script); Fran Freelancer draws them (role storyboard). */
const demoPeople = { writer: 'staff@demo.local', artist: 'freelancer@demo.local' };

/** One sample project per project status, as a client would have ordered it from the cart. */
export const demoProjects: {
  title: string;
  items: string[];
  /** Voices and tracks differ per locale, so the demo names them by position in the locale's list. */
  voice?: number;
  track?: number;
  artists: string[];
  status: ProjectStatus;
  scriptStatus: ScriptStatus;
  storyboardStatus: StoryboardStatus;
  script?: DemoScript;
}[] = [
  {
    title: 'Demo: Bakery opening',
    items: ['script-300-500'],
    voice: 0,
    artists: [],
    status: 'new',
    scriptStatus: 'new',
    storyboardStatus: 'new',
  },
  {
    title: 'Demo: Fitness app launch',
    items: ['custom-storyboard', 'rush-job'],
    voice: 2,
    artists: ['mali', 'niran'],
    status: 'script-writing',
    scriptStatus: 'pending',
    storyboardStatus: 'new',
    script: {
      texts: [
        'Meet Tom. He bought a gym pass in January and went twice.',
        'FitNow plans ten-minute workouts around his day and cheers him on.',
        'Six months later Tom is still going. Start free with FitNow.',
      ],
    },
  },
  {
    title: 'Demo: Solar panels explained',
    items: ['water-color', 'logo-color'],
    track: 5,
    artists: [],
    status: 'storyboarding',
    scriptStatus: 'confirmed',
    storyboardStatus: 'sketch-pending',
    script: {
      texts: [
        'Every roof catches sunlight all day long.',
        'Solar panels turn that light into power for your home.',
        'Lower bills, cleaner air. Ask us for a free roof check.',
      ],
    },
  },
  {
    title: 'Demo: Insurance made simple',
    items: ['copyright-transfer', 'change-scene'],
    voice: 1,
    artists: [],
    status: 'recording',
    scriptStatus: 'confirmed',
    storyboardStatus: 'confirmed',
    script: {
      texts: [
        'Insurance papers are long, and nobody reads them.',
        'Our app explains your cover in three plain sentences.',
        'When something happens, claim in two taps. Simple.',
      ],
      changedAfterApproval: 1,
    },
  },
  {
    title: 'Demo: Recycling at school',
    items: ['extended-support'],
    voice: 3,
    track: 0,
    artists: [],
    status: 'ready',
    scriptStatus: 'confirmed',
    storyboardStatus: 'confirmed',
    script: {
      texts: [
        'Our school throws away a mountain of paper each week.',
        'Three coloured bins in every classroom make sorting easy.',
        'Together we recycled half of it in one term. Join in!',
      ],
    },
  },
  {
    title: 'Demo: Cancelled pitch',
    items: [],
    artists: [],
    status: 'cancelled',
    scriptStatus: 'new',
    storyboardStatus: 'new',
  },
];

/**
 * Creates the missing demo projects through the same service as Start New Project, then moves
 * each to its status. A project is matched by its title, so seeding twice creates nothing new.
 */
const seedDemoOrders = async (db: Db, locale: Locale, art: DemoArt): Promise<string[]> => {
  const client = await findUserByEmail(db, demoClientEmail);
  if (!client) return [];
  const creator = { _id: client.id, name: client.name, level: client.level, role: client.roles };
  const created: string[] = [];
  for (const demo of demoProjects) {
    const [existing] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.title, demo.title), eq(projects.createdBy, client.id)))
      .limit(1);
    if (existing) continue;
    const audio = [
      demo.voice === undefined ? undefined : voices[locale][demo.voice]?.id,
      demo.track === undefined ? undefined : musicTracks[locale][demo.track]?.id,
    ];
    const selection = { items: [...demo.items, ...audio.filter((id) => id !== undefined)], artists: demo.artists };
    const row = await insertProjectFromSelection(db, { locale, creator, selection, title: demo.title, at: new Date() });
    await db
      .update(projects)
      .set({ status: demo.status, scriptStatus: demo.scriptStatus, storyboardStatus: demo.storyboardStatus })
      .where(eq(projects.id, row.id));
    if (demo.script) await writeDemoScenes(db, art, row.id, demo.status, demo.script);
    created.push(demo.title);
  }
  return created;
};

export interface SeedResult {
  password: string;
  generated: boolean;
  created: string[];
  projects: string[];
  credentialsFile: string;
}

/** Creates the demo accounts, sample projects and their media that do not exist yet; existing accounts keep their passwords. */
export const seedDemo = async (
  db: Db,
  options: {
    password: string | null;
    dataDir: string;
    locale: Locale;
    storage: Storage;
    mediaHost?: string;
    config?: Pick<Config, 'drive' | 'publicUrl'>;
  },
): Promise<SeedResult> => {
  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created: string[] = [];
  for (const account of demoAccounts) {
    // The demo addresses are the studio's own: confirmed, so invitations and transfers match them (decision 091).
    const row = await insertUser(db, { ...account, passwordHash, emailConfirmedAt: new Date() });
    if (row) created.push(account.email);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const credentialsFile = path.join(options.dataDir, 'demo-credentials.txt');
  if (created.length > 0) {
    const lines = created.map((email) => `${email}  ${password}`);
    writeFileSync(credentialsFile, `Explainer Studio demo accounts\n${lines.join('\n')}\n`, { mode: 0o600 });
  }
  const art = createDemoArt(db, options.storage, demoPeople);
  const seededProjects = [
    ...(await seedDemoOrders(db, options.locale, art)),
    ...((await seedDemoProject(db, 'client@demo.local', options.locale, art)) ? [demoProjectTitle] : []),
    ...(await seedDemoProjects(db, options.locale, art)),
  ];
  await seedDemoMedia(db, options.storage, options.dataDir);
  await seedDemoDelivery(db, options.storage, options.dataDir);
  await seedDemoJobs(db, options.locale);
  await seedDemoFeeds(db, options.locale, new Date());
  await seedDemoSocial(db, options.storage, options.dataDir, options.locale);
  await seedDemoBlog(db, options.storage, {
    dataDir: options.dataDir,
    mediaHost: options.mediaHost ?? '/media/',
    locale: options.locale,
  });
  await seedDemoComments(db, options.locale);
  await seedDemoNotifications(db, options.locale);
  await seedDemoAccessTokens(db, options.locale, new Date());
  await seedDemoWebhooks(db, options.locale, new Date());
  // Decision 106: the users page shows an address the mail server refused for good, beside its user.
  await upsertMailRefusal(db, {
    address: 'freelancer2@demo.local',
    code: 550,
    reason: '550 5.1.1 <freelancer2@demo.local>: Recipient address rejected: User unknown in virtual mailbox table',
    refusedAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
  });
  if (options.config) await seedDemoDrive(db, options.config, options.locale);
  return { password, generated: options.password === null, created, projects: seededProjects, credentialsFile };
};

export const describeSeed = (result: SeedResult): string => {
  const accounts =
    result.created.length === 0
      ? 'Demo accounts already exist; nothing seeded.'
      : `Demo accounts created (${result.created.join(', ')}) with the password ${result.generated ? result.password : 'from DEMO_PASSWORD'}. Written to ${result.credentialsFile}`;
  return result.projects.length === 0 ? accounts : `${accounts} Demo projects created: ${result.projects.length}.`;
};
