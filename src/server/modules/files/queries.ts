import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** Newest first; the id breaks ties so pages never repeat or skip a file uploaded in the same instant. */
export const listFilesByUploader = async (
  db: Db,
  userId: string,
  skip: number,
  limit: number,
): Promise<{ rows: FileRow[]; count: number }> => {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.uploadedBy, userId))
    .orderBy(desc(files.createdAt), desc(files.id))
    .offset(skip)
    .limit(limit);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(files)
    .where(eq(files.uploadedBy, userId));
  return { rows, count: total?.count ?? 0 };
};

export const findFileById = async (db: Db, id: string): Promise<FileRow | undefined> => {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
};

export interface OwnUpload {
  id: string;
  name: string;
  isImage: boolean;
}

/**
 * The uploads among ids that this user made, as comments, jobs and bids store them: an upload id
 * seen elsewhere cannot be re-published by someone else.
 */
export const findOwnUploads = async (
  db: Pick<Db, 'select'>,
  uploaderId: string,
  ids: readonly string[],
): Promise<Map<string, OwnUpload>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.name, isImage: files.isImage })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploadedBy, uploaderId)));
  return new Map(rows.map((row) => [row.id, row]));
};
export const findFilesByIds = async (db: Pick<Db, 'select'>, ids: readonly string[]): Promise<FileRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(files)
        .where(inArray(files.id, [...ids]));
