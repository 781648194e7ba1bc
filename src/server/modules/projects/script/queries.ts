import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, scenes } from '#server/db/schema/index.ts';
import type { RawScriptBody } from '#shared/projects/script/script.ts';
import { insertSceneVersions, listScenes, recountProject } from '../scenes/queries.ts';

/**
 * In one transaction: the original version's empty scenes go, one scene per paragraph follows the
 * scenes that have text, each with its history entry, and the raw script is kept on the project.
 */
export const saveRawScript = async (
  db: Db,
  projectId: string,
  userId: string,
  script: RawScriptBody,
  paragraphs: readonly string[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    const existing = await listScenes(tx, projectId, null);
    const empty = existing.filter((scene) => scene.text.trim() === '').map((scene) => scene.id);
    if (empty.length > 0) await tx.delete(scenes).where(inArray(scenes.id, empty));
    // A reduce, not Math.max(...positions): a spread of thousands of arguments overflows the stack.
    const start = existing.reduce((next, scene) => Math.max(next, scene.position + 1), 0);
    // One statement for the scenes and one for their first versions, however long the script.
    const inserted = await tx
      .insert(scenes)
      .values(paragraphs.map((text, index) => ({ projectId, position: start + index, text, updatedBy: userId })))
      .returning({ id: scenes.id, text: scenes.text });
    await insertSceneVersions(
      tx,
      inserted.map((scene) => ({
        sceneId: scene.id,
        userId,
        type: 'text' as const,
        title: 'Raw script',
        text: scene.text,
      })),
    );
    await tx
      .update(projects)
      .set({ scriptRaw: { body: script.body, comments: script.comments } })
      .where(eq(projects.id, projectId));
    await recountProject(tx, projectId);
  });
};
