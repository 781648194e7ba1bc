import { and, eq, ilike, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { containsPattern } from '#server/db/like.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { projects } from '#server/db/schema/index.ts';
import { searchResultLimit, type ProjectSearchScope } from '#shared/search/search.ts';
import { isMine, readerIdValue } from './queries.ts';

/** The live projects a search may return to its reader, decided from the shared rules (`projectSearchScope`). */
export const searchableProjects = (readerId: string | Placeholder, scope: ProjectSearchScope): SQL =>
  and(
    eq(projects.deleted, false),
    scope.everyProject ? undefined : isMine(readerId),
    scope.withInternal ? undefined : ne(projects.type, 'internal'),
  ) ?? sql`true`;

const distanceToTerm = sql`${projects.title} <-> ${sql.placeholder('term')}::text`;

/**
 * Prepared per reader's scope, as the lists are (decisions 073, 078). The trigram index yields the
 * titles containing the term nearest first (distance is 1 - similarity), so the read stops after the
 * page's titles and those tied with its last, however many titles contain the term; the ties are then
 * ordered newest first (decision 086).
 */
const titleSearchStatements = preparedStatementsByShape(
  'search_project_titles',
  (db, scope: ProjectSearchScope, statementName) => {
    const nearest = sql`(select ${projects.id} as id, ${projects.title} as title, ${projects.updatedAt} as updated_at, ${distanceToTerm} as distance
    from ${projects}
    where ${and(viewerCheckPlaceholder, searchableProjects(readerIdValue, scope), ilike(projects.title, sql.placeholder('pattern')))}
    order by ${distanceToTerm} fetch first ${sql.raw(String(searchResultLimit))} rows with ties) as nearest`;
    return db
      .select({
        id: sql<string>`nearest.id`,
        title: sql<string>`nearest.title`,
        updatedAt: sql`nearest.updated_at`.mapWith(projects.updatedAt),
      })
      .from(nearest)
      .orderBy(sql`nearest.distance`, sql`nearest.updated_at desc`)
      .limit(writtenLimit(searchResultLimit))
      .prepare(statementName);
  },
);

/** The title search of the project list and the job form's picker: the `searchResultLimit` most similar titles. */
export const searchProjectTitles = async (
  db: Db,
  term: string,
  readerId: string,
  scope: ProjectSearchScope,
  check: ViewerCheck,
) =>
  titleSearchStatements(db, { everyProject: scope.everyProject, withInternal: scope.withInternal }).execute({
    readerId,
    term,
    pattern: containsPattern(term),
    ...viewerCheckValues(check),
  });
