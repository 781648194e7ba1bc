import type { ProjectVideoUrlsInput } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/video-urls. */
export const saveVideoUrls = (projectId: string, body: ProjectVideoUrlsInput): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/video-urls'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useSaveVideoUrls = (projectId: string) =>
  useProjectChange((body: ProjectVideoUrlsInput) => saveVideoUrls(projectId, body));
