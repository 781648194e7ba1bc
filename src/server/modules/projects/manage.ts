import { recordWebhookEvent } from '#server/db/webhook-outbox.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import type { ApiTranslate } from '#shared/i18n/api-messages.ts';
import { checklistProgress, type ChecklistItem } from '#shared/projects/checklist.ts';
import { canAllowPortfolio, canRenameProject } from '#shared/projects/permissions.ts';
import type { ProjectPortfolioBody, ProjectStatusesBody, ProjectVideoUrlsBody } from '#shared/projects/schemas.ts';
import type { ProjectType } from '#shared/projects/status.ts';
import { can } from '#shared/users/permissions.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { loadProject, requireAdmin, type LoadedProject } from './access.ts';
import { toggleProjectListing, updateProject, userExists, type ProjectUpdate } from './queries.ts';
import { projectViewOf, projectChange, type ProjectChange, type ProjectTarget } from './service.ts';

/** Loads, checks, writes and answers the fresh view: the shape every settings change shares. */
export const changeProject = async (
  { db, t, clock, queue }: ModuleContext,
  { projectId, actor }: ProjectTarget,
  decide: (project: LoadedProject, t: ApiTranslate) => { update: ProjectUpdate; message: string },
): Promise<ProjectChange> => {
  const loaded = await loadProject(db, projectId, actor);
  const { update, message } = decide(loaded, t);
  const { status: previousStatus, title } = loaded.row;
  const { status } = update;
  const statusChanged = status !== undefined && status !== previousStatus;
  await db.transaction(async (tx) => {
    await updateProject(tx, projectId, update);
    if (statusChanged)
      await recordWebhookEvent(tx, clock.now(), {
        event: 'project.statusChanged',
        data: { projectId, title, status, previousStatus },
      });
  });
  // No domain event follows a settings change: the webhook job is told here that deliveries wait.
  if (statusChanged) await queue.send('webhook-delivery', {}, { singletonKey: 'webhook-delivery' });
  return projectChange(await projectViewOf(db, loaded.row.id, actor), message);
};

export const renameProject = (context: ModuleContext, target: ProjectTarget & { title: string }) =>
  changeProject(context, target, ({ record }, t) => {
    refuseUnless(canRenameProject(target.actor, record), target.actor, 'api.renameRefused');
    return { update: { title: target.title }, message: t('api.projectRenamed') };
  });

export const setTrashed = (context: ModuleContext, target: ProjectTarget & { trash: boolean }) =>
  changeProject(context, target, (_project, t) => {
    requireAdmin(target.actor);
    return {
      update: { deleted: target.trash },
      message: t(target.trash ? 'api.projectTrashed' : 'api.projectRestored'),
    };
  });

export const toggleFlag = (context: ModuleContext, target: ProjectTarget & { flag: 'starred' | 'onhold' }) =>
  changeProject(context, target, ({ row }, t) => {
    requireAdmin(target.actor);
    const value = !row[target.flag];
    const messages = {
      starred: value ? 'api.priorityMarked' : 'api.priorityRemoved',
      onhold: value ? 'api.projectOnHold' : 'api.projectResumed',
    } as const;
    return { update: { [target.flag]: value }, message: t(messages[target.flag]) };
  });

export const setProjectType = (context: ModuleContext, target: ProjectTarget & { type: ProjectType }) =>
  changeProject(context, target, (_project, t) => {
    requireAdmin(target.actor);
    return {
      update: { type: target.type },
      message: t(target.type === 'internal' ? 'api.markedInternal' : 'api.markedClient'),
    };
  });

/**
 * Spec §4: "Staff can set statuses freely in settings. Allowed transitions: not shown." Any status
 * may follow any other, so the only rule is who may set them (a PM, spec §6 settings).
 */
export const setStatuses = (context: ModuleContext, target: ProjectTarget & { statuses: ProjectStatusesBody }) =>
  changeProject(context, target, (_project, t) => {
    refuseUnless(can(target.actor, 'setProjectStatus'), target.actor, 'api.onlyPms');
    const { status, scriptStatus, storyboardStatus } = target.statuses;
    const update: ProjectUpdate = {};
    if (status) update.status = status;
    if (scriptStatus) update.scriptStatus = scriptStatus;
    if (storyboardStatus) update.storyboardStatus = storyboardStatus;
    return { update, message: t('api.statusUpdated') };
  });

export const setVideoUrls = (context: ModuleContext, target: ProjectTarget & { urls: ProjectVideoUrlsBody }) =>
  changeProject(context, target, (_project, t) => {
    refuseUnless(can(target.actor, 'openProjectSettings'), target.actor, 'api.onlyPms');
    return { update: target.urls, message: t('api.videoUrlsUpdated') };
  });

export const setPublished = (context: ModuleContext, target: ProjectTarget & { published: boolean }) =>
  changeProject(context, target, (_project, t) => {
    refuseUnless(can(target.actor, 'openProjectSettings'), target.actor, 'api.onlyPms');
    return {
      update: { published: target.published },
      message: t(target.published ? 'api.videoPublished' : 'api.videoUnpublished'),
    };
  });

export const setPortfolio = (context: ModuleContext, target: ProjectTarget & { body: ProjectPortfolioBody }) =>
  changeProject(context, target, ({ record }, t) => {
    const { actor, body } = target;
    refuseUnless(canAllowPortfolio(actor, record), actor, 'api.portfolioRefused');
    if (body.portfolio) refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.portfolioEditRefused');
    const update: ProjectUpdate = { allowPortfolio: body.allowPortfolio };
    if (body.portfolio) update.portfolio = body.portfolio;
    return { update, message: t(body.allowPortfolio ? 'api.portfolioAllowed' : 'api.portfolioNotAllowed') };
  });

export const setMetaVersion = (context: ModuleContext, target: ProjectTarget & { metaVersion: 1 | 2 }) =>
  changeProject(context, target, (_project, t) => {
    refuseUnless(can(target.actor, 'openProjectSettings'), target.actor, 'api.onlyPms');
    return { update: { metaVersion: target.metaVersion }, message: t('api.metaVersionUpdated') };
  });

export const setChecklistItem = (
  context: ModuleContext,
  target: ProjectTarget & { item: ChecklistItem; done: boolean },
) =>
  changeProject(context, target, ({ row }, t) => {
    refuseUnless(can(target.actor, 'editChecklist'), target.actor, 'api.onlyPms');
    const checklist = { ...row.checklist, [target.item]: target.done };
    const doneItems = Object.entries(checklist)
      .filter(([, isDone]) => isDone)
      .map(([name]) => name);
    return {
      update: { checklist, progress: checklistProgress(doneItems) },
      message: t(target.done ? 'api.markedDone' : 'api.unmarkedDone'),
    };
  });

/** Adds or removes the project from a user's My Projects list; admins only (spec §6). */
export const toggleListing = async (
  { db, t }: ModuleContext,
  { projectId, actor, userId }: ProjectTarget & { userId: string },
): Promise<ProjectChange> => {
  requireAdmin(actor);
  const loaded = await loadProject(db, projectId, actor);
  if (!(await userExists(db, userId))) throw catalogueError('not_found', 'api.userNotFound');
  const listed = await toggleProjectListing(db, projectId, userId);
  return projectChange(await projectViewOf(db, loaded.row.id, actor), t(listed ? 'api.listAdded' : 'api.listRemoved'));
};
