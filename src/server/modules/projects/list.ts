import { and, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projectListings, projects } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import { isPower, type Actor } from '#shared/users/levels.ts';
import type { ProjectCard, ProjectListResponse } from '#shared/projects/project.ts';
import { projectListPageSize, type ProjectListQuery } from '#shared/projects/schemas.ts';
import { parseProjectStatusFilter, projectStatusCriteria } from '#shared/projects/status.ts';
import { findCollabs, findListedProjectIds, type ProjectRow } from './queries.ts';

const isCollaborator = (userId: string) =>
  exists(
    sql`(select 1 from ${projectCollabs} where ${projectCollabs.projectId} = ${projects.id} and ${projectCollabs.userId} = ${userId})`,
  );
const isListedBy = (userId: string) =>
  exists(
    sql`(select 1 from ${projectListings} where ${projectListings.projectId} = ${projects.id} and ${projectListings.userId} = ${userId})`,
  );

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Which projects a list may contain for this actor. Admins list everything (spec §6: All,
 * Internal, Client, trash, and their own listed=true My Projects); everyone else only ever sees
 * the projects they collaborate on or listed themselves.
 */
const visibility = (actor: Actor, query: ProjectListQuery): SQL[] => {
  const conditions: SQL[] = [];
  const admin = can(actor, 'filterProjectsByType');
  if (query.deleted && !admin) throw new AppError('forbidden', 'Only admins can open the trash');
  if (query.type && !admin) throw new AppError('forbidden', 'Only admins can filter projects by type');
  conditions.push(eq(projects.deleted, query.deleted ?? false));
  if (query.type) conditions.push(eq(projects.type, query.type));
  if (admin) {
    if (query.listed) conditions.push(isListedBy(actor._id));
  } else {
    const mine = or(isCollaborator(actor._id), isListedBy(actor._id));
    if (mine) conditions.push(mine);
  }
  return conditions;
};

const statusConditions = (actor: Actor, status: string | undefined): SQL[] => {
  const filter = parseProjectStatusFilter(status);
  if (!filter || !can(actor, 'filterProjectsByStatus')) return [];
  const criteria = projectStatusCriteria(filter);
  const conditions: SQL[] = [];
  if (criteria.statuses) conditions.push(inArray(projects.status, [...criteria.statuses]));
  if (criteria.purchased !== undefined) conditions.push(eq(projects.purchased, criteria.purchased));
  if (criteria.onhold !== undefined) conditions.push(eq(projects.onhold, criteria.onhold));
  return conditions;
};

const toCard = (row: ProjectRow, collabs: ProjectCard['collabs'], listed: boolean, actor: Actor): ProjectCard => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  scriptStatus: row.scriptStatus,
  storyboardStatus: row.storyboardStatus,
  purchased: row.purchased,
  type: row.type,
  internal: row.type === 'internal',
  starred: row.starred,
  onhold: row.onhold,
  deleted: row.deleted,
  updated: row.updatedAt.toISOString(),
  listed,
  // Spec §6: the collaborators on a card are for power users; a client sees only the project.
  collabs: isPower(actor) ? collabs : [],
  wordCount: row.wordCount,
  sceneCount: row.sceneCount,
  progress: row.progress,
  videoCoverUrl: row.videoCoverUrl,
});

export const listProjects = async (db: Db, actor: Actor, query: ProjectListQuery): Promise<ProjectListResponse> => {
  const conditions = [...visibility(actor, query), ...statusConditions(actor, query.status)];
  if (query.search) conditions.push(ilike(projects.title, `%${escapeLike(query.search)}%`));
  // One row more than a page tells whether there is a next page without counting the table.
  const rows = await db
    .select()
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.starred), desc(projects.updatedAt), desc(projects.id))
    .limit(projectListPageSize + 1)
    .offset(query.skip);
  const page = rows.slice(0, projectListPageSize);
  const ids = page.map((row) => row.id);
  const [collabs, listed] = await Promise.all([findCollabs(db, ids), findListedProjectIds(db, actor._id, ids)]);
  return {
    items: page.map((row) => toCard(row, collabs.get(row.id) ?? [], listed.has(row.id), actor)),
    hasMore: rows.length > projectListPageSize,
  };
};

export const searchResultLimit = 10;

/** Title search for the top bar: power users search every live project, others their own. */
export const searchProjects = async (db: Db, actor: Actor, term: string) => {
  if (term === '') return { items: [] };
  const conditions: SQL[] = [eq(projects.deleted, false), ilike(projects.title, `%${escapeLike(term)}%`)];
  if (!isPower(actor)) {
    const mine = or(isCollaborator(actor._id), isListedBy(actor._id));
    if (mine) conditions.push(mine);
  }
  const rows = await db
    .select({ id: projects.id, title: projects.title, type: projects.type, updatedAt: projects.updatedAt })
    .from(projects)
    .where(and(...conditions))
    .orderBy(sql`similarity(${projects.title}, ${term}) desc`, desc(projects.updatedAt))
    .limit(searchResultLimit);
  return { items: rows.map((row) => ({ _id: row.id, title: row.title, type: 'project', feed: null, updated: row.updatedAt.toISOString() })) };
};
