import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape } from '#server/db/prepared.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { projects } from '#server/db/schema/index.ts';
import { WrittenJson } from '#server/lib/written-json.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { readerIdValue, type ProjectRow } from './queries.ts';
import {
  activeVersion,
  projectViewJson,
  readerCollaboration,
  type ProjectPageDecisions,
} from './views/project-page-json.ts';

/**
 * What the shared rules let one reader see of a project page (decision 084). Of the row, those rules
 * read only whether the reader collaborates on the project and whether a delivery is purchased, so the
 * service decides each rule for every value of those facts and the read picks by the row's.
 */
export interface ProjectPageReader {
  readerId: string | null;
  /** Made once per reader and frozen, so that it finds its prepared statement by identity (decision 087). */
  decisions: ProjectPageDecisions;
}

/**
 * The project page's read: the page as the reader sees it, whether the project is in the trash (which
 * decides whether they see it at all) and whether the version it names exists, with the viewer's check:
 * one round trip and one prepared plan per shape of reader. Also the answer to every change of a
 * project (`projectViewOf`).
 */
const projectPageStatements = preparedStatementsByShape(
  'find_project_page',
  (db, shape: ProjectPageDecisions, statementName) =>
    db
      .select({
        deleted: projects.deleted,
        view: projectViewJson(shape),
        versionFound: sql<boolean>`${activeVersion.id} is not null`,
      })
      .from(projects)
      .leftJoin(
        readerCollaboration,
        and(eq(readerCollaboration.projectId, projects.id), eq(readerCollaboration.userId, readerIdValue)),
      )
      .leftJoin(
        activeVersion,
        and(eq(activeVersion.projectId, projects.id), eq(activeVersion.id, sql.placeholder('versionId'))),
      )
      .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
      .prepare(statementName),
);

export interface ProjectPageRead {
  row: Pick<ProjectRow, 'deleted'>;
  view: WrittenJson<ProjectView>;
  /** Whether the extension version asked for is one of the project's (false when none was). */
  versionFound: boolean;
}

/** A visitor (no reader) has no list, so nothing is listed; `versionId` is an extension version's id, or null for the original. */
export const findProjectPage = async (
  db: Db,
  {
    projectId,
    versionId,
    reader,
    check,
  }: { projectId: string; versionId: string | null; reader: ProjectPageReader; check: ViewerCheck },
): Promise<ProjectPageRead | undefined> => {
  const [found] = await projectPageStatements(db, reader.decisions).execute({
    projectId,
    readerId: reader.readerId,
    versionId,
    ...viewerCheckValues(check),
  });
  return (
    found && { row: { deleted: found.deleted }, view: new WrittenJson(found.view), versionFound: found.versionFound }
  );
};
