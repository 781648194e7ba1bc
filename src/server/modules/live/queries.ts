import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobs, projectCollabs, projects, scenes } from '#server/db/schema/index.ts';

export interface ProjectAudience {
  internal: boolean;
  /** Collaborators and the creator: the clients who work on it. */
  people: string[];
}

const projectIdOf = async (db: Db, itemType: string, itemId: string): Promise<string | null> => {
  if (itemType === 'project') return itemId;
  if (itemType === 'scene') {
    const [row] = await db.select({ projectId: scenes.projectId }).from(scenes).where(eq(scenes.id, itemId)).limit(1);
    return row?.projectId ?? null;
  }
  if (itemType === 'job') {
    const [row] = await db.select({ projectId: jobs.projectId }).from(jobs).where(eq(jobs.id, itemId)).limit(1);
    return row?.projectId ?? null;
  }
  return null;
};

/** Who works on the project an item belongs to, or null for items outside projects (posts). */
export const findProjectAudience = async (db: Db, itemType: string, itemId: string): Promise<ProjectAudience | null> => {
  const projectId = await projectIdOf(db, itemType, itemId);
  if (!projectId) return null;
  const [project] = await db.select({ type: projects.type, createdBy: projects.createdBy }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return null;
  const collabs = await db.select({ userId: projectCollabs.userId }).from(projectCollabs).where(eq(projectCollabs.projectId, projectId));
  return { internal: project.type === 'internal', people: [...collabs.map((row) => row.userId), ...(project.createdBy ? [project.createdBy] : [])] };
};
