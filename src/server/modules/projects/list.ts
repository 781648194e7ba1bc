import { and, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projectListings, projects, users } from '#server/db/schema/index.ts';
import { defaultAvatar } from '#shared/users/constants.ts';
import { AppError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import { isPower, type Actor } from '#shared/users/levels.ts';
import type { ProjectCard, ProjectListResponse } from '#shared/projects/project.ts';
import { toCard } from './view.ts';
import { projectListPageSize, type ProjectListQuery } from '#shared/projects/schemas.ts';
import { parseProjectStatusFilter, projectStatusCriteria } from '#shared/projects/status.ts';

const isCollaborator = (userId: string) =>
  exists(
    sql`(select 1 from ${projectCollabs} c where c.project_id = "projects"."id" and c.user_id = ${userId})`,
  );
const isListedBy = (userId: string) =>
  exists(
    sql`(select 1 from ${projectListings} l where l.project_id = "projects"."id" and l.user_id = ${userId})`,
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

const cardColumns = (actor: Actor) => ({
  id: projects.id,
  title: projects.title,
  slug: projects.slug,
  status: projects.status,
  scriptStatus: projects.scriptStatus,
  storyboardStatus: projects.storyboardStatus,
  purchased: projects.purchased,
  type: projects.type,
  starred: projects.starred,
  onhold: projects.onhold,
  deleted: projects.deleted,
  updatedAt: projects.updatedAt,
  wordCount: projects.wordCount,
  sceneCount: projects.sceneCount,
  progress: projects.progress,
  videoCoverUrl: projects.videoCoverUrl,
  // Drizzle leaves columns unqualified in a one-table select, so the correlated subqueries name the outer table themselves.
  listed: sql<boolean>`exists (select 1 from ${projectListings} l where l.project_id = "projects"."id" and l.user_id = ${actor._id})`,
  // Spec §6: the collaborators on a card are for power users; a client's list does not even read them.
  collabs: isPower(actor)
    ? sql<ProjectCard['collabs']>`coalesce((
        select json_agg(json_build_object('_id', u.id, 'name', u.name, 'picture', coalesce(u.picture, ${defaultAvatar}), 'level', u.level, 'role', u.roles) order by c.created_at)
        from ${projectCollabs} c join ${users} u on u.id = c.user_id where c.project_id = "projects"."id"), '[]'::json)`
    : sql<ProjectCard['collabs']>`'[]'::json`,
});

/** One query per page: the cards, whether each is on the caller's list, and (for power users) its collaborators. */
export const listProjects = async (db: Db, actor: Actor, query: ProjectListQuery): Promise<ProjectListResponse> => {
  const conditions = [...visibility(actor, query), ...statusConditions(actor, query.status)];
  if (query.search) conditions.push(ilike(projects.title, `%${escapeLike(query.search)}%`));
  // One row more than a page tells whether there is a next page without counting the table.
  const rows = await db
    .select(cardColumns(actor))
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.starred), desc(projects.updatedAt), desc(projects.id))
    .limit(projectListPageSize + 1)
    .offset(query.skip);
  return { items: rows.slice(0, projectListPageSize).map(toCard), hasMore: rows.length > projectListPageSize };
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
