import { and, asc, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedStatement, preparedStatementsByShape } from '#server/db/prepared.ts';
import { WrittenJson } from '#server/lib/written-json.ts';
import type { SceneView } from '#shared/projects/scenes/scenes.ts';
import { projects, scenes, sceneVersions, users } from '#server/db/schema/index.ts';
import { viewerCheckPlaceholder, viewerCheckValues, type ViewerCheck } from '#server/db/viewer-check.ts';
import type { ProjectCollab } from '#shared/projects/project.ts';
import { touchProject, type ProjectRow } from '../queries.ts';
import { collaboratorsOfProjectRow } from '../views/project-collaborators-json.ts';
import { scriptWordCount } from '#shared/projects/script/script.ts';
import { defaultAvatar } from '#shared/users/schemas.ts';
import { sceneViewJson, sceneViewsJson } from './views/scene-view-json.ts';

export type SceneRow = typeof scenes.$inferSelect;
export type SceneRowWithEditor = Omit<SceneRow, 'sketch'> & {
  hasSketch: boolean;
  updatedByName: string | null;
  reviewChangedByName: string | null;
};

/** Original scenes have no version id; an extension's scenes carry its id. */
const inVersion = (projectId: string, versionId: string | null) =>
  and(eq(scenes.projectId, projectId), versionId === null ? isNull(scenes.versionId) : eq(scenes.versionId, versionId));

// Flat, so that the rows come out of Drizzle in their final shape, with no copy per scene. The names
// are subqueries, an index probe per scene: as joins, PostgreSQL hashed the whole users table for a
// page of scenes, a cost that grew with the users (decision 073). A one-table select leaves columns
// unqualified, so the subqueries name the outer table themselves.
// A sketch is a PNG data URL of up to 1.5 MB that the scene cards only flag, so the scenes carry
// whether they have one: its length is read from the stored value's header, without reading it.
const { sketch: _sketch, ...sceneColumns } = getTableColumns(scenes);

const withEditors = {
  ...sceneColumns,
  hasSketch: sql<boolean>`coalesce(octet_length("scenes"."sketch"), 0) > 0`,
  updatedByName: sql<string | null>`(select editor.name from ${users} editor where editor.id = "scenes"."updated_by")`,
  reviewChangedByName: sql<
    string | null
  >`(select reviewer.name from ${users} reviewer where reviewer.id = "scenes"."review_changed_by")`,
};

/** The scenes with the names of their last editor and of whoever changed the text after approval. */
const selectScenes = (db: Db) => db.select(withEditors).from(scenes);

/** What a reader may see of a scene, decided by the shared rules before the read (decision 082). */
export interface SceneViewFor {
  showsReview: boolean;
  /** Where the media is served, ending in a slash: an image's key is appended to it. */
  mediaPrefix: string;
}

/** What the scenes page needs of its project: the fields its view rules read, and its music. */
export type ProjectForScenes = Pick<
  ProjectRow,
  | 'id'
  | 'status'
  | 'scriptStatus'
  | 'storyboardStatus'
  | 'purchased'
  | 'onhold'
  | 'deleted'
  | 'type'
  | 'musicTrack'
  | 'cart'
  | 'scriptRaw'
>;

export interface ProjectWithScenes {
  row: ProjectForScenes;
  collabs: ProjectCollab[];
  scenes: WrittenJson<SceneView[]>;
}

/** The original scenes of the project read beside them; as in a one-table select, the subquery names the tables itself. */
const originalScenesOfProjectRow = (
  showsReview: boolean,
) => sql<string>`(select ${sceneViewsJson(showsReview, sql`${sql.placeholder('mediaPrefix')}`)}
  from ${scenes} where "scenes"."project_id" = "projects"."id" and "scenes"."version_id" is null)`;

/** One statement for readers who see the review flag and one for the others. */
const projectWithOriginalScenesStatement = preparedStatementsByShape(
  'find_project_with_original_scenes',
  (db, showsReview: boolean, name) =>
    db
      .select({
        id: projects.id,
        status: projects.status,
        scriptStatus: projects.scriptStatus,
        storyboardStatus: projects.storyboardStatus,
        purchased: projects.purchased,
        onhold: projects.onhold,
        deleted: projects.deleted,
        type: projects.type,
        musicTrack: projects.musicTrack,
        cart: projects.cart,
        scriptRaw: projects.scriptRaw,
        collabs: collaboratorsOfProjectRow,
        scenes: originalScenesOfProjectRow(showsReview),
      })
      .from(projects)
      .where(and(viewerCheckPlaceholder, eq(projects.id, sql.placeholder('projectId'))))
      .prepare(name),
);

