import { z } from 'zod';
import { metaVersions } from '../../app/limits.ts';
import { webAddressSchema } from '../../app/schemas.ts';

/** Spec §3 `storyboards` (meta version 1 only): a storyboard kept on the cloud drive, by its link. */
export const driveStoryboardSchema = z.object({ id: z.string(), webLink: z.string() });
export type DriveStoryboard = z.infer<typeof driveStoryboardSchema>;

/** Enough for a storyboard per extension and its redraws; the list is sent with every project page. */
export const maxDriveStoryboards = 20;

/** POST /api/projects/{id}/storyboards: the drive link of one storyboard. */
export const driveStoryboardBodySchema = z.object({
  webLink: webAddressSchema({
    max: 1000,
    messages: {
      tooLong: 'validation.projects.storyboardLinkTooLong',
      notWebAddress: 'validation.projects.storyboardLinkScheme',
    },
  }),
});
export type DriveStoryboardBody = z.infer<typeof driveStoryboardBodySchema>;

export const storyboardParamsSchema = z.object({ id: z.string(), storyboardId: z.string() });

/** Spec §9: meta version 1 projects keep their storyboards on the drive, version 2 in the scenes. */
export const usesDriveStoryboards = (project: { metaVersion: number }): boolean =>
  project.metaVersion === metaVersions.driveBased;
