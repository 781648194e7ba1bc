import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectListings, projects, projectVersions, users } from '#server/db/schema/index.ts';
import { insertProject } from '#server/modules/projects/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { ProjectStatus } from '#shared/projects/status.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { extensionCart } from '#shared/projects/versions/extensions.ts';
import { writeDemoScenes, type DemoArt, type DemoScript } from './seed-demo-storyboards.ts';

interface DemoProject {
  title: string;
  collaborators: string[];
  set: Partial<typeof projects.$inferInsert> & { status: ProjectStatus };
  script: DemoScript;
  listedBy?: string[];
  extension?: { title: string; editing: boolean; voiceChange: boolean; drawing: number };
}

const demoProjects: DemoProject[] = [
  {
    title: 'Bakery launch video',
    collaborators: ['client@demo.local', 'pm@demo.local'],
    set: { status: 'ready', scriptStatus: 'confirmed', storyboardStatus: 'confirmed', purchased: true, progress: 90 },
    script: {
      texts: [
        'Fresh bread, baked at five every morning.',
        'Our new shop opens on Market Street this Saturday.',
        'Come for a free croissant with your first coffee.',
      ],
    },
    listedBy: ['admin@demo.local'],
    extension: { title: 'Spanish version', editing: true, voiceChange: true, drawing: 2 },
  },
  {
    title: 'Bank onboarding explainer',
    collaborators: ['client@demo.local', 'freelancer@demo.local'],
    // Meta version 1: this client's storyboards were drawn on the shared drive, so the project links them.
    set: {
      status: 'recording',
      scriptStatus: 'confirmed',
      storyboardStatus: 'confirmed',
      progress: 60,
      metaVersion: 1,
      storyboards: [
        { id: 'bank-storyboard-sketch', webLink: 'https://drive.google.com/file/d/1kBankOnboardingSketchV3/view' },
        { id: 'bank-storyboard-final', webLink: 'https://drive.google.com/file/d/1kBankOnboardingColourFinal/view' },
      ],
    },
    script: {
      texts: [
        'Opening a bank account used to take a whole afternoon.',
        'Now you scan your ID and take a selfie in the app.',
        'Your account is ready before your coffee is. Welcome aboard.',
      ],
    },
  },
  {
    title: 'Studio showreel',
    collaborators: ['pm@demo.local', 'staff@demo.local'],
    set: {
      type: 'internal',
      status: 'ready',
      purchased: true,
      published: true,
      allowPortfolio: true,
      starred: true,
      videoUrl: 'https://video.example.com/studio-showreel',
      portfolio: {
        url: '',
        client: 'Explainer Studio',
        title: 'Studio showreel',
        descr: 'Two minutes of our favourite scenes from this year.',
        featured: true,
      },
    },
    script: {
      texts: [
        'We turn complicated ideas into two-minute stories.',
        'Scripts, storyboards, voices and music, all in one studio.',
        'Tell us your idea and we will draw it.',
      ],
    },
    listedBy: ['admin@demo.local'],
  },
];

/** Sample projects for the demo studio; a project whose title exists already is left alone. */
export const seedDemoProjects = async (db: Db, locale: Locale, art: DemoArt): Promise<string[]> => {
  const emails = [
    ...new Set(demoProjects.flatMap((project) => [...project.collaborators, ...(project.listedBy ?? [])])),
  ];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const existing = new Set(
    (
      await db
        .select({ title: projects.title })
        .from(projects)
        .where(
          inArray(
            projects.title,
            demoProjects.map((project) => project.title),
          ),
        )
    ).map((row) => row.title),
  );
  const created: string[] = [];
  for (const demo of demoProjects.filter((project) => !existing.has(project.title))) {
    const projectId = await db.transaction(async (tx) => {
      const row = await insertProject(tx, {
        title: demo.title,
        cart: { ...createCart(locale), hideBreakdown: false },
        createdBy: idOf('admin@demo.local') ?? null,
        collaboratorIds: demo.collaborators.map(idOf).filter((id): id is string => id !== undefined),
      });
      await tx.update(projects).set(demo.set).where(eq(projects.id, row.id));
      const listers = (demo.listedBy ?? []).map(idOf).filter((id): id is string => id !== undefined);
      if (listers.length > 0)
        await tx.insert(projectListings).values(listers.map((userId) => ({ projectId: row.id, userId })));
      if (demo.extension) {
        const cart = { ...extensionCart(locale, { ...demo.extension, waterColor: false }), hideBreakdown: false };
        await tx.insert(projectVersions).values({ projectId: row.id, ...demo.extension, cart });
      }
      return row.id;
    });
    await writeDemoScenes(db, art, projectId, demo.set.status, demo.script);
    created.push(demo.title);
  }
  return created;
};
