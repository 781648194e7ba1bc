import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { scenes } from '#server/db/schema/index.ts';

export const findSceneLocation = async (db: Db, sceneId: string): Promise<{ projectId: string; position: number } | null> => {
  const [row] = await db.select({ projectId: scenes.projectId, position: scenes.position }).from(scenes).where(eq(scenes.id, sceneId)).limit(1);
  return row ?? null;
};

/** A page of badges asks for every scene card of a project at once. */
const sceneLocationsStatement = preparedStatement((db) =>
  db
    .select({ id: scenes.id, projectId: scenes.projectId })
    .from(scenes)
    .where(sql`${scenes.id} = any(${sql.placeholder('sceneIds')})`)
    .prepare('find_scene_locations'),
);

export const findSceneLocations = async (db: Db, sceneIds: readonly string[]): Promise<{ id: string; projectId: string }[]> =>
  sceneIds.length === 0 ? [] : sceneLocationsStatement(db).execute({ sceneIds });
