import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { scenes } from '#server/db/schema/index.ts';

export const findSceneLocation = async (
  db: Db,
  sceneId: string,
): Promise<{ projectId: string; position: number } | null> => {
  const [row] = await db
    .select({ projectId: scenes.projectId, position: scenes.position })
    .from(scenes)
    .where(eq(scenes.id, sceneId))
    .limit(1);
  return row ?? null;
};
