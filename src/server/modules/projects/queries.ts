import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projectListings, projects, projectVersions, scenes, users, type StoredCart } from '#server/db/schema/index.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';
import type { ProjectType } from '#shared/projects/status.ts';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectVersionRow = typeof projectVersions.$inferSelect;

/** A URL-safe slug that stays unique by ending in a piece of the id. */
export const slugFor = (title: string, id: string): string => {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'project'}-${id.slice(0, 8)}`;
};

export interface NewProject {
  title: string;
  cart: StoredCart;
  createdBy: string | null;
  collaboratorIds: string[];
  type?: ProjectType;
}

/** Creates the project with its collaborators and a first empty scene, in the caller's transaction. */
export const insertProject = async (db: Db, input: NewProject): Promise<ProjectRow> => {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(projects)
    .values({
      id,
      title: input.title,
      slug: slugFor(input.title, id),
      cart: input.cart,
      createdBy: input.createdBy,
      type: input.type ?? 'client',
      sceneCount: 1,
    })
    .returning();
  if (!row) throw new Error('project insert returned nothing');
  if (input.collaboratorIds.length > 0) {
    await db
      .insert(projectCollabs)
      .values(input.collaboratorIds.map((userId) => ({ projectId: id, userId, addedBy: input.createdBy })))
      .onConflictDoNothing();
  }
  await db.insert(scenes).values({ projectId: id, position: 0, updatedBy: input.createdBy });
  return row;
};

export const findProjectRow = async (db: Db, projectId: string): Promise<ProjectRow | undefined> => {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row;
};

export const findCollabs = async (db: Db, projectIds: readonly string[]): Promise<Map<string, ProjectCollab[]>> => {
  const byProject = new Map<string, ProjectCollab[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ projectId: projectCollabs.projectId, id: users.id, name: users.name, picture: users.picture, level: users.level, roles: users.roles })
    .from(projectCollabs)
    .innerJoin(users, eq(users.id, projectCollabs.userId))
    .where(inArray(projectCollabs.projectId, [...projectIds]))
    .orderBy(asc(projectCollabs.createdAt));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ _id: row.id, name: row.name, picture: row.picture ?? defaultAvatar, level: row.level, role: row.roles });
    byProject.set(row.projectId, list);
  }
  return byProject;
};

export const findListedProjectIds = async (db: Db, userId: string, projectIds: readonly string[]): Promise<Set<string>> => {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectListings.projectId })
    .from(projectListings)
    .where(and(eq(projectListings.userId, userId), inArray(projectListings.projectId, [...projectIds])));
  return new Set(rows.map((row) => row.projectId));
};

export const findVersions = async (db: Db, projectId: string): Promise<ProjectVersionRow[]> =>
  db.select().from(projectVersions).where(eq(projectVersions.projectId, projectId)).orderBy(asc(projectVersions.createdAt));

/** Every write to a project moves its "last modified" time, which the lists sort by. */
export const touchProject = async (db: Db, projectId: string): Promise<void> => {
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
};
