import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject, requireAdmin } from './access.ts';
import { copyProject } from './copy-queries.ts';
import { reloadedView, projectChange, type ProjectChange, type ProjectTarget } from './service.ts';

/** Spec §6: duplicating is on the admins' project menu; the copy's contents are listed at `copyProject`. */
export const duplicateProject = async (
  { db, t }: ModuleContext,
  { projectId, actor, title }: ProjectTarget & { title: string },
): Promise<ProjectChange> => {
  requireAdmin(actor, 'api.duplicateRefused');
  const original = await loadProject(db, projectId, actor);
  const copyId = await copyProject(
    db,
    { row: original.row, collaboratorIds: original.record.collabs },
    title,
    actor?._id ?? null,
  );
  return projectChange(await reloadedView(db, copyId, actor), t('api.projectDuplicated'));
};
