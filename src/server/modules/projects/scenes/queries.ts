import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { projects, scenes, sceneVersions, users } from '#server/db/schema/index.ts';
import { scriptWordCount } from '#shared/projects/script/script.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';

export type SceneRow = typeof scenes.$inferSelect;
export type SceneRowWithEditor = SceneRow & { updatedByName: string | null; reviewChangedByName: string | null };

/** Original scenes have no version id; an extension's scenes carry its id. */
const inVersion = (projectId: string, versionId: string | null) =>
  and(eq(scenes.projectId, projectId), versionId === null ? isNull(scenes.versionId) : eq(scenes.versionId, versionId));

const reviewer = alias(users, 'reviewer');

const withEditors = {
  scene: scenes,
  updatedByName: users.name,
  reviewChangedByName: reviewer.name,
};

/** The scenes with the names of their last editor and of whoever changed the text after approval. */
const selectScenes = (db: Db) =>
  db.select(withEditors).from(scenes).leftJoin(users, eq(users.id, scenes.updatedBy)).leftJoin(reviewer, eq(reviewer.id, scenes.reviewChangedBy));

const toRow = (row: { scene: SceneRow; updatedByName: string | null; reviewChangedByName: string | null }): SceneRowWithEditor => ({
  ...row.scene,
  updatedByName: row.updatedByName,
  reviewChangedByName: row.reviewChangedByName,
});

export const listScenes = async (db: Db, projectId: string, versionId: string | null): Promise<SceneRowWithEditor[]> =>
  (await selectScenes(db).where(inVersion(projectId, versionId)).orderBy(asc(scenes.position), asc(scenes.id))).map(toRow);

export const findScene = async (db: Db, sceneId: string): Promise<SceneRowWithEditor | undefined> => {
  const [row] = await selectScenes(db).where(eq(scenes.id, sceneId)).limit(1);
  return row ? toRow(row) : undefined;
};

export const nextScenePosition = async (db: Db, projectId: string, versionId: string | null): Promise<number> => {
  const [row] = await db
    .select({ max: sql<number | null>`max(${scenes.position})` })
    .from(scenes)
    .where(inVersion(projectId, versionId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
};

export const sceneIdsInVersion = async (db: Db, projectId: string, versionId: string | null): Promise<string[]> =>
  (await db.select({ id: scenes.id }).from(scenes).where(inVersion(projectId, versionId))).map((row) => row.id);

/**
 * The project's word and scene counts describe its original script (the lists show them), so they
 * are recounted from the original scenes after every change, in the caller's transaction.
 */
export const recountProject = async (db: Db, projectId: string): Promise<void> => {
  const rows = await db.select({ text: scenes.text }).from(scenes).where(inVersion(projectId, null));
  await db
    .update(projects)
    .set({ wordCount: scriptWordCount(rows), sceneCount: rows.length, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
};

export interface NewSceneVersion {
  sceneId: string;
  userId: string;
  type: 'text' | 'image';
  title: string;
  text?: string | null;
  image?: string | null;
}

export const insertSceneVersion = async (db: Db, version: NewSceneVersion): Promise<void> => {
  await db.insert(sceneVersions).values(version);
};

export const insertSceneVersions = async (db: Db, versions: NewSceneVersion[]): Promise<void> => {
  if (versions.length > 0) await db.insert(sceneVersions).values(versions);
};

export const listSceneVersions = async (db: Db, sceneId: string, skip: number, limit: number) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({ version: sceneVersions, name: users.name, picture: users.picture })
      .from(sceneVersions)
      .leftJoin(users, eq(users.id, sceneVersions.userId))
      .where(eq(sceneVersions.sceneId, sceneId))
      .orderBy(desc(sceneVersions.createdAt), desc(sceneVersions.id))
      .offset(skip)
      .limit(limit),
    db.select({ value: count() }).from(sceneVersions).where(eq(sceneVersions.sceneId, sceneId)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.version, user: row.name === null ? null : { name: row.name, picture: row.picture ?? defaultAvatar } })),
    count: total?.value ?? 0,
  };
};
