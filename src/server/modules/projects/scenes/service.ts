import type { Db } from '#server/db/client.ts';
import type { Config } from '#server/lib/config.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { answerOfParts, type WrittenJson } from '#server/lib/written-json.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { PendingUpload } from '#server/modules/files/index.ts';
import { isRecordId } from '#shared/app/schemas.ts';
import { mediaUrl } from '#shared/files/urls.ts';
import type { ApiMessageKey } from '#shared/i18n/api-messages.ts';
import {
  canEditSceneText,
  canEditStoryboard,
  canReadRawScript,
  canSeeSceneList,
  canSelectSceneStatus,
} from '#shared/projects/permissions.ts';
import {
  canRemoveSceneText,
  isDrawingApproved,
  type SceneChangeResponse,
  type SceneHistoryResponse,
  type SceneListResponse,
  type SceneNumbersBody,
  type SceneSortResponse,
  type SceneUpdateBody,
} from '#shared/projects/scenes/scenes.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can, type AppPermission } from '#shared/users/permissions.ts';
import type { SessionUser } from '#shared/users/schemas.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { ViewerCheck } from '#server/db/viewer-check.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { loadProject, loadProjectWithOriginalScenes, resolveVersion } from '../access.ts';
import { fitCartToScript } from '../cart/service.ts';
import { resolveMusicTrack } from './music-track.ts';
import {
  deleteScene,
  findScene,
  findSceneSketch,
  insertScene,
  findSceneView,
  findSceneViews,
  listSceneVersions,
  reorderScenes,
  replaceSceneImage,
  saveSceneEdit,
  updateSceneFields,
  type SceneViewFor,
} from './queries.ts';

/** Which project's scenes, seen or changed by whom; `version` is the `?version=` of spec §2. */
export interface ScenesTarget {
  projectId: string;
  actor: Actor | null;
  version?: string | undefined;
}

export interface SceneTarget {
  projectId: string;
  sceneId: string;
  actor: Actor | null;
}

const requireCan = (actor: Actor | null, permission: AppPermission, key: ApiMessageKey) =>
  refuseUnless(can(actor, permission), actor, key);

/**
 * What the actor may see of a scene, which PostgreSQL's view of it takes (decision 082): the review
 * flag (decision 043) is shown only to those who may clear it.
 */
const sceneViewFor = (config: Config, actor: Actor | null): SceneViewFor => ({
  showsReview: can(actor, 'reviewChangedScenes'),
  mediaPrefix: mediaUrl(config.mediaHost, ''),
});

/** A scene id that is not an id, or names another project's scene, is "not found" like one that names nothing. */
const findSceneById = async (db: Db, sceneId: string) => (isRecordId(sceneId) ? findScene(db, sceneId) : undefined);

const loadScene = async (db: Db, { projectId, sceneId, actor }: SceneTarget) => {
  const project = await loadProject(db, projectId, actor);
  const scene = await findSceneById(db, sceneId);
  if (!scene || scene.projectId !== project.row.id) throw catalogueError('not_found', 'api.sceneNotFound');
  return { project, scene };
};

const sceneAnswer = async (
  { db, config, t }: ModuleContext,
  sceneId: string,
  actor: Actor | null,
  message: ApiMessageKey,
): Promise<WrittenJson<SceneChangeResponse>> => {
  const scene = await findSceneView(db, sceneId, sceneViewFor(config, actor));
  if (!scene) throw catalogueError('not_found', 'api.sceneNotFound');
  return answerOfParts<SceneChangeResponse>({ scene, message: t(message) });
};

/** The project with the scenes `?version=` names: the original ones read with the project (the common case), an extension's after it. */
const loadProjectWithScenes = async (
  { db, config }: ModuleContext,
  { projectId, actor, version, check }: ScenesTarget & { check: ViewerCheck },
) => {
  const view = sceneViewFor(config, actor);
  if (isOriginalVersion(version)) return loadProjectWithOriginalScenes(db, projectId, actor, view, check);
  const project = await loadProject(db, projectId, actor, check);
  if (!canSeeSceneList(actor, project.record)) return { ...project, scenes: null };
  const extension = await resolveVersion(db, projectId, version);
  return { ...project, scenes: await findSceneViews(db, projectId, extension?.id ?? null, view) };
};

