import { asc, eq, isNull, and } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projects, scenes } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject } from './access.ts';
import type { ProjectChange } from './manage.ts';
import { slugFor } from './queries.ts';
import { projectViewOf } from './service.ts';

/**
 * A copy with its own scenes, cart and collaborators, starting over as new and unpublished;
 * extensions, listings and history stay with the original.
 */
export const duplicateProject = async (db: Db, locale: Locale, projectId: string, actor: Actor | null, title: string): Promise<ProjectChange> => {
  if (!can(actor, 'useProjectMenu')) throw new AppError(actor ? 'forbidden' : 'unauthorized', 'Only admins can duplicate projects');
  const original = await loadProject(db, projectId, actor);
  const copyId = await db.transaction(async (tx) => {
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
      createdBy: actor?._id ?? null,
    });
    const originalScenes = await tx
      .select()
      .from(scenes)
      .where(and(eq(scenes.projectId, projectId), isNull(scenes.versionId)))
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
          updatedBy: actor?._id ?? null,
        })),
      );
    }
    if (original.collabs.length > 0) {
      await tx.insert(projectCollabs).values(original.collabs.map((collab) => ({ projectId: id, userId: collab._id, addedBy: actor?._id ?? null })));
    }
    return id;
  });
  return { project: await projectViewOf(db, await loadProject(db, copyId, actor), actor), message: createApiTranslator(locale)('api.projectDuplicated') };
};
