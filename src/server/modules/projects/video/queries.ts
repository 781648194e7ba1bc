import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { files, projectCovers, projects, projectVersions } from '#server/db/schema/index.ts';
import type { ProjectRow } from '../queries.ts';

export interface CoverRow {
  fileId: string;
  name: string;
  createdAt: Date;
}

/** Records an uploaded cover, in the caller's transaction; answers when it was recorded. */
export const insertCover = async (db: Db, projectId: string, fileId: string): Promise<Date> => {
  const [row] = await db
    .insert(projectCovers)
    .values({ projectId, fileId })
    .returning({ createdAt: projectCovers.createdAt });
  if (!row) throw new Error('inserting a cover returned nothing');
  return row.createdAt;
};

/** projects.video_cover_url names the current cover by its file id, as image URLs need (spec §3). */
export const setCurrentCover = async (db: Db, projectId: string, fileId: string): Promise<void> => {
  const updated = await db
    .update(projects)
    .set({ videoCoverUrl: fileId, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id });
  if (updated.length === 0) throw new Error('setting the cover updated no project');
};

const selectCovers = (db: Db) =>
  db
    .select({ fileId: projectCovers.fileId, name: files.name, createdAt: projectCovers.createdAt })
    .from(projectCovers)
    .innerJoin(files, eq(files.id, projectCovers.fileId));

/** Newest first; the file id breaks ties between covers stored in the same instant. */
export const listCovers = async (db: Db, projectId: string, limit: number): Promise<CoverRow[]> =>
  selectCovers(db)
    .where(eq(projectCovers.projectId, projectId))
    .orderBy(desc(projectCovers.createdAt), desc(projectCovers.fileId))
    .limit(limit);

export const findCover = async (db: Db, projectId: string, fileId: string): Promise<CoverRow | undefined> => {
  const [row] = await selectCovers(db)
    .where(and(eq(projectCovers.projectId, projectId), eq(projectCovers.fileId, fileId)))
    .limit(1);
  return row;
};

/** The delivered files' columns, the same on a project and on an extension version (decision 065). */
export type DeliveredFiles = Pick<
  ProjectRow,
  'videoPreview' | 'videoWatermarked' | 'videoFull' | 'deliveredVoice' | 'deliveredMusic'
>;

export const setProjectDelivery = async (
  db: Executor,
  projectId: string,
  column: keyof DeliveredFiles,
  key: string,
): Promise<void> => {
  await db
    .update(projects)
    .set({ [column]: key, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};

export const setVersionDelivery = async (
  db: Executor,
  versionId: string,
  column: keyof DeliveredFiles,
  key: string,
): Promise<void> => {
  await db
    .update(projectVersions)
    .set({ [column]: key })
    .where(eq(projectVersions.id, versionId));
};
