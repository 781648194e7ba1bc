import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { slugFor, type ProjectRow } from './queries.ts';

/**
 * A copy with its own scenes, cart and collaborators, starting over as new and unpublished;
 * extensions, listings and history stay with the original. Answers the copy's id.
 */
export const copyProject = async (
  db: Db,
  original: { row: ProjectRow; collaboratorIds: readonly string[] },
  title: string,
  copiedBy: string | null,
): Promise<string> =>
  db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const { row } = original;
    await tx.insert(projects).values({
      id,
      title,
      slug: slugFor(title, id),
      type: row.type,
      cart: row.cart,
      wordCount: row.wordCount,
      sceneCount: row.sceneCount,
      metaVersion: row.metaVersion,
      scriptRaw: row.scriptRaw,
      musicTrack: row.musicTrack,
      storyboardBrief: row.storyboardBrief,
      createdBy: copiedBy,
    });
    const originalScenes = await tx
      .select()
      .from(scenes)
      .where(and(eq(scenes.projectId, row.id), isNull(scenes.versionId)))
      .orderBy(asc(scenes.position));
    if (originalScenes.length > 0) {
      await tx.insert(scenes).values(
        originalScenes.map((scene) => ({
          projectId: id,
          position: scene.position,
          text: scene.text,
          status: scene.status,
          image: scene.image,
          ext: scene.ext,
          numbers: scene.numbers,
          sketch: scene.sketch,
          updatedBy: copiedBy,
        })),
      );
    }
    if (original.collaboratorIds.length > 0) {
      await tx
        .insert(projectCollabs)
        .values(original.collaboratorIds.map((userId) => ({ projectId: id, userId, addedBy: copiedBy })));
    }
    return id;
  });
