import type { Db } from '#server/db/client.ts';
import { sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';
import { canSeeTrashedProject, type ProjectRecord } from '#shared/projects/permissions.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { findProjectWithCollabs, findVersionRow, type ProjectRow, type ProjectVersionRow } from './queries.ts';

export interface LoadedProject {
  row: ProjectRow;
  collabs: ProjectCollab[];
  /** The shape the shared permission rules take. */
  record: ProjectRecord & { onhold: boolean; deleted: boolean; type: ProjectRow['type'] };
}

export const toProjectRecord = (row: ProjectRow, collabs: readonly ProjectCollab[]): LoadedProject['record'] => ({
  status: row.status,
  scriptStatus: row.scriptStatus,
  storyboardStatus: row.storyboardStatus,
  purchased: row.purchased,
  onhold: row.onhold,
  deleted: row.deleted,
  type: row.type,
  collabs: collabs.map((collab) => collab._id),
});

/**
 * Project ids double as share links (spec §2): anyone holding the id may view the project.
 * A trashed project is only visible to power users, who can restore it.
 */
export const loadProject = async (db: Db, projectId: string, actor: Actor | null, check: ViewerCheck = sessionAlreadyRead): Promise<LoadedProject> => {
  if (!isRecordId(projectId)) throw catalogueError('not_found', 'api.projectNotFound');
  const found = await findProjectWithCollabs(db, projectId, check);
  if (!found || (found.row.deleted && !canSeeTrashedProject(actor))) throw catalogueError('not_found', 'api.projectNotFound');
  return { row: found.row, collabs: found.collabs, record: toProjectRecord(found.row, found.collabs) };
};

/**
 * Spec §2 `?version=`: absent or `original` is the project itself (null); anything else must be one
 * of the project's extension versions, or the request answers 404.
 */
export const resolveVersion = async (db: Db, projectId: string, version: string | undefined): Promise<ProjectVersionRow | null> => {
  if (isOriginalVersion(version)) return null;
  const row = isRecordId(version) ? await findVersionRow(db, projectId, version) : undefined;
  if (!row) throw catalogueError('not_found', 'api.versionNotFound');
  return row;
};

/** Spec §6 "Admin only": the project menu's actions (trash, type, priority, on hold, lists, duplicate). */
export const requireAdmin = (actor: Actor | null, key: ApiMessageKey = 'api.onlyAdmins'): void =>
  refuseUnless(can(actor, 'useProjectMenu'), actor, key);
