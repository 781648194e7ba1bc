import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectApprovals, projects, projectVersions, scenes } from '#server/db/schema/index.ts';
import type { Config } from '#server/lib/config.ts';
import { AppError, catalogueError } from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage/storage.ts';
import { storeUpload } from '#server/modules/files/service.ts';
import type { SpooledUpload } from '#server/modules/files/spool.ts';
import { mediaUrl } from '#shared/files/urls.ts';
import { createApiTranslator, type ApiMessageKey } from '#shared/i18n/api-messages.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { approvalEffects, canApprove, type ApprovalType } from '#shared/projects/banners.ts';
import {
  canEditSceneText,
  canEditStoryboard,
  canSeeSceneList,
  canSelectSceneStatus,
  canSubmitRawScript,
  canWriteRawScript,
  canUseCollaboratorFeatures,
} from '#shared/projects/permissions.ts';
import {
  isDrawingApproved,
  sceneRemovalSchema,
  splitScriptParagraphs,
  type SceneChangeResponse,
  type SceneHistoryResponse,
  type SceneListResponse,
  type SceneNumbersBody,
  type SceneUpdateBody,
  type SceneView,
} from '#shared/projects/scenes/scenes.ts';
import type { RawScriptBody } from '#shared/projects/script/script.ts';
import { can, type AppPermission } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import { loadProject, type LoadedProject } from '../access.ts';
import type { ProjectChange } from '../manage.ts';
import { projectViewOf } from '../service.ts';
import { resolveMusicTrack } from './music-track.ts';
import {
  findScene,
  insertSceneVersion,
  insertSceneVersions,
  listScenes,
  listSceneVersions,
  nextScenePosition,
  recountProject,
  sceneIdsInVersion,
  type SceneRowWithEditor,
} from './queries.ts';

export interface ScenesContext {
  db: Db;
  config: Config;
  storage: Storage;
}


const apiMessage = (context: ScenesContext, key: ApiMessageKey): string => createApiTranslator(context.config.locale)(key);

const refuse = (actor: Actor | null, key: ApiMessageKey): never => {
  throw catalogueError(actor ? 'forbidden' : 'unauthorized', key);
};
const requireAllowed = (allowed: boolean, actor: Actor | null, key: ApiMessageKey) => {
  if (!allowed) refuse(actor, key);
};
const requireCan = (actor: Actor | null, permission: AppPermission, key: ApiMessageKey) => requireAllowed(can(actor, permission), actor, key);
const requireActor = (actor: Actor | null, key: ApiMessageKey): Actor => (actor ? actor : refuse(actor, key));

/** The review flag (decision 043) is shown only to those who may clear it. */
export const toSceneView = (config: Config, row: SceneRowWithEditor, actor: Actor | null): SceneView => ({
  _id: row.id,
  versionId: row.versionId,
  position: row.position,
  text: row.text,
  status: (row.status as SceneView['status']) ?? null,
  image: row.image ? mediaUrl(config.mediaHost, row.image) : null,
  ext: row.ext,
  numbers: row.numbers,
  hasSketch: row.sketch !== null && row.sketch !== '',
  revision: row.revision,
  updatedBy: row.updatedByName,
  updated: row.updatedAt.toISOString(),
  review: row.reviewChangedAt && can(actor, 'reviewChangedScenes') ? { by: row.reviewChangedByName, at: row.reviewChangedAt.toISOString() } : null,
});

/** `original` (or nothing) is the project's own scenes; anything else must be one of its extensions. */
const resolveVersion = async (db: Db, projectId: string, version: string | undefined): Promise<string | null> => {
  if (version === undefined || version === '' || version === 'original') return null;
  const [row] = await db
    .select({ id: projectVersions.id })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), sql`${projectVersions.id}::text = ${version}`))
    .limit(1);
  if (!row) throw catalogueError('not_found', 'api.extensionNotFound');
  return row.id;
};

const loadScene = async (db: Db, projectId: string, sceneId: string, actor: Actor | null) => {
  const project = await loadProject(db, projectId, actor);
  const scene = /^[0-9a-f-]{36}$/i.test(sceneId) ? await findScene(db, sceneId) : undefined;
  if (!scene || scene.projectId !== project.row.id) throw catalogueError('not_found', 'api.sceneNotFound');
  return { project, scene };
};

const sceneAnswer = async (context: ScenesContext, sceneId: string, actor: Actor | null, message: string): Promise<SceneChangeResponse> => {
  const scene = await findScene(context.db, sceneId);
  if (!scene) throw catalogueError('not_found', 'api.sceneNotFound');
  return { scene: toSceneView(context.config, scene, actor), message };
};

