import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import {
  projectCollabs,
  projectListings,
  projects,
  projectVersions,
  scenes,
  users,
  type StoredCart,
} from '#server/db/schema/index.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';
import type { ProjectType } from '#shared/projects/status.ts';
import { collaboratorsOfProjectRow } from './views/project-collaborators-json.ts';

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

/** The reader's id, a value of every statement that reads for one reader, named the same in each. */
export const readerIdValue = sql.placeholder('readerId');

const projectRowStatement = preparedStatement((db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.id, sql.placeholder('projectId')))
    .limit(1)
    .prepare('find_project_row'),
);

/** Every project page and change reads its project first: the row, its collaborators and the viewer's check in one statement. */
const projectWithCollabsStatement = preparedStatement((db) =>
  db
    .select({ row: projects, collabs: collaboratorsOfProjectRow })
    .from(projects)
    .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
    .limit(1)
    .prepare('find_project_with_collabs'),
);

export const findProjectWithCollabs = async (
  db: Db,
  projectId: string,
  check: ViewerCheck,
): Promise<{ row: ProjectRow; collabs: ProjectCollab[] } | undefined> => {
  const [found] = await projectWithCollabsStatement(db).execute({ projectId, ...viewerCheckValues(check) });
  return found;
};

export const findProjectRow = async (db: Db, projectId: string): Promise<ProjectRow | undefined> => {
  const [row] = await projectRowStatement(db).execute({ projectId });
  return row;
};

/** Every write to a project moves its "last modified" time, which the lists sort by. */
export const touchProject = async (db: Db, projectId: string): Promise<void> => {
  await db.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
};

export const findVersionRow = async (
  db: Db,
  projectId: string,
  versionId: string,
): Promise<ProjectVersionRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)))
    .limit(1);
  return row;
};

export type ProjectUpdate = Partial<typeof projects.$inferInsert>;

/** Writes a settings change and moves "last modified"; the answer reads the project again (`projectViewOf`). */
export const updateProject = async (db: Db, projectId: string, update: ProjectUpdate): Promise<void> => {
  await db
    .update(projects)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};

export const userExists = async (db: Db, userId: string): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;

/** Puts the project on the user's My Projects list, or takes it off; answers whether it is now listed. */
export const toggleProjectListing = async (db: Db, projectId: string, userId: string): Promise<boolean> => {
  const removed = await db
    .delete(projectListings)
    .where(and(eq(projectListings.projectId, projectId), eq(projectListings.userId, userId)))
    .returning();
  if (removed.length > 0) return false;
  await db.insert(projectListings).values({ projectId, userId });
  return true;
};

export const insertCollaborator = async (db: Db, projectId: string, userId: string, addedBy: string): Promise<void> => {
  await db.insert(projectCollabs).values({ projectId, userId, addedBy }).onConflictDoNothing();
};

/** Answers whether the user was a collaborator. */
export const deleteCollaborator = async (db: Db, projectId: string, userId: string): Promise<boolean> =>
  (
    await db
      .delete(projectCollabs)
      .where(and(eq(projectCollabs.projectId, projectId), eq(projectCollabs.userId, userId)))
      .returning()
  ).length > 0;

export interface NewExtension {
  title: string;
  cart: StoredCart;
  editing: boolean;
  voiceChange: boolean;
  drawing: number;
}

export const insertExtension = async (db: Db, projectId: string, extension: NewExtension): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.insert(projectVersions).values({ projectId, ...extension });
    await touchProject(tx, projectId);
  });
};

/** Answers whether the project had that extension. */
export const deleteExtension = async (db: Db, projectId: string, versionId: string): Promise<boolean> =>
  (
    await db
      .delete(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.id, versionId)))
      .returning({ id: projectVersions.id })
  ).length > 0;

/**
 * The reader's own projects as one set of ids, which PostgreSQL joins from the reader's few rows; an OR of two
 * EXISTS would make it walk the whole list in order and test every project.
 */
export const isMine = (userId: string | Placeholder) =>
  inArray(
    projects.id,
    sql`(select project_id from ${projectCollabs} where user_id = ${userId} union select project_id from ${projectListings} where user_id = ${userId})`,
  );
