import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, projectVersions } from '#server/db/schema/index.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { Locale } from '#shared/app/constants.ts';
import { createApiTranslator } from '#shared/i18n/api-messages.ts';
import { extensionCart, type ExtensionBody } from '#shared/projects/versions/extensions.ts';
import { loadProject } from './access.ts';
import type { ProjectChange } from './manage.ts';
import { projectViewOf } from './service.ts';

const refuseNonPm = (actor: Actor | null) => {
  if (!can(actor, 'openProjectSettings')) throw catalogueError(actor ? 'forbidden' : 'unauthorized', 'api.extensionsRefused');
};

/** An extension prices its changes from the catalogue; redrawn scenes cost more when the project is in water color. */
export const addExtension = async (db: Db, locale: Locale, projectId: string, actor: Actor | null, body: ExtensionBody): Promise<ProjectChange> => {
  refuseNonPm(actor);
  const loaded = await loadProject(db, projectId, actor);
  const waterColor = loaded.row.cart.items.some((entry) => entry.id === 'water-color');
  const cart = { ...extensionCart(locale, { editing: body.editing, voiceChange: body.voiceChange, drawing: body.drawing, waterColor }), hideBreakdown: false };
  await db.transaction(async (tx) => {
    await tx.insert(projectVersions).values({ projectId, title: body.title, cart, editing: body.editing, voiceChange: body.voiceChange, drawing: body.drawing });
    await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
  });
  return { project: await projectViewOf(db, loaded, actor), message: createApiTranslator(locale)('api.extensionAdded') };
};

export const removeExtension = async (db: Db, locale: Locale, projectId: string, actor: Actor | null, versionId: string): Promise<ProjectChange> => {
  refuseNonPm(actor);
  const loaded = await loadProject(db, projectId, actor);
  const removed = await db
    .delete(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)))
    .returning({ id: projectVersions.id });
  if (removed.length === 0) throw catalogueError('not_found', 'api.extensionNotFound');
  return { project: await projectViewOf(db, loaded, actor), message: createApiTranslator(locale)('api.extensionRemoved') };
};
