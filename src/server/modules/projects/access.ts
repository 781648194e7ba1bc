import type { Db } from '#server/db/client.ts';
import { AppError, catalogueError } from '#server/lib/errors.ts';
import { isPower, type Actor } from '#shared/users/levels.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';
import type { ProjectRecord } from '#shared/projects/permissions.ts';
import { findCollabs, findProjectRow, type ProjectRow } from './queries.ts';

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

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Project ids double as share links (spec §2): anyone holding the id may view the project.
 * A trashed project is only visible to power users, who can restore it.
 */
export const loadProject = async (db: Db, projectId: string, actor: Actor | null): Promise<LoadedProject> => {
  if (!uuidPattern.test(projectId)) throw catalogueError('not_found', 'api.projectNotFound');
  const row = await findProjectRow(db, projectId);
  if (!row || (row.deleted && !isPower(actor))) throw catalogueError('not_found', 'api.projectNotFound');
  const collabs = (await findCollabs(db, [row.id])).get(row.id) ?? [];
  return { row, collabs, record: toProjectRecord(row, collabs) };
};

/** Loads the project and refuses with 403 unless the shared rule allows the actor. */
export const loadProjectFor = async (
  db: Db,
  projectId: string,
  actor: Actor | null,
  allowed: (actor: Actor | null, project: LoadedProject['record']) => boolean,
  refusal: string,
): Promise<LoadedProject> => {
  const project = await loadProject(db, projectId, actor);
  if (!allowed(actor, project.record)) throw new AppError(actor ? 'forbidden' : 'unauthorized', refusal);
  return project;
};
