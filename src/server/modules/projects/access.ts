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
import {
  findProjectWithOriginalScenes,
  findScenesWithProjectState,
  type ProjectWithScenes,
  type SceneViewFor,
} from './scenes/queries.ts';
import type { WrittenJson } from '#server/lib/written-json.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { findProjectPage } from './page-queries.ts';
import { findProjectWithCollabs, findVersionRow, type ProjectRow, type ProjectVersionRow } from './queries.ts';
import { projectPageReaderOf } from './view.ts';

export interface LoadedProject {
  row: ProjectRow;
  collabs: ProjectCollab[];
  /** The shape the shared permission rules take. */
  record: ProjectRecord & { onhold: boolean; deleted: boolean; type: ProjectRow['type'] };
}

/** The fields of a project row the shared permission rules read. */
type RecordFields = Pick<
  ProjectRow,
  'status' | 'scriptStatus' | 'storyboardStatus' | 'purchased' | 'onhold' | 'deleted' | 'type'
>;

export const toProjectRecord = (row: RecordFields, collabs: readonly ProjectCollab[]): LoadedProject['record'] => ({
  status: row.status,
  scriptStatus: row.scriptStatus,
  storyboardStatus: row.storyboardStatus,
  purchased: row.purchased,
  onhold: row.onhold,
  deleted: row.deleted,
  type: row.type,
  collabs: collabs.map((collab) => collab._id),
});

/** A trashed project is only visible to power users, who can restore it. */
const isViewable = (deleted: boolean, actor: Actor | null): boolean => !deleted || canSeeTrashedProject(actor);

/** Project ids double as share links (spec §2): anyone holding the id may view the project, unless it is in the trash. */
const visibleProject = async <Found extends { row: Pick<ProjectRow, 'deleted'> }>(
  projectId: string,
  actor: Actor | null,
  read: () => Promise<Found | undefined>,
): Promise<Found> => {
  if (!isRecordId(projectId)) throw catalogueError('not_found', 'api.projectNotFound');
  const found = await read();
  if (!found || !isViewable(found.row.deleted, actor)) throw catalogueError('not_found', 'api.projectNotFound');
  return found;
};

/** Of these scenes, those whose project the actor may view as `loadProject` decides, in one read with the viewer's check. */
export const viewableScenes = async (
  db: Db,
  sceneIds: readonly string[],
  actor: Actor | null,
  check: ViewerCheck,
): Promise<string[]> =>
  (await findScenesWithProjectState(db, sceneIds, check))
    .filter((scene) => isViewable(scene.projectDeleted, actor))
    .map((scene) => scene.id);

export const loadProject = async (
  db: Db,
  projectId: string,
  actor: Actor | null,
  check: ViewerCheck = sessionAlreadyRead,
): Promise<LoadedProject> => {
  const found = await visibleProject(projectId, actor, () => findProjectWithCollabs(db, projectId, check));
  return { row: found.row, collabs: found.collabs, record: toProjectRecord(found.row, found.collabs) };
};

/** The scenes page's common case: the project as its view rules need it, with its original scenes as the reader may see them, in one read. */
export const loadProjectWithOriginalScenes = async (
  db: Db,
  projectId: string,
  actor: Actor | null,
  view: SceneViewFor,
  check: ViewerCheck,
): Promise<ProjectWithScenes & { record: LoadedProject['record'] }> => {
  const found = await visibleProject(projectId, actor, () => findProjectWithOriginalScenes(db, projectId, view, check));
  return { ...found, record: toProjectRecord(found.row, found.collabs) };
};

/**
 * The project page as the actor sees it, of a project `loadProject` would find, with the extension
 * version `version` names active (as `resolveVersion` decides: an unknown one answers 404), in one read.
 */
export const loadProjectPage = async (
  db: Db,
  projectId: string,
  actor: Actor | null,
  { version, check }: { version: string | undefined; check: ViewerCheck },
): Promise<WrittenJson<ProjectView>> => {
  const named = isOriginalVersion(version) ? null : version;
  const versionId = named !== null && isRecordId(named) ? named : null;
  const page = await visibleProject(projectId, actor, () =>
    findProjectPage(db, { projectId, versionId, reader: projectPageReaderOf(actor), check }),
  );
  if (named !== null && !page.versionFound) throw catalogueError('not_found', 'api.versionNotFound');
  return page.view;
};

const versionOrNotFound = <Version>(found: Version | undefined): Version => {
  if (!found) throw catalogueError('not_found', 'api.versionNotFound');
  return found;
};

/**
 * Spec §2 `?version=`: absent or `original` is the project itself (null); anything else must be one
 * of the project's extension versions, or the request answers 404.
 */
export const resolveVersion = async (
  db: Db,
  projectId: string,
  version: string | undefined,
): Promise<ProjectVersionRow | null> => {
  if (isOriginalVersion(version)) return null;
  return versionOrNotFound(isRecordId(version) ? await findVersionRow(db, projectId, version) : undefined);
};

/** Spec §6 "Admin only": the project menu's actions (trash, type, priority, on hold, lists, duplicate). */
export const requireAdmin = (actor: Actor | null, key: ApiMessageKey = 'api.onlyAdmins'): void =>
  refuseUnless(can(actor, 'useProjectMenu'), actor, key);
