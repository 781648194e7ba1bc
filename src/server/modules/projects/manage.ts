import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { projectListings, projects, users } from '#server/db/schema/index.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { can } from '#shared/users/permissions.ts';
import type { Actor } from '#shared/users/levels.ts';
import type { Locale } from '#shared/app/constants.ts';
import { apiMessagesEn } from '#shared/i18n/api-messages-en.ts';
import { createApiTranslator, type ApiMessageKey, type ApiTranslate } from '#shared/i18n/api-messages.ts';
import { createBriefTranslator } from '#shared/i18n/brief.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { canAllowPortfolio, canRenameProject, canSubmitStoryboardBrief, canUseCollaboratorFeatures } from '#shared/projects/permissions.ts';
import { checklistProgress, type ChecklistItem } from '#shared/projects/checklist.ts';
import type { ProjectPortfolioBody, ProjectStatusesBody, ProjectVideoUrlsBody, StoryboardBriefBody } from '#shared/projects/schemas.ts';
import type { ProjectType } from '#shared/projects/status.ts';
import { loadProject, type LoadedProject } from './access.ts';
import { projectViewOf } from './service.ts';

export interface ProjectChange {
  project: ProjectView;
  message: string;
}

type ProjectUpdate = Partial<typeof projects.$inferInsert>;

const refuseUnless = (allowed: boolean, actor: Actor | null, key: ApiMessageKey) => {
  if (!allowed) throw catalogueError(actor ? 'forbidden' : 'unauthorized', key);
};

/** Loads, checks, writes and answers the fresh view: the shape every settings change shares. */
const change = async (
  db: Db,
  locale: Locale,
  projectId: string,
  actor: Actor | null,
  decide: (project: LoadedProject, t: ApiTranslate) => { update: ProjectUpdate; message: string },
): Promise<ProjectChange> => {
  const loaded = await loadProject(db, projectId, actor);
  const { update, message } = decide(loaded, createApiTranslator(locale));
  const [row] = await db
    .update(projects)
    .set({ ...update, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning();
  return { project: await projectViewOf(db, { ...loaded, row: row ?? loaded.row }, actor), message };
};

export const renameProject = (db: Db, locale: Locale, projectId: string, actor: Actor | null, title: string) =>
  change(db, locale, projectId, actor, ({ record }, t) => {
    refuseUnless(canRenameProject(actor, record), actor, 'api.renameRefused');
    return { update: { title }, message: t('api.projectRenamed') };
  });

export const setTrashed = (db: Db, locale: Locale, projectId: string, actor: Actor | null, trash: boolean) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'useProjectMenu'), actor, 'api.onlyAdmins');
    return { update: { deleted: trash }, message: t(trash ? 'api.projectTrashed' : 'api.projectRestored') };
  });

export const toggleFlag = (db: Db, locale: Locale, projectId: string, actor: Actor | null, flag: 'starred' | 'onhold') =>
  change(db, locale, projectId, actor, ({ row }, t) => {
    refuseUnless(can(actor, 'useProjectMenu'), actor, 'api.onlyAdmins');
    const value = !row[flag];
    const messages = { starred: value ? 'api.priorityMarked' : 'api.priorityRemoved', onhold: value ? 'api.projectOnHold' : 'api.projectResumed' } as const;
    return { update: { [flag]: value }, message: t(messages[flag]) };
  });

export const setProjectType = (db: Db, locale: Locale, projectId: string, actor: Actor | null, type: ProjectType) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'useProjectMenu'), actor, 'api.onlyAdmins');
    return { update: { type }, message: t(type === 'internal' ? 'api.markedInternal' : 'api.markedClient') };
  });

export const setStatuses = (db: Db, locale: Locale, projectId: string, actor: Actor | null, body: ProjectStatusesBody) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'setProjectStatus'), actor, 'api.onlyPms');
    const update: ProjectUpdate = {};
    if (body.status) update.status = body.status;
    if (body.scriptStatus) update.scriptStatus = body.scriptStatus;
    if (body.storyboardStatus) update.storyboardStatus = body.storyboardStatus;
    return { update, message: t('api.statusUpdated') };
  });

