import { driveSetupDoneMarker } from '#shared/app/limits.ts';
import { catalogueError } from '#server/lib/errors.ts';
import { refuseUnless, requireActor } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import {
  canSetUpDrive,
  driveProjectFolders,
  type DriveProgressResponse,
  type DriveSetupStartResponse,
} from '#shared/projects/drive/drive.ts';
import type { Actor } from '#shared/users/levels.ts';
import { loadProject } from '../access.ts';
import { changeProject } from '../manage.ts';
import { findProjectRow, updateProject } from '../queries.ts';
import type { ProjectTarget } from '../service.ts';
import { driveProviderFor, type DriveFolder } from './providers.ts';
import {
  appendDriveLog,
  claimDriveSetup,
  findLatestDriveSetup,
  finishDriveSetup,
  insertDriveSetup,
  saveRootFolder,
} from './queries.ts';

/**
 * POST /api/projects/{id}/gdrive/create (spec §7, no payload): a project manager starts the setup;
 * the job queue runs it (decision 067), so it survives a restart. A second start while one is under
 * way for the project is refused.
 */
export const startDriveSetup = async (
  context: ModuleContext,
  { projectId, actor }: ProjectTarget,
): Promise<DriveSetupStartResponse> => {
  const { db, t, queue } = context;
  const user = requireActor(actor, 'api.drive.notAllowed');
  const loaded = await loadProject(db, projectId, user);
  refuseUnless(canSetUpDrive(user), user, 'api.drive.notAllowed');
  const setup = await insertDriveSetup(db, {
    projectId: loaded.row.id,
    startedBy: user._id,
    log: `${t('api.drive.log.queued', { title: loaded.row.title })}\n`,
  });
  if (!setup) throw catalogueError('conflict', 'api.drive.alreadyRunning');
  await queue.send('drive-setup', { setupId: setup.id }, { singletonKey: setup.id });
  return { setupId: setup.id, message: t('api.drive.started') };
};

/** GET /api/projects/gdrive/create/progress: the log of the caller's latest setup (decision 067). */
export const getDriveProgress = async (
  { db }: ModuleContext,
  { actor }: { actor: Actor | null },
): Promise<DriveProgressResponse> => {
  const user = requireActor(actor, 'api.drive.notAllowed');
  refuseUnless(canSetUpDrive(user), user, 'api.drive.notAllowed');
  const setup = await findLatestDriveSetup(db, user._id);
  if (!setup) throw catalogueError('not_found', 'api.drive.noSetup');
  return { log: setup.log, projectId: setup.projectId, status: setup.status };
};

/** POST /api/projects/{id}/gdrive/link: an existing folder becomes the project's drive folder. */
export const linkDriveFolder = (context: ModuleContext, target: ProjectTarget & { folderUrl: string }) =>
  changeProject(context, target, (_project, t) => {
    refuseUnless(canSetUpDrive(target.actor), target.actor, 'api.drive.notAllowed');
    return { update: { gdriveFolder: target.folderUrl }, message: t('api.drive.linked') };
  });

/**
 * The job: the project's folder, then its six folders inside, a log line for each, and at the end the
 * project's drive folder link and a line holding 'Complete.'. A run that finds its setup taken or done
 * does nothing; a retried run reuses the folder it made. A provider's failure ends the setup with an
 * error line; a database failure throws, and the queue retries the job.
 */
export const runDriveSetup = async (context: ModuleContext, setupId: string): Promise<void> => {
  const { db, t, config } = context;
  const setup = await claimDriveSetup(db, setupId);
  if (!setup) return;
  const project = await findProjectRow(db, setup.projectId);
  if (!project) {
    await finishDriveSetup(db, setupId, 'failed', t('api.drive.log.failed', { reason: t('api.projectNotFound') }));
    return;
  }
  const provider = driveProviderFor(config);
  const log = (line: string) => appendDriveLog(db, setupId, line);
  let root: DriveFolder | null = setup.rootFolder;
  try {
    if (!root) {
      root = await provider.createRootFolder(project.title);
      await saveRootFolder(db, setupId, root);
    }
    await log(t('api.drive.log.rootCreated', { name: project.title }));
    for (const name of driveProjectFolders) {
      await provider.ensureFolder(name, root);
      await log(t('api.drive.log.folderCreated', { name }));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await finishDriveSetup(db, setupId, 'failed', t('api.drive.log.failed', { reason }));
    return;
  }
  await db.transaction(async (tx) => {
    await updateProject(tx, project.id, { gdriveFolder: root.link });
    await finishDriveSetup(tx, setupId, 'complete', `${t('api.drive.log.finished')} ${driveSetupDoneMarker}`);
  });
  void context.events.emit('project.changed', { projectId: project.id, actorId: setup.startedBy, scenes: false });
};
