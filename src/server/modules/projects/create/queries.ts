import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';

/** How many projects this user has started, trashed ones included, so a new one's default title is never reused. */
export const countProjectsStartedBy = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ started: count() }).from(projects).where(eq(projects.createdBy, userId));
  return row?.started ?? 0;
};
