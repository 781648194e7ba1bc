import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatementsByShape, writtenLimit } from '#server/db/prepared.ts';
import { containsPattern } from '#server/db/like.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import { projectListings, projects } from '#server/db/schema/index.ts';
import { WrittenJson } from '#server/lib/written-json.ts';
import type { ProjectCard } from '#shared/projects/project.ts';
import type { ProjectListPlace } from '#shared/projects/schemas.ts';
import type { ProjectStatusCriteria, ProjectType } from '#shared/projects/status.ts';
import { isMine, readerIdValue } from './queries.ts';
import { projectCardJson, type ProjectCardReader } from './views/project-card-json.ts';

const isListedBy = (userId: Placeholder) =>
  inArray(projects.id, sql`(select project_id from ${projectListings} where user_id = ${userId})`);

/** What a list may hold for its reader, decided by the service from the shared rules. */
export interface ProjectListScope {
  readerId: string;
  /** Every project (admins); otherwise only those the reader collaborates on or listed. */
  everyProject: boolean;
  /** Only the reader's own My Projects list. */
  listedOnly: boolean;
  deleted: boolean;
  type?: ProjectType;
  criteria: ProjectStatusCriteria | null;
  search?: string;
  /** Spec §6: only some readers see the collaborators on a card; the others' lists do not read them. */
  withCollaborators: boolean;
  card: ProjectCardReader;
  check: ViewerCheck;
}

/** The SQL of a list for one shape of scope; the reader, the search term and the page are the statement's values. */
type ProjectListShape = Omit<ProjectListScope, 'readerId' | 'search' | 'check'> & {
  search: boolean;
  after: boolean;
  skip: boolean;
  pageSize: number;
};

const shapeConditions = (shape: ProjectListShape): SQL[] => {
  const conditions: SQL[] = [eq(projects.deleted, shape.deleted)];
  if (shape.type) conditions.push(eq(projects.type, shape.type));
  if (shape.everyProject) {
    if (shape.listedOnly) conditions.push(isListedBy(readerIdValue));
  } else {
    conditions.push(isMine(readerIdValue));
  }
  const { criteria } = shape;
  if (criteria?.statuses) conditions.push(inArray(projects.status, [...criteria.statuses]));
  if (criteria?.purchased !== undefined) conditions.push(eq(projects.purchased, criteria.purchased));
  if (criteria?.onhold !== undefined) conditions.push(eq(projects.onhold, criteria.onhold));
  if (shape.search) conditions.push(sql`${projects.title} ilike ${sql.placeholder('searchPattern')}`);
  // A row comparison in the list's order: an index condition, so a deep page starts at its place in projects_list_idx.
  if (shape.after) {
    conditions.push(sql`(${projects.starred}, ${projects.updatedAt}, ${projects.id}) < (${sql.placeholder('afterStarred')}::boolean,
      'epoch'::timestamptz + ${sql.placeholder('afterMicros')}::bigint * interval '1 microsecond', ${sql.placeholder('afterId')}::uuid)`);
  }
  return conditions;
};

const listOrder = [desc(projects.starred), desc(projects.updatedAt), desc(projects.id)];

/** A card of a list, for its reader, and its place in the list's order (for the next page's `after`). */
const cardColumns = (card: ProjectCardReader, withCollaborators: boolean) => ({
  card: projectCardJson(card, withCollaborators).as('card'),
  id: sql<string>`${projects.id}`.as('place_id'),
  starred: sql<boolean>`${projects.starred}`.as('place_starred'),
  updatedMicros: sql<string>`(extract(epoch from ${projects.updatedAt}) * 1000000)::bigint::text`.as('place_micros'),
  ord: sql<number>`row_number() over (order by ${sql.join(listOrder, sql`, `)})`.as('ord'),
});

/**
 * One statement per page, answering one row: the page's cards as PostgreSQL writes them, whether
 * another page follows (the page reads one card more) and the last card's place in the list's order.
 * The page's ids come first, because PostgreSQL computes the select list of the rows an OFFSET skips
 * too. Prepared per shape of filter: building the select costs the app more than PostgreSQL spends
 * answering it, and planning it costs PostgreSQL more than running it (decision 073).
 */
const projectCardStatements = preparedStatementsByShape(
  'list_project_cards',
  (db, shape: ProjectListShape, statementName) => {
    const pageIds = db
      .select({ id: projects.id })
      .from(projects)
      .where(and(...shapeConditions(shape)))
      .orderBy(...listOrder)
      .limit(writtenLimit(shape.pageSize + 1))
      .offset(shape.skip ? sql.placeholder('skip') : 0)
      .as('page_ids');
    const page = db
      .select(cardColumns(shape.card, shape.withCollaborators))
      .from(projects)
      .innerJoin(pageIds, eq(pageIds.id, projects.id))
      .where(viewerCheckPlaceholder)
      .as('page');
    const size = sql.raw(String(shape.pageSize));
    const ofLast = (column: SQL.Aliased) => sql`(array_agg(${column}) filter (where ${page.ord} = ${size}))[1]`;
    return db
      .select({
        cards: sql<string>`coalesce(json_agg(${page.card} order by ${page.ord}) filter (where ${page.ord} <= ${size}), '[]')::text`,
        more: sql<boolean>`count(*) > ${size}`,
        lastId: sql<string | null>`${ofLast(page.id)}`,
        lastStarred: sql<boolean | null>`${ofLast(page.starred)}`,
        lastMicros: sql<string | null>`${ofLast(page.updatedMicros)}`,
      })
      .from(page)
      .prepare(statementName);
  },
);

export const listProjectCards = async (
  db: Db,
  scope: ProjectListScope,
  page: { skip: number; after: ProjectListPlace | undefined; size: number },
): Promise<{ cards: WrittenJson<ProjectCard[]>; next: ProjectListPlace | null }> => {
  const { readerId, search, check, ...shape } = scope;
  const [found] = await projectCardStatements(db, {
    ...shape,
    search: search !== undefined,
    after: page.after !== undefined,
    skip: page.skip > 0,
    pageSize: page.size,
  }).execute({
    readerId,
    searchPattern: search === undefined ? null : containsPattern(search),
    afterStarred: page.after?.starred ?? null,
    afterMicros: page.after?.updatedMicros ?? null,
    afterId: page.after?.id ?? null,
    skip: page.skip,
    ...viewerCheckValues(check),
  });
  if (!found) throw new Error('a list read answers one row');
  const { more, lastId, lastStarred, lastMicros } = found;
  const next =
    more && lastId !== null && lastStarred !== null && lastMicros !== null
      ? { id: lastId, starred: lastStarred, updatedMicros: lastMicros }
      : null;
  return { cards: new WrittenJson(found.cards), next };
};