export const getScenes = async (
  context: ModuleContext,
  target: ScenesTarget & { check: ViewerCheck },
): Promise<WrittenJson<SceneListResponse>> => {
  const project = await loadProjectWithScenes(context, target);
  // The raw script belongs to the original: while its scenes are hidden it is all a client sees of it (issue 35).
  const submittedScript =
    isOriginalVersion(target.version) && canReadRawScript(target.actor, project.record) ? project.row.scriptRaw : null;
  if (!project.scenes || !canSeeSceneList(target.actor, project.record))
    return answerOfParts<SceneListResponse>({ scenes: [], hidden: true, musicTrack: null, submittedScript });
  return answerOfParts<SceneListResponse>({
    scenes: project.scenes,
    hidden: false,
    musicTrack: await resolveMusicTrack(context, project.row),
    submittedScript,
  });
};

export const addScene = async (
  context: ModuleContext,
  { projectId, actor, version }: ScenesTarget,
): Promise<WrittenJson<SceneChangeResponse>> => {
  requireCan(actor, 'addScenes', 'api.scenesAddRefused');
  await loadProject(context.db, projectId, actor);
  const extension = await resolveVersion(context.db, projectId, version);
  const id = await insertScene(context.db, projectId, extension?.id ?? null, actor?._id ?? null);
  void context.events.emit('project.changed', { projectId: projectId, actorId: actor?._id ?? null, scenes: true });
  return sceneAnswer(context, id, actor, 'api.sceneAdded');
};

export const removeScene = async (context: ModuleContext, target: SceneTarget): Promise<{ message: string }> => {
  requireCan(target.actor, 'deleteScenes', 'api.scenesRemoveRefused');
  const { scene } = await loadScene(context.db, target);
  if (!canRemoveSceneText(scene)) throw catalogueError('bad_request', 'api.sceneHasText');
  await deleteScene(context.db, target.projectId, target.sceneId);
  void context.events.emit('project.changed', {
    projectId: target.projectId,
    actorId: target.actor?._id ?? null,
    scenes: true,
  });
  return { message: context.t('api.sceneRemoved') };
};

export const updateScene = async (
  context: ModuleContext,
  target: SceneTarget & { change: SceneUpdateBody },
): Promise<WrittenJson<SceneChangeResponse>> => {
  const { actor, change } = target;
  const user = requireActor(actor, 'api.scenesSignIn');
  const { project, scene } = await loadScene(context.db, target);
  if (change.text !== undefined) refuseUnless(canEditSceneText(actor, project.record), actor, 'api.scriptEditRefused');
  if (change.status !== undefined)
    refuseUnless(canSelectSceneStatus(actor, project.record), actor, 'api.sceneStatusRefused');
  const textChanged = change.text !== undefined && change.text !== scene.text;
  // A text save only lands on the revision its editor loaded; status changes save at once (spec §4).
  const saved = await saveSceneEdit(context.db, target.projectId, target.sceneId, {
    userId: user._id,
    at: context.clock.now(),
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(textChanged
      ? {
          text: {
            value: change.text ?? '',
            revision: change.revision,
            flagForReview: isDrawingApproved(project.record),
          },
        }
      : {}),
  });
  if (!saved) {
    const current = await findScene(context.db, target.sceneId);
    throw catalogueError('conflict', 'api.sceneConflict', { name: current?.updatedByName ?? 'Someone' });
  }
  if (textChanged) await fitCartToScript(context, target.projectId);
  void context.events.emit('project.changed', { projectId: target.projectId, actorId: user._id, scenes: true });
  return sceneAnswer(
    context,
    target.sceneId,
    actor,
    change.text !== undefined ? 'api.sceneSaved' : 'api.sceneStatusUpdated',
  );
};

export const sortScenes = async (
  context: ModuleContext,
  { projectId, actor, version, order }: ScenesTarget & { order: readonly string[] },
) => {
  requireCan(actor, 'dragScenes', 'api.scenesReorderRefused');
  await loadProject(context.db, projectId, actor);
  const versionId = (await resolveVersion(context.db, projectId, version))?.id ?? null;
  if (!(await reorderScenes(context.db, projectId, versionId, order)))
    throw catalogueError('bad_request', 'api.sceneOrderInvalid');
  void context.events.emit('project.changed', { projectId: projectId, actorId: actor?._id ?? null, scenes: true });
  const scenes = await findSceneViews(context.db, projectId, versionId, sceneViewFor(context.config, actor));
  return answerOfParts<SceneSortResponse>({ scenes, message: context.t('api.sceneOrderUpdated') });
};

