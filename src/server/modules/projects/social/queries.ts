import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { files, socialCovers, socialTitleRatings, socialTitles, users } from '#server/db/schema/index.ts';

export interface SocialTitleRow {
  id: string;
  projectId: string;
  text: string;
  score: number | null;
  createdAt: Date;
  userId: string | null;
  userName: string | null;
  userPicture: string | null;
}

export interface SocialCoverRow {
  fileId: string;
  extension: string;
  name: string;
  score: number | null;
}

const selectTitles = (db: Db) =>
  db
    .select({
      id: socialTitles.id,
      projectId: socialTitles.projectId,
      text: socialTitles.text,
      score: socialTitles.score,
      createdAt: socialTitles.createdAt,
      userId: socialTitles.userId,
      userName: users.name,
      userPicture: users.picture,
    })
    .from(socialTitles)
    .leftJoin(users, eq(users.id, socialTitles.userId));

/** In the order they were proposed; the service sorts by score (spec §9). */
export const listSocialTitles = async (db: Db, projectId: string): Promise<SocialTitleRow[]> =>
  selectTitles(db)
    .where(eq(socialTitles.projectId, projectId))
    .orderBy(asc(socialTitles.createdAt), asc(socialTitles.id));

/** Each title's ratings by user id, in one query for the whole list. */
export const findTitleRatings = async (
  db: Db,
  titleIds: readonly string[],
): Promise<Map<string, Record<string, number>>> => {
  const byTitle = new Map<string, Record<string, number>>();
  if (titleIds.length === 0) return byTitle;
  const rows = await db
    .select()
    .from(socialTitleRatings)
    .where(inArray(socialTitleRatings.titleId, [...titleIds]));
  for (const row of rows) byTitle.set(row.titleId, { ...byTitle.get(row.titleId), [row.userId]: row.rating });
  return byTitle;
};

export const findSocialTitle = async (db: Db, titleId: string): Promise<SocialTitleRow | undefined> => {
  const [row] = await selectTitles(db).where(eq(socialTitles.id, titleId)).limit(1);
  return row;
};

export const insertSocialTitle = async (
  db: Db,
  title: { projectId: string; text: string; userId: string },
): Promise<string> => {
  const [row] = await db.insert(socialTitles).values(title).returning({ id: socialTitles.id });
  if (!row) throw new Error('inserting a social title returned nothing');
  return row.id;
};

export const upsertTitleRating = async (
  db: Db,
  rating: { titleId: string; userId: string; rating: number },
): Promise<void> => {
  await db
    .insert(socialTitleRatings)
    .values(rating)
    .onConflictDoUpdate({
      target: [socialTitleRatings.titleId, socialTitleRatings.userId],
      set: { rating: rating.rating },
    });
};

export const setTitleScore = async (db: Db, titleId: string, score: number): Promise<void> => {
  await db.update(socialTitles).set({ score }).where(eq(socialTitles.id, titleId));
};

export const deleteSocialTitle = async (db: Db, titleId: string): Promise<void> => {
  await db.delete(socialTitles).where(eq(socialTitles.id, titleId));
};

const selectCovers = (db: Db) =>
  db
    .select({ fileId: socialCovers.fileId, extension: files.extension, name: files.name, score: socialCovers.score })
    .from(socialCovers)
    .innerJoin(files, eq(files.id, socialCovers.fileId));

export const listSocialCovers = async (db: Db, projectId: string): Promise<SocialCoverRow[]> =>
  selectCovers(db)
    .where(eq(socialCovers.projectId, projectId))
    .orderBy(asc(socialCovers.createdAt), asc(socialCovers.fileId));

export const insertSocialCover = async (db: Db, projectId: string, fileId: string): Promise<void> => {
  await db.insert(socialCovers).values({ projectId, fileId });
};

/** Answers whether the project has that cover. */
export const setCoverScore = async (db: Db, projectId: string, fileId: string, score: number): Promise<boolean> => {
  const rows = await db
    .update(socialCovers)
    .set({ score })
    .where(and(eq(socialCovers.projectId, projectId), eq(socialCovers.fileId, fileId)))
    .returning({ fileId: socialCovers.fileId });
  return rows.length > 0;
};

/** Answers whether the project had that cover. */
export const deleteSocialCover = async (db: Db, projectId: string, fileId: string): Promise<boolean> => {
  const rows = await db
    .delete(socialCovers)
    .where(and(eq(socialCovers.projectId, projectId), eq(socialCovers.fileId, fileId)))
    .returning({ fileId: socialCovers.fileId });
  return rows.length > 0;
};
