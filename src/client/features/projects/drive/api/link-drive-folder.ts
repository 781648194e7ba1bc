import type { DriveLinkBody } from '#shared/projects/drive/drive.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';
import { t } from '../texts.ts';

/** POST /api/projects/{id}/gdrive/link: 'Updated Drive Folder', or 'Error Linking Folder' (spec §8). */
export const linkDriveFolder = (projectId: string, body: DriveLinkBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/gdrive/link'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('drive.linkError'),
  });

export const useLinkDriveFolder = (projectId: string) =>
  useProjectChange((body: DriveLinkBody) => linkDriveFolder(projectId, body));
