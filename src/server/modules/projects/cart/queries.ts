import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projects, projectVersions, type StoredCart } from '#server/db/schema/index.ts';

/** Reads the cart for a change, holding the row so that two changes at once cannot drop each other. */
export const lockCart = async (
  db: Db,
  projectId: string,
  versionId: string | null,
): Promise<StoredCart | undefined> => {
  if (versionId) {
    const [row] = await db
      .select({ cart: projectVersions.cart })
      .from(projectVersions)
      .where(eq(projectVersions.id, versionId))
      .for('update');
    return row?.cart;
  }
  const [row] = await db.select({ cart: projects.cart }).from(projects).where(eq(projects.id, projectId)).for('update');
  return row?.cart;
};

export const saveCart = async (
  db: Db,
  projectId: string,
  versionId: string | null,
  cart: StoredCart,
): Promise<void> => {
  if (versionId) await db.update(projectVersions).set({ cart }).where(eq(projectVersions.id, versionId));
  else await db.update(projects).set({ cart }).where(eq(projects.id, projectId));
};

/** The original cart with what prices the script (its word count, and whether the price is settled), the row held for the change. */
export const lockCartForScript = async (
  db: Db,
  projectId: string,
): Promise<{ cart: StoredCart; wordCount: number; purchased: boolean } | undefined> => {
  const [row] = await db
    .select({ cart: projects.cart, wordCount: projects.wordCount, purchased: projects.purchased })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return row;
};