const storyboardEdit = async (db: Db, target: SceneTarget) => {
  const loaded = await loadScene(db, target);
  refuseUnless(canEditStoryboard(target.actor), target.actor, 'api.storyboardEditRefused');
  return loaded;
};

export const saveNumbers = async (
  context: ModuleContext,
  target: SceneTarget & { numbers: SceneNumbersBody['numbers'] },
) => {
  await storyboardEdit(context.db, target);
  await updateSceneFields(context.db, target.sceneId, { numbers: target.numbers });
  return sceneAnswer(context, target.sceneId, target.actor, 'api.sceneNumbersSaved');
};

export const getSketch = async ({ db }: ModuleContext, target: SceneTarget): Promise<{ dataUrl: string }> => {
  const { project, scene } = await loadScene(db, target);
  if (!canSeeSceneList(target.actor, project.record)) throw catalogueError('not_found', 'api.sceneNotFound');
  return { dataUrl: (await findSceneSketch(db, scene.id)) ?? '' };
};

export const saveSketch = async (context: ModuleContext, target: SceneTarget & { dataUrl: string }) => {
  await storyboardEdit(context.db, target);
  await updateSceneFields(context.db, target.sceneId, { sketch: target.dataUrl === '' ? null : target.dataUrl });
  return sceneAnswer(context, target.sceneId, target.actor, 'api.sketchSaved');
};

/** The storyboard image is the file pipeline's large JPEG version, so scene cards never load an original. */
export const uploadSceneImage = async (
  context: ModuleContext,
  {
    projectId,
    sceneId,
    user,
    receive,
  }: { projectId: string; sceneId: string; user: SessionUser; receive: PendingUpload },
): Promise<WrittenJson<SceneChangeResponse>> => {
  await storyboardEdit(context.db, { projectId, sceneId, actor: user });
  const file = await receive({ imagesOnly: true });
  const image = file.versions.large?.name ?? file.key;
  const ext = file.key.slice(file.key.lastIndexOf('.') + 1);
  await replaceSceneImage(context.db, projectId, sceneId, {
    userId: user._id,
    at: context.clock.now(),
    image,
    ext,
    title: 'Storyboard image uploaded',
  });
  return sceneAnswer(context, sceneId, user, 'api.storyboardImageUploaded');
};

export const removeSceneImage = async (context: ModuleContext, target: SceneTarget) => {
  requireCan(target.actor, 'deleteStoryboardImage', 'api.storyboardImageRemoveRefused');
  const user = requireActor(target.actor, 'api.scenesSignIn');
  const { scene } = await loadScene(context.db, target);
  if (!scene.image) throw catalogueError('not_found', 'api.sceneHasNoImage');
  const change = {
    userId: user._id,
    at: context.clock.now(),
    image: null,
    ext: null,
    title: 'Storyboard image removed',
  };
  await replaceSceneImage(context.db, target.projectId, target.sceneId, change);
  return sceneAnswer(context, target.sceneId, target.actor, 'api.storyboardImageRemoved');
};

/** Decision 043: a PM has checked the drawing against the changed text; the flag goes until the next change. */
export const markSceneReviewed = async (
  context: ModuleContext,
  target: SceneTarget,
): Promise<WrittenJson<SceneChangeResponse>> => {
  requireCan(target.actor, 'reviewChangedScenes', 'api.sceneReviewRefused');
  await loadScene(context.db, target);
  await updateSceneFields(context.db, target.sceneId, { reviewChangedAt: null, reviewChangedBy: null });
  return sceneAnswer(context, target.sceneId, target.actor, 'api.sceneReviewed');
};

export const getSceneHistory = async (
  { db, config }: ModuleContext,
  { sceneId, actor, page }: { sceneId: string; actor: Actor | null; page: { skip: number; limit: number } },
): Promise<SceneHistoryResponse> => {
  requireCan(actor, 'viewScriptHistory', 'api.sceneHistorySignIn');
  const scene = await findSceneById(db, sceneId);
  if (!scene) throw catalogueError('not_found', 'api.sceneNotFound');
  const project = await loadProject(db, scene.projectId, actor);
  if (!canSeeSceneList(actor, project.record)) throw catalogueError('not_found', 'api.sceneNotFound');
  const { rows, count } = await listSceneVersions(db, sceneId, page.skip, page.limit);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      type: row.type,
      title: row.title,
      text: row.text,
      image: row.image ? mediaUrl(config.mediaHost, row.image) : null,
      user: row.user,
      created: row.createdAt.toISOString(),
    })),
    count,
  };
};
