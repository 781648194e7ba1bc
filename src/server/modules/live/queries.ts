import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectCollabs, projectListings, projects, scenes, sessions, users } from '#server/db/schema/index.ts';
import type { Level, Role } from '#shared/users/schemas.ts';

export interface ProjectAudience {
  internal: boolean;
  deleted: boolean;
  /** Its collaborators and those who listed it: whose own project it is, as the project list counts them. */
  own: string[];
}

export type ProjectItemType = 'project' | 'scene';

const projectIdOf = async (db: Db, itemType: ProjectItemType, itemId: string): Promise<string | null> => {
  if (itemType === 'project') return itemId;
  const [row] = await db.select({ projectId: scenes.projectId }).from(scenes).where(eq(scenes.id, itemId)).limit(1);
  return row?.projectId ?? null;
};

/** Who may hear of a project or of one of its scenes, or null when there is no such item. */
export const findProjectAudience = async (
  db: Db,
  itemType: ProjectItemType,
  itemId: string,
): Promise<ProjectAudience | null> => {
  const projectId = await projectIdOf(db, itemType, itemId);
  if (!projectId) return null;
  const [project] = await db
    .select({
      internal: sql<boolean>`${projects.type} = 'internal'`,
      deleted: projects.deleted,
      own: sql<
        string[]
      >`array(select ${projectCollabs.userId}::text from ${projectCollabs} where ${projectCollabs.projectId} = ${projects.id}
        union select ${projectListings.userId}::text from ${projectListings} where ${projectListings.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return project ?? null;
};

export interface OpenSession {
  tokenHash: string;
  level: Level;
  roles: Role[];
}

/** Of these sessions, those still open, each with its user's level and roles as they are now. */
export const findOpenSessions = (db: Db, tokenHashes: readonly string[]): Promise<OpenSession[]> =>
  db
    .select({ tokenHash: sessions.tokenHash, level: users.level, roles: users.roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, sql`now()`)));