export const getScenes = async (context: ScenesContext, projectId: string, actor: Actor | null, version: string | undefined): Promise<SceneListResponse> => {
  const project = await loadProject(context.db, projectId, actor);
  if (!canSeeSceneList(actor, project.record)) return { scenes: [], hidden: true, musicTrack: null };
  const versionId = await resolveVersion(context.db, projectId, version);
  const rows = await listScenes(context.db, projectId, versionId);
  return {
    scenes: rows.map((row) => toSceneView(context.config, row, actor)),
    hidden: false,
    musicTrack: await resolveMusicTrack(context.db, context.config, project.row),
  };
};

export const addScene = async (context: ScenesContext, projectId: string, actor: Actor | null, version: string | undefined): Promise<SceneChangeResponse> => {
  requireCan(actor, 'addScenes', 'api.scenesAddRefused');
  await loadProject(context.db, projectId, actor);
  const versionId = await resolveVersion(context.db, projectId, version);
  const id = await context.db.transaction(async (tx) => {
    const position = await nextScenePosition(tx, projectId, versionId);
    const [row] = await tx.insert(scenes).values({ projectId, versionId, position, updatedBy: actor?._id ?? null }).returning({ id: scenes.id });
    await recountProject(tx, projectId);
    if (!row) throw new Error('scene insert returned nothing');
    return row.id;
  });
  return sceneAnswer(context, id, actor, apiMessage(context, 'api.sceneAdded'));
};

export const removeScene = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null): Promise<{ message: string }> => {
  requireCan(actor, 'deleteScenes', 'api.scenesRemoveRefused');
  const { scene } = await loadScene(context.db, projectId, sceneId, actor);
  const check = sceneRemovalSchema.safeParse(scene);
  if (!check.success) throw new AppError('bad_request', check.error.issues[0]?.message ?? 'Can not remove this scene');
  await context.db.transaction(async (tx) => {
    await tx.delete(scenes).where(eq(scenes.id, sceneId));
    await recountProject(tx, projectId);
  });
  return { message: apiMessage(context, 'api.sceneRemoved') };
};

export const updateScene = async (
  context: ScenesContext,
  projectId: string,
  sceneId: string,
  actor: Actor | null,
  body: SceneUpdateBody,
): Promise<SceneChangeResponse> => {
  const user = requireActor(actor, 'api.scenesSignIn');
  const { project, scene } = await loadScene(context.db, projectId, sceneId, actor);
  if (body.text !== undefined) requireAllowed(canEditSceneText(actor, project.record), actor, 'api.scriptEditRefused');
  if (body.status !== undefined) requireAllowed(canSelectSceneStatus(actor, project.record), actor, 'api.sceneStatusRefused');
  const textChanged = body.text !== undefined && body.text !== scene.text;
  await context.db.transaction(async (tx) => {
    const set: Partial<typeof scenes.$inferInsert> = { updatedBy: user._id, updatedAt: new Date() };
    if (body.status !== undefined) set.status = body.status;
    if (textChanged) {
      set.text = body.text;
      set.revision = body.revision + 1;
      if (isDrawingApproved(project.record)) {
        set.reviewChangedAt = new Date();
        set.reviewChangedBy = user._id;
      }
    }
    // A text save only lands on the revision its editor loaded; status changes save at once (spec §4).
    const where = textChanged ? and(eq(scenes.id, sceneId), eq(scenes.revision, body.revision)) : eq(scenes.id, sceneId);
    const updated = await tx.update(scenes).set(set).where(where).returning({ id: scenes.id });
    if (updated.length === 0) {
      const current = await findScene(tx, sceneId);
      throw catalogueError('conflict', 'api.sceneConflict', { name: current?.updatedByName ?? 'Someone' });
    }
    if (textChanged) {
      await insertSceneVersion(tx, { sceneId, userId: user._id, type: 'text', title: 'Text edited', text: body.text ?? '' });
      await recountProject(tx, projectId);
    } else {
      await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
    }
  });
  return sceneAnswer(context, sceneId, actor, apiMessage(context, body.text !== undefined ? 'api.sceneSaved' : 'api.sceneStatusUpdated'));
};

