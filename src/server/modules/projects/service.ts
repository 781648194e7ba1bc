import type { Db } from '#server/db/client.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { loadProject, type LoadedProject } from './access.ts';
import { findListedProjectIds, findVersions } from './queries.ts';
import { toProjectView } from './view.ts';

export const projectViewOf = async (db: Db, loaded: LoadedProject, actor: Actor | null): Promise<ProjectView> => {
  const [versions, listed] = await Promise.all([
    findVersions(db, loaded.row.id),
    actor ? findListedProjectIds(db, actor._id, [loaded.row.id]) : Promise.resolve(new Set<string>()),
  ]);
  return toProjectView(loaded, versions, listed.has(loaded.row.id), actor);
};

export const getProject = async (db: Db, projectId: string, actor: Actor | null): Promise<ProjectView> =>
  projectViewOf(db, await loadProject(db, projectId, actor), actor);
