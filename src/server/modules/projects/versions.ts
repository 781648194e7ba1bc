import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { extensionCart, isWaterColorCart, type ExtensionBody } from '#shared/projects/versions/extensions.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject } from './access.ts';
import { deleteExtension, insertExtension } from './queries.ts';
import { projectViewOf, projectChange, type ProjectChange, type ProjectTarget } from './service.ts';

const requireExtensionEditor = (actor: Actor | null) =>
  refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.extensionsRefused');

/** An extension prices its changes from the catalogue; redrawn scenes cost more when the project is in water color. */
export const addExtension = async (
  context: ModuleContext,
  { projectId, actor, extension }: ProjectTarget & { extension: ExtensionBody },
): Promise<ProjectChange> => {
  requireExtensionEditor(actor);
  const loaded = await loadProject(context.db, projectId, actor);
  const { title, editing, voiceChange, drawing } = extension;
  const priced = extensionCart(context.config.locale, {
    editing,
    voiceChange,
    drawing,
    waterColor: isWaterColorCart(loaded.row.cart),
  });
  await insertExtension(context.db, projectId, {
    title,
    cart: { ...priced, hideBreakdown: false },
    editing,
    voiceChange,
    drawing,
  });
  return projectChange(await projectViewOf(context.db, loaded.row.id, actor), context.t('api.extensionAdded'));
};

export const removeExtension = async (
  { db, t }: ModuleContext,
  { projectId, actor, versionId }: ProjectTarget & { versionId: string },
): Promise<ProjectChange> => {
  requireExtensionEditor(actor);
  const loaded = await loadProject(db, projectId, actor);
  if (!(await deleteExtension(db, projectId, versionId))) throw catalogueError('not_found', 'api.extensionNotFound');
  return projectChange(await projectViewOf(db, loaded.row.id, actor), t('api.extensionRemoved'));
};
