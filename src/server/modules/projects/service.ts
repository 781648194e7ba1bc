import type { Db } from '#server/db/client.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import type {
  ProjectChangeResponse,
  ProjectListResponse,
  ProjectResponse,
  ProjectView,
  SearchResponse,
} from '#shared/projects/project.ts';
import { canSeeCardCollaborators, listCoversEveryProject } from '#shared/projects/permissions.ts';
import { projectSearchScope } from '#shared/search/search.ts';
import { projectListCursor, projectListPageSize, type ProjectListQuery } from '#shared/projects/schemas.ts';
import { parseProjectStatusFilter, projectStatusCriteria } from '#shared/projects/status.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { sessionAlreadyRead, type ViewerCheck } from '#server/db/viewer-check.ts';
import { loadProjectPage } from './access.ts';
import { listProjectCards } from './card-queries.ts';
import { findProjectPage } from './page-queries.ts';
import { searchProjectTitles } from './search-queries.ts';
import { projectCardReaderOf, projectPageReaderOf } from './view.ts';

/** Which project, seen or changed by whom: what most project services are told. */
export interface ProjectTarget {
  projectId: string;
  actor: Actor | null;
}

/** What every change to a project answers: the project as the actor now sees it, and the success message. */
export type ProjectChange = WrittenJson<ProjectChangeResponse>;

export const projectChange = (project: WrittenJson<ProjectView>, message: string): ProjectChange =>
  answerOfParts<ProjectChangeResponse>({ project, message });

/** The project as the actor sees it right after a change, read again; a trashed one too, for whoever trashed it. */
export const projectViewOf = async (
  db: Db,
  projectId: string,
  actor: Actor | null,
  activeVersion: string | null = null,
): Promise<WrittenJson<ProjectView>> => {
  const page = await findProjectPage(db, {
    projectId,
    versionId: activeVersion,
    reader: projectPageReaderOf(actor),
    check: sessionAlreadyRead,
  });
  if (!page) throw catalogueError('not_found', 'api.projectNotFound');
  return page.view;
};

/** The fresh view after a write: the project is read again, as another request would see it. */
export const reloadedView = async (db: Db, projectId: string, actor: Actor | null): Promise<WrittenJson<ProjectView>> =>
  loadProjectPage(db, projectId, actor, { version: undefined, check: sessionAlreadyRead });

/** GET /api/projects/{id}?version=: the project as it stands, with the extension version it names. */
export const getProject = async (
  { db }: ModuleContext,
  { projectId, actor, version, check }: ProjectTarget & { version: string | undefined; check: ViewerCheck },
): Promise<WrittenJson<ProjectResponse>> =>
  answerOfParts<ProjectResponse>({ project: await loadProjectPage(db, projectId, actor, { version, check }) });

/**
 * Which projects a list may contain for this actor. Admins list everything (spec §6: All,
 * Internal, Client, trash, and their own listed=true My Projects), project managers every project of
 * the status they chose; everyone else only ever sees the projects they collaborate on or listed themselves.
 */
export const listProjects = async (
  { db }: ModuleContext,
  { actor, query, check }: { actor: Actor; query: ProjectListQuery; check: ViewerCheck },
): Promise<WrittenJson<ProjectListResponse>> => {
  const admin = can(actor, 'filterProjectsByType');
  if (query.deleted) refuseUnless(admin, actor, 'api.trashRefused');
  if (query.type) refuseUnless(admin, actor, 'api.typeFilterRefused');
  const filter = parseProjectStatusFilter(query.status);
  const statusChosen = filter !== null && can(actor, 'filterProjectsByStatus');
  const scope = {
    readerId: actor._id,
    everyProject: listCoversEveryProject(actor, statusChosen),
    listedOnly: query.listed === true && can(actor, 'listListedProjects'),
    deleted: query.deleted ?? false,
    ...(query.type ? { type: query.type } : {}),
    criteria: filter && statusChosen ? projectStatusCriteria(filter) : null,
    ...(query.search ? { search: query.search } : {}),
    withCollaborators: canSeeCardCollaborators(actor),
    card: projectCardReaderOf(actor),
    check,
  };
  const { cards, next } = await listProjectCards(db, scope, {
    skip: query.skip,
    after: query.after,
    size: query.limit ?? projectListPageSize,
  });
  return answerOfParts<ProjectListResponse>({
    items: cards,
    hasMore: next !== null,
    next: next && projectListCursor(next),
  });
};

/** Title search for the project list and the job form's picker: the projects the top bar's search may return too. */
export const searchProjects = async (
  { db }: ModuleContext,
  { actor, term, check }: { actor: Actor; term: string; check: ViewerCheck },
): Promise<SearchResponse> => {
  const rows = term === '' ? [] : await searchProjectTitles(db, term, actor._id, projectSearchScope(actor), check);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      type: 'project',
      feed: null,
      updated: row.updatedAt.toISOString(),
    })),
  };
};
