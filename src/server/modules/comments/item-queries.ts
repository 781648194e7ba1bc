import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';

export interface ItemSummary {
  title: string;
}

export const findProjectSummary = async (db: Db, projectId: string): Promise<ItemSummary | null> => {
  const [row] = await db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row ?? null;
};

export const findSceneSummary = async (db: Db, sceneId: string): Promise<ItemSummary | null> => {
  const [row] = await db
    .select({ position: scenes.position, projectTitle: projects.title })
    .from(scenes)
    .innerJoin(projects, eq(projects.id, scenes.projectId))
    .where(eq(scenes.id, sceneId))
    .limit(1);
  return row ? { title: `Scene ${row.position + 1} · ${row.projectTitle}` } : null;
};
