import { randomUUID } from 'node:crypto';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { canEditStoryboard } from '#shared/projects/permissions.ts';
import {
  maxDriveStoryboards,
  usesDriveStoryboards,
  type DriveStoryboardBody,
} from '#shared/projects/storyboards/drive-storyboards.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject, type LoadedProject } from '../access.ts';
import { projectChange, projectViewOf, type ProjectChange, type ProjectTarget } from '../service.ts';
import { appendDriveStoryboard, removeDriveStoryboard } from './queries.ts';

/** Spec §6 storyboard editing, on a project whose storyboards live on the drive (spec §9 meta version 1). */
const loadDriveProject = async ({ db }: ModuleContext, { projectId, actor }: ProjectTarget): Promise<LoadedProject> => {
  const loaded = await loadProject(db, projectId, actor);
  refuseUnless(canEditStoryboard(actor), actor, 'api.storyboardLinksRefused');
  if (!usesDriveStoryboards(loaded.row)) throw catalogueError('conflict', 'api.storyboardsBuiltIn');
  return loaded;
};

/** POST /api/projects/{id}/storyboards: links one more storyboard kept on the drive. */
export const linkDriveStoryboard = async (
  context: ModuleContext,
  target: ProjectTarget & { body: DriveStoryboardBody },
): Promise<ProjectChange> => {
  const loaded = await loadDriveProject(context, target);
  const storyboard = { id: randomUUID(), webLink: target.body.webLink };
  if (!(await appendDriveStoryboard(context.db, loaded.row.id, storyboard, maxDriveStoryboards)))
    throw catalogueError('conflict', 'api.storyboardsFull', { count: maxDriveStoryboards });
  return projectChange(await projectViewOf(context.db, loaded.row.id, target.actor), context.t('api.storyboardLinked'));
};

/** DELETE /api/projects/{id}/storyboards/{storyboardId}: the link goes; the file stays on the drive. */
export const unlinkDriveStoryboard = async (
  context: ModuleContext,
  target: ProjectTarget & { storyboardId: string },
): Promise<ProjectChange> => {
  const loaded = await loadDriveProject(context, target);
  if (!(await removeDriveStoryboard(context.db, loaded.row.id, target.storyboardId)))
    throw catalogueError('not_found', 'api.storyboardLinkNotFound');
  return projectChange(
    await projectViewOf(context.db, loaded.row.id, target.actor),
    context.t('api.storyboardUnlinked'),
  );
};