export const sortScenes = async (context: ScenesContext, projectId: string, actor: Actor | null, order: readonly string[], version: string | undefined) => {
  requireCan(actor, 'dragScenes', 'api.scenesReorderRefused');
  await loadProject(context.db, projectId, actor);
  const versionId = await resolveVersion(context.db, projectId, version);
  await context.db.transaction(async (tx) => {
    const ids = await sceneIdsInVersion(tx, projectId, versionId);
    const sameSet = ids.length === order.length && new Set(order).size === order.length && order.every((id) => ids.includes(id));
    if (!sameSet) throw catalogueError('bad_request', 'api.sceneOrderInvalid');
    for (const [position, id] of order.entries()) await tx.update(scenes).set({ position }).where(eq(scenes.id, id));
    await tx.update(projects).set({ updatedAt: sql`now()` }).where(eq(projects.id, projectId));
  });
  const rows = await listScenes(context.db, projectId, versionId);
  return { scenes: rows.map((row) => toSceneView(context.config, row, actor)), message: apiMessage(context, 'api.sceneOrderUpdated') };
};

const storyboardEdit = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null) => {
  const loaded = await loadScene(context.db, projectId, sceneId, actor);
  requireAllowed(canEditStoryboard(actor), actor, 'api.storyboardEditRefused');
  return loaded;
};

export const saveNumbers = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null, body: SceneNumbersBody) => {
  await storyboardEdit(context, projectId, sceneId, actor);
  await context.db.update(scenes).set({ numbers: body.numbers }).where(eq(scenes.id, sceneId));
  return sceneAnswer(context, sceneId, actor, apiMessage(context, 'api.sceneNumbersSaved'));
};

export const getSketch = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null): Promise<{ dataUrl: string }> => {
  const { project, scene } = await loadScene(context.db, projectId, sceneId, actor);
  if (!canSeeSceneList(actor, project.record)) throw catalogueError('not_found', 'api.sceneNotFound');
  return { dataUrl: scene.sketch ?? '' };
};

export const saveSketch = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null, dataUrl: string) => {
  await storyboardEdit(context, projectId, sceneId, actor);
  await context.db.update(scenes).set({ sketch: dataUrl === '' ? null : dataUrl }).where(eq(scenes.id, sceneId));
  return sceneAnswer(context, sceneId, actor, apiMessage(context, 'api.sketchSaved'));
};

/** Every change of a scene's image is one revision and one history entry, written together. */
const replaceSceneImage = (
  context: ScenesContext,
  projectId: string,
  sceneId: string,
  userId: string,
  change: { image: string | null; ext: string | null },
  title: string,
): Promise<void> =>
  context.db.transaction(async (tx) => {
    await tx
      .update(scenes)
      .set({ ...change, revision: sql`${scenes.revision} + 1`, updatedBy: userId, updatedAt: new Date() })
      .where(eq(scenes.id, sceneId));
    await insertSceneVersion(tx, { sceneId, userId, type: 'image', title, image: change.image });
    await recountProject(tx, projectId);
  });

/** The storyboard image is the file pipeline's large JPEG version, so scene cards never load an original. */
export const uploadSceneImage = async (
  context: ScenesContext,
  projectId: string,
  sceneId: string,
  user: SessionUser,
  upload: SpooledUpload,
): Promise<SceneChangeResponse> => {
  await storyboardEdit(context, projectId, sceneId, user);
  const file = await storeUpload({ db: context.db, storage: context.storage }, user, upload, { imagesOnly: true });
  const key = file.versions.large?.name ?? file.key;
  const extension = file.key.slice(file.key.lastIndexOf('.') + 1);
  await replaceSceneImage(context, projectId, sceneId, user._id, { image: key, ext: extension }, 'Storyboard image uploaded');
  return sceneAnswer(context, sceneId, user, apiMessage(context, 'api.storyboardImageUploaded'));
};

export const removeSceneImage = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null) => {
  requireCan(actor, 'deleteStoryboardImage', 'api.storyboardImageRemoveRefused');
  const user = requireActor(actor, 'api.scenesSignIn');
  const { scene } = await loadScene(context.db, projectId, sceneId, actor);
  if (!scene.image) throw catalogueError('not_found', 'api.sceneHasNoImage');
  await replaceSceneImage(context, projectId, sceneId, user._id, { image: null, ext: null }, 'Storyboard image removed');
  return sceneAnswer(context, sceneId, actor, apiMessage(context, 'api.storyboardImageRemoved'));
};

/** Decision 043: a PM has checked the drawing against the changed text; the flag goes until the next change. */
export const markSceneReviewed = async (context: ScenesContext, projectId: string, sceneId: string, actor: Actor | null): Promise<SceneChangeResponse> => {
  requireCan(actor, 'reviewChangedScenes', 'api.sceneReviewRefused');
  await loadScene(context.db, projectId, sceneId, actor);
  await context.db.update(scenes).set({ reviewChangedAt: null, reviewChangedBy: null }).where(eq(scenes.id, sceneId));
  return sceneAnswer(context, sceneId, actor, createTranslator(context.config.locale)('scenes.reviewed'));
};