/**
 * The scenes page's common case (no extension asked for) in one round trip: the project as its view
 * rules need it, and its original scenes as the reader may see them. Undefined when there is no such project.
 */
export const findProjectWithOriginalScenes = async (
  db: Db,
  projectId: string,
  view: SceneViewFor,
  check: ViewerCheck,
): Promise<ProjectWithScenes | undefined> => {
  const statement = projectWithOriginalScenesStatement(db, view.showsReview);
  const [found] = await statement.execute({ projectId, mediaPrefix: view.mediaPrefix, ...viewerCheckValues(check) });
  if (!found) return undefined;
  const { collabs, scenes: written, ...row } = found;
  return { row, collabs, scenes: new WrittenJson(written) };
};

/** A version's scenes in order (the project's own, or an extension's) as the reader may see them. */
export const findSceneViews = async (
  db: Db,
  projectId: string,
  versionId: string | null,
  view: SceneViewFor,
): Promise<WrittenJson<SceneView[]>> => {
  const [found] = await db
    .select({ scenes: sceneViewsJson(view.showsReview, sql`${view.mediaPrefix}`) })
    .from(scenes)
    .where(inVersion(projectId, versionId));
  return new WrittenJson(found?.scenes ?? '[]');
};

/** One scene as the reader may see it. */
export const findSceneView = async (
  db: Db,
  sceneId: string,
  view: SceneViewFor,
): Promise<WrittenJson<SceneView> | undefined> => {
  const [found] = await db
    .select({ scene: sql<string>`${sceneViewJson(view.showsReview, sql`${view.mediaPrefix}`)}::text` })
    .from(scenes)
    .where(eq(scenes.id, sceneId))
    .limit(1);
  return found && new WrittenJson(found.scene);
};

/**
 * The given scenes with whether their project is in the trash, the viewer checked in the same read: a
 * page of scene cards asks for the badges of all of them at once (decision 079).
 */
const scenesWithProjectStateStatement = preparedStatement((db) =>
  db
    .select({ id: scenes.id, projectDeleted: projects.deleted })
    .from(scenes)
    .innerJoin(projects, eq(projects.id, scenes.projectId))
    .where(and(viewerCheckPlaceholder, sql`${scenes.id} = any(${sql.placeholder('sceneIds')})`))
    .prepare('find_scenes_with_project_state'),
);

export const findScenesWithProjectState = async (
  db: Db,
  sceneIds: readonly string[],
  check: ViewerCheck,
): Promise<{ id: string; projectDeleted: boolean }[]> =>
  sceneIds.length === 0 ? [] : scenesWithProjectStateStatement(db).execute({ sceneIds, ...viewerCheckValues(check) });

/** A version's scenes in order: the project's own (null) or an extension's. */
export const listScenes = async (db: Db, projectId: string, versionId: string | null): Promise<SceneRowWithEditor[]> =>
  selectScenes(db).where(inVersion(projectId, versionId)).orderBy(asc(scenes.position), asc(scenes.id));

export const findSceneSketch = async (db: Db, sceneId: string): Promise<string | null> => {
  const [row] = await db.select({ sketch: scenes.sketch }).from(scenes).where(eq(scenes.id, sceneId)).limit(1);
  return row?.sketch ?? null;
};

export const findScene = async (db: Db, sceneId: string): Promise<SceneRowWithEditor | undefined> => {
  const [row] = await selectScenes(db).where(eq(scenes.id, sceneId)).limit(1);
  return row;
};

const nextScenePosition = async (db: Db, projectId: string, versionId: string | null): Promise<number> => {
  const [row] = await db
    .select({ max: sql<number | null>`max(${scenes.position})` })
    .from(scenes)
    .where(inVersion(projectId, versionId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
};

const sceneIdsInVersion = async (db: Db, projectId: string, versionId: string | null): Promise<string[]> =>
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
    rows: rows.map((row) => ({
      ...row.version,
      user: row.name === null ? null : { name: row.name, picture: row.picture ?? defaultAvatar },
    })),
    count: total?.value ?? 0,
  };
};

