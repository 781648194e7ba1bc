import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import { wordCount } from '#shared/format/word-count.ts';
import { createCart } from '#shared/projects/cart/cart.ts';
import { demoProjectSlug, demoProjectTitle } from './demo-ids.ts';
import { writeDemoScenes, type DemoArt } from './seed-demo-storyboards.ts';

const demoScenes = [
  'Meet Mia. Every morning she queues for twenty minutes to get her coffee.',
  'With the Brew app she orders on the way and skips the queue.',
  'Her coffee is ready when she arrives. Download Brew today.',
];

/** The project the comment journeys use: storyboarding, three drawn scenes, the demo client as its collaborator; created once. */
export const seedDemoProject = async (db: Db, clientEmail: string, locale: Locale, art: DemoArt): Promise<boolean> => {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, demoProjectSlug))
    .limit(1);
  if (existing) return false;
  const client = await findUserByEmail(db, clientEmail);
  const projectId = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        title: demoProjectTitle,
        slug: demoProjectSlug,
        status: 'storyboarding',
        scriptStatus: 'confirmed',
        sceneCount: demoScenes.length,
        wordCount: demoScenes.reduce((total, text) => total + wordCount(text), 0),
        cart: { ...createCart(locale), hideBreakdown: false },
        createdBy: client?.id ?? null,
      })
      .returning({ id: projects.id });
    if (!project) throw new Error('demo project not inserted');
    await tx.insert(scenes).values(demoScenes.map((text, position) => ({ projectId: project.id, position, text })));
    if (client) await tx.insert(projectCollabs).values({ projectId: project.id, userId: client.id });
    return project.id;
  });
  await writeDemoScenes(db, art, projectId, 'storyboarding', { texts: demoScenes });
  return true;
};
