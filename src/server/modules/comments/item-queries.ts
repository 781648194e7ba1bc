import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { scenes } from '#server/db/schema/index.ts';

/** Where a scene is: its project and its place in it (comments on it and notifications of them). */
export const findSceneLocation = async (
  db: Executor,
  sceneId: string,
): Promise<{ projectId: string; position: number } | null> => {
  const [row] = await db
    .select({ projectId: scenes.projectId, position: scenes.position })
    .from(scenes)
    .where(eq(scenes.id, sceneId))
    .limit(1);
  return row ?? null;
};
