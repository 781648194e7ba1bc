import type { DriveStoryboardBody } from '#shared/projects/storyboards/drive-storyboards.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

export const linkDriveStoryboard = (projectId: string, body: DriveStoryboardBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/storyboards'), {
    method: 'POST',
    body,
    notifySuccess: true,
  });

export const unlinkDriveStoryboard = (projectId: string, storyboardId: string): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, `/storyboards/${encodeURIComponent(storyboardId)}`), {
    method: 'DELETE',
    notifySuccess: true,
  });

export const useLinkDriveStoryboard = (projectId: string) =>
  useProjectChange((body: DriveStoryboardBody) => linkDriveStoryboard(projectId, body));

export const useUnlinkDriveStoryboard = (projectId: string) =>
  useProjectChange((storyboardId: string) => unlinkDriveStoryboard(projectId, storyboardId));