export const getSceneHistory = async (
  context: ScenesContext,
  sceneId: string,
  actor: Actor | null,
  page: { skip: number; limit: number },
): Promise<SceneHistoryResponse> => {
  requireCan(actor, 'viewScriptHistory', 'api.sceneHistorySignIn');
  const scene = /^[0-9a-f-]{36}$/i.test(sceneId) ? await findScene(context.db, sceneId) : undefined;
  if (!scene) throw catalogueError('not_found', 'api.sceneNotFound');
  const project = await loadProject(context.db, scene.projectId, actor);
  if (!canSeeSceneList(actor, project.record)) throw catalogueError('not_found', 'api.sceneNotFound');
  const { rows, count } = await listSceneVersions(context.db, sceneId, page.skip, page.limit);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      type: row.type,
      title: row.title,
      text: row.text,
      image: row.image ? mediaUrl(context.config.mediaHost, row.image) : null,
      user: row.user,
      created: row.createdAt.toISOString(),
    })),
    count,
  };
};


/** Spec §5: the raw script becomes one scene per paragraph, replacing the scenes that are still empty. */
export const submitRawScript = async (context: ScenesContext, projectId: string, actor: Actor | null, body: RawScriptBody): Promise<ProjectChange> => {
  const user = requireActor(actor, 'api.rawScriptSignIn');
  const loaded = await loadProject(context.db, projectId, actor);
  if (!canWriteRawScript(actor, loaded.record)) throw catalogueError('forbidden', 'api.rawScriptCollaboratorsOnly');
  if (!canSubmitRawScript(actor, loaded.record)) throw catalogueError('conflict', 'api.rawScriptClosed');
  const paragraphs = splitScriptParagraphs(body.body);
  await context.db.transaction(async (tx) => {
    const existing = await listScenes(tx, projectId, null);
    const empty = existing.filter((scene) => scene.text.trim() === '').map((scene) => scene.id);
    if (empty.length > 0) await tx.delete(scenes).where(inArray(scenes.id, empty));
    const start = existing.reduce((next, scene) => Math.max(next, scene.position + 1), 0);
    // One statement for the scenes and one for their first versions, however long the script.
    const inserted = await tx
      .insert(scenes)
      .values(paragraphs.map((text, index) => ({ projectId, position: start + index, text, updatedBy: user._id })))
      .returning({ id: scenes.id, text: scenes.text });
    await insertSceneVersions(tx, inserted.map((scene) => ({ sceneId: scene.id, userId: user._id, type: 'text' as const, title: 'Raw script', text: scene.text })));
    await tx.update(projects).set({ scriptRaw: { body: body.body, comments: body.comments } }).where(eq(projects.id, projectId));
    await recountProject(tx, projectId);
  });
  return { project: await projectViewOf(context.db, await loadProject(context.db, projectId, actor), actor), message: apiMessage(context, 'api.scriptSubmitted') };
};

const approvalMessages: Record<ApprovalType, ApiMessageKey> = {
  script: 'api.approved.script',
  sketch: 'api.approved.sketch',
  storyboard: 'api.approved.storyboard',
  changes: 'api.approved.changes',
};

export const notAwaitingApprovalMessage = (type: ApprovalType): string => `This project is not waiting for ${type} approval`;

/** Approvals move the project on (shared approvalEffects) and record who approved and when. */
export const approve = async (context: ScenesContext, projectId: string, actor: Actor | null, type: ApprovalType): Promise<ProjectChange> => {
  const loaded: LoadedProject = await loadProject(context.db, projectId, actor);
  requireAllowed(canUseCollaboratorFeatures(actor, loaded.record), actor, 'api.approveRefused');
  if (!canApprove(actor, loaded.record, type)) throw new AppError('conflict', notAwaitingApprovalMessage(type));
  const effect = approvalEffects[type];
  await context.db.transaction(async (tx) => {
    // The status guard makes a double click approve once: the second update matches nothing.
    const updated = await tx
      .update(projects)
      .set({ ...effect, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, projectId),
          eq(projects.status, loaded.row.status),
          eq(projects.scriptStatus, loaded.row.scriptStatus),
          eq(projects.storyboardStatus, loaded.row.storyboardStatus),
        ),
      )
      .returning({ id: projects.id });
    if (updated.length === 0) throw new AppError('conflict', notAwaitingApprovalMessage(type));
    await tx.insert(projectApprovals).values({ projectId, type, userId: actor?._id ?? null });
  });
  return { project: await projectViewOf(context.db, await loadProject(context.db, projectId, actor), actor), message: apiMessage(context, approvalMessages[type]) };
};
