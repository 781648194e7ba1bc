import { queryOptions, useQuery } from '@tanstack/react-query';
import { driveProgressPollMs } from '#shared/app/limits.ts';
import { shouldPollDriveProgress, type DriveProgressResponse } from '#shared/projects/drive/drive.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

/**
 * GET /api/projects/gdrive/create/progress: the log of the caller's latest setup. A failed poll is
 * silent (the group says when polling gave up), since spec §4 tolerates up to 5 of them.
 */
export const getDriveProgress = (): Promise<DriveProgressResponse> =>
  apiRequest<DriveProgressResponse>('/api/projects/gdrive/create/progress', { silent: true });

/** Polled every 2 s (spec §4, §9) until the log holds 'Complete.', the setup failed, or more than 5 polls failed. */
export const driveProgressQuery = (setupId: string) =>
  queryOptions({
    queryKey: projectKeys.driveProgress(setupId),
    queryFn: getDriveProgress,
    retry: false,
    refetchInterval: (query) =>
      shouldPollDriveProgress(query.state.data, query.state.errorUpdateCount) ? driveProgressPollMs : false,
    refetchIntervalInBackground: true,
  });

export const useDriveProgress = (setupId: string | null) =>
  useQuery({ ...driveProgressQuery(setupId ?? ''), enabled: setupId !== null });
