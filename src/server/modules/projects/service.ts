import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { loadProject, type LoadedProject } from './access.ts';
import { findListedProjectIds, findVersions } from './queries.ts';
import { versionNotFoundMessage } from './cart/service.ts';
import { toProjectView } from './view.ts';

export const projectViewOf = async (db: Db, loaded: LoadedProject, actor: Actor | null, activeVersion: string | null = null): Promise<ProjectView> => {
  const [versions, listed] = await Promise.all([
    findVersions(db, loaded.row.id),
    actor ? findListedProjectIds(db, actor._id, [loaded.row.id]) : Promise.resolve(new Set<string>()),
  ]);
  if (activeVersion !== null && !versions.some((version) => version.id === activeVersion)) throw new AppError('not_found', versionNotFoundMessage);
  return toProjectView(loaded, versions, listed.has(loaded.row.id), actor, activeVersion);
};

/** GET /api/projects/{id}?version=: the project as it stands, with the extension version it names. */
export const getProject = async (db: Db, projectId: string, actor: Actor | null, version: string | null = null): Promise<ProjectView> =>
  projectViewOf(db, await loadProject(db, projectId, actor), actor, version);