export const setVideoUrls = (db: Db, locale: Locale, projectId: string, actor: Actor | null, body: ProjectVideoUrlsBody) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.onlyPms');
    return { update: body, message: t('api.videoUrlsUpdated') };
  });

export const setPublished = (db: Db, locale: Locale, projectId: string, actor: Actor | null, published: boolean) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.onlyPms');
    return { update: { published }, message: t(published ? 'api.videoPublished' : 'api.videoUnpublished') };
  });

export const setPortfolio = (db: Db, locale: Locale, projectId: string, actor: Actor | null, body: ProjectPortfolioBody) =>
  change(db, locale, projectId, actor, ({ record }, t) => {
    refuseUnless(canAllowPortfolio(actor, record), actor, 'api.portfolioRefused');
    if (body.portfolio) refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.portfolioEditRefused');
    const update: ProjectUpdate = { allowPortfolio: body.allowPortfolio };
    if (body.portfolio) update.portfolio = body.portfolio;
    return { update, message: t(body.allowPortfolio ? 'api.portfolioAllowed' : 'api.portfolioNotAllowed') };
  });

export const setMetaVersion = (db: Db, locale: Locale, projectId: string, actor: Actor | null, metaVersion: 1 | 2) =>
  change(db, locale, projectId, actor, (_project, t) => {
    refuseUnless(can(actor, 'openProjectSettings'), actor, 'api.onlyPms');
    return { update: { metaVersion }, message: t('api.metaVersionUpdated') };
  });

export const setChecklistItem = (db: Db, locale: Locale, projectId: string, actor: Actor | null, item: ChecklistItem, done: boolean) =>
  change(db, locale, projectId, actor, ({ row }, t) => {
    refuseUnless(can(actor, 'editChecklist'), actor, 'api.onlyPms');
    const checklist = { ...row.checklist, [item]: done };
    const doneItems = Object.entries(checklist).filter(([, isDone]) => isDone).map(([name]) => name);
    return { update: { checklist, progress: checklistProgress(doneItems) }, message: t(done ? 'api.markedDone' : 'api.unmarkedDone') };
  });

export const storyboardBriefCollaboratorsOnly = apiMessagesEn['api.briefCollaboratorsOnly'];
export const storyboardBriefClosedMessage = apiMessagesEn['api.briefClosed'];

/**
 * Spec §2, §6: collaborators brief the artist while storyboarding with the storyboard new. A refusal
 * says which half of the rule failed. Sending it again while open replaces the answers (decision 040).
 */
export const submitStoryboardBrief = (db: Db, locale: Locale, projectId: string, actor: Actor | null, brief: StoryboardBriefBody) =>
  change(db, locale, projectId, actor, ({ record }) => {
    if (!canSubmitStoryboardBrief(actor, record)) {
      refuseUnless(canUseCollaboratorFeatures(actor, record), actor, 'api.briefCollaboratorsOnly');
      throw catalogueError('conflict', 'api.briefClosed');
    }
    return { update: { storyboardBrief: brief }, message: createBriefTranslator(locale)('brief.thanks') };
  });

/** Adds or removes the project from a user's My Projects list; admins only (spec §6). */
export const toggleListing = async (db: Db, locale: Locale, projectId: string, actor: Actor | null, userId: string): Promise<ProjectChange> => {
  refuseUnless(can(actor, 'useProjectMenu'), actor, 'api.onlyAdmins');
  const loaded = await loadProject(db, projectId, actor);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw catalogueError('not_found', 'api.userNotFound');
  const removed = await db
    .delete(projectListings)
    .where(and(eq(projectListings.projectId, projectId), eq(projectListings.userId, userId)))
    .returning();
  if (removed.length === 0) await db.insert(projectListings).values({ projectId, userId });
  return {
    project: await projectViewOf(db, loaded, actor),
    message: createApiTranslator(locale)(removed.length === 0 ? 'api.listAdded' : 'api.listRemoved'),
  };
};
