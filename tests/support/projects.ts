import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import { insertProject, type ProjectRow } from '#server/modules/projects/queries.ts';
import { createCart } from '#shared/projects/cart/cart.ts';

/** A project as the cart would create it, for tests of what comes after creation. */
export const seedProject = async (
  db: Db,
  options: {
    title?: string;
    collaboratorIds?: string[];
    createdBy?: string | null;
    set?: Partial<typeof projects.$inferInsert>;
  } = {},
): Promise<ProjectRow> => {
  const row = await insertProject(db, {
    title: options.title ?? 'Test project',
    cart: { ...createCart('en'), hideBreakdown: false },
    createdBy: options.createdBy ?? null,
    collaboratorIds: options.collaboratorIds ?? [],
  });
  if (!options.set) return row;
  const [updated] = await db.update(projects).set(options.set).where(eq(projects.id, row.id)).returning();
  return updated ?? row;
};
