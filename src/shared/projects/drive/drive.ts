import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { driveProgressMaxErrors, driveSetupDoneMarker } from '../../app/limits.ts';
import { webAddressSchema } from '../../app/schemas.ts';
import { can } from '../../users/permissions.ts';
import type { Actor } from '../../users/levels.ts';

/**
 * The cloud drive setup (spec §2 Cloud Drive Setup, §4, §7; decision 067): project managers, the
 * people who open the settings, create or link a project's drive folder and read the setup's log.
 */
export const canSetUpDrive = (user: Actor | null | undefined): boolean => can(user, 'openProjectSettings');

export const driveSetupStatuses = ['queued', 'running', 'complete', 'failed'] as const;
export type DriveSetupStatus = (typeof driveSetupStatuses)[number];

/** The folders every project's tree holds under a folder named after the project. */
export const driveProjectFolders = ['script', 'storyboard', 'voice', 'music', 'video', 'exports'] as const;

export const isDriveSetupComplete = (log: string): boolean => log.includes(driveSetupDoneMarker);

/**
 * Polling goes on until the log holds 'Complete.', or the setup failed (its log ends with the error
 * line), or more than 5 polls have failed.
 */
export const shouldPollDriveProgress = (
  progress: { log: string; status: DriveSetupStatus } | undefined,
  failedPolls: number,
): boolean =>
  failedPolls <= driveProgressMaxErrors &&
  (progress === undefined || (!isDriveSetupComplete(progress.log) && progress.status !== 'failed'));

/** POST /api/projects/{id}/gdrive/link: an existing folder, by the address its owner opens it with. */
export const driveLinkBodySchema = z.object({
  folderUrl: z
    .string({ error: invalid('validation.projects.driveFolder') })
    .trim()
    .min(1, { error: invalid('validation.fieldEmpty') })
    .pipe(webAddressSchema({ max: 2000 })),
});
export type DriveLinkBody = z.infer<typeof driveLinkBodySchema>;

/** The answer of POST …/gdrive/create: the setup started, and where its log is read. */
export const driveSetupStartResponseSchema = z.object({ setupId: z.string(), message: z.string() });
export type DriveSetupStartResponse = z.infer<typeof driveSetupStartResponseSchema>;

/** GET /api/projects/gdrive/create/progress (spec §7 "response log text"): the caller's latest setup. */
export const driveProgressResponseSchema = z.object({
  log: z.string(),
  projectId: z.string(),
  status: z.enum(driveSetupStatuses),
});
export type DriveProgressResponse = z.infer<typeof driveProgressResponseSchema>;