/** A new empty scene at the end of the version, in one transaction with the recount; answers its id. */
export const insertScene = async (
  db: Db,
  projectId: string,
  versionId: string | null,
  userId: string | null,
): Promise<string> =>
  db.transaction(async (tx) => {
    const position = await nextScenePosition(tx, projectId, versionId);
    const [row] = await tx
      .insert(scenes)
      .values({ projectId, versionId, position, updatedBy: userId })
      .returning({ id: scenes.id });
    if (!row) throw new Error('scene insert returned nothing');
    await recountProject(tx, projectId);
    return row.id;
  });

export const deleteScene = async (db: Db, projectId: string, sceneId: string): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(scenes).where(eq(scenes.id, sceneId));
    await recountProject(tx, projectId);
  });
};

export interface SceneEdit {
  userId: string;
  at: Date;
  status?: string | null;
  /** A new text, saved only over the revision its editor loaded. */
  text?: { value: string; revision: number; flagForReview: boolean };
}

/**
 * Saves a scene edit with its history entry in one transaction. Answers false when the text was
 * saved over a newer revision than its editor loaded, in which case nothing is written.
 */
export const saveSceneEdit = async (db: Db, projectId: string, sceneId: string, edit: SceneEdit): Promise<boolean> =>
  db.transaction(async (tx) => {
    const set: Partial<typeof scenes.$inferInsert> = { updatedBy: edit.userId, updatedAt: edit.at };
    if (edit.status !== undefined) set.status = edit.status;
    if (edit.text) {
      set.text = edit.text.value;
      set.revision = edit.text.revision + 1;
      if (edit.text.flagForReview) {
        set.reviewChangedAt = edit.at;
        set.reviewChangedBy = edit.userId;
      }
    }
    const where = edit.text
      ? and(eq(scenes.id, sceneId), eq(scenes.revision, edit.text.revision))
      : eq(scenes.id, sceneId);
    const updated = await tx.update(scenes).set(set).where(where).returning({ id: scenes.id });
    if (updated.length === 0) return false;
    if (edit.text) {
      await insertSceneVersion(tx, {
        sceneId,
        userId: edit.userId,
        type: 'text',
        title: 'Text edited',
        text: edit.text.value,
      });
      await recountProject(tx, projectId);
    } else {
      await touchProject(tx, projectId);
    }
    return true;
  });

/** Moves the version's scenes to the order given, in one transaction; answers false (writing nothing) unless it lists each scene once. */
export const reorderScenes = async (
  db: Db,
  projectId: string,
  versionId: string | null,
  order: readonly string[],
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const ids = await sceneIdsInVersion(tx, projectId, versionId);
    const sameSet =
      ids.length === order.length && new Set(order).size === order.length && order.every((id) => ids.includes(id));
    if (!sameSet) return false;
    for (const [position, id] of order.entries()) await tx.update(scenes).set({ position }).where(eq(scenes.id, id));
    await touchProject(tx, projectId);
    return true;
  });

/** The storyboard's own fields of a scene (numbers, sketch), or its review flag. */
export const updateSceneFields = async (
  db: Db,
  sceneId: string,
  fields: Partial<Pick<typeof scenes.$inferInsert, 'numbers' | 'sketch' | 'reviewChangedAt' | 'reviewChangedBy'>>,
): Promise<void> => {
  await db.update(scenes).set(fields).where(eq(scenes.id, sceneId));
};

/** Every change of a scene's image is one revision and one history entry, written together. */
export const replaceSceneImage = (
  db: Db,
  projectId: string,
  sceneId: string,
  change: { userId: string; at: Date; image: string | null; ext: string | null; title: string },
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .update(scenes)
      .set({
        image: change.image,
        ext: change.ext,
        revision: sql`${scenes.revision} + 1`,
        updatedBy: change.userId,
        updatedAt: change.at,
      })
      .where(eq(scenes.id, sceneId));
    await insertSceneVersion(tx, {
      sceneId,
      userId: change.userId,
      type: 'image',
      title: change.title,
      image: change.image,
    });
    await recountProject(tx, projectId);
  });
