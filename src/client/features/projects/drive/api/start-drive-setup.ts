import { useMutation } from '@tanstack/react-query';
import type { DriveSetupStartResponse } from '#shared/projects/drive/drive.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath } from '../../api/project-change.ts';

/** POST /api/projects/{id}/gdrive/create (spec §7, no payload): the setup runs in the background. */
export const startDriveSetup = (projectId: string): Promise<DriveSetupStartResponse> =>
  apiRequest<DriveSetupStartResponse>(projectPath(projectId, '/gdrive/create'), {
    method: 'POST',
    notifySuccess: true,
  });

export const useStartDriveSetup = (projectId: string) => useMutation({ mutationFn: () => startDriveSetup(projectId) });
