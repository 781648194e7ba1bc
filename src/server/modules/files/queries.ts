import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { files } from '#server/db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

export const insertFile = async (db: Db, file: NewFile): Promise<FileRow> => {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('inserting a file row returned nothing');
  return row;
};

export const deleteFileRow = async (db: Db, id: string): Promise<void> => {
  await db.delete(files).where(eq(files.id, id));
};
