import type { ProjectToggleBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/toggle: star or put on hold. */
export const toggleProjectFlag = (projectId: string, body: ProjectToggleBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/toggle'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useToggleProjectFlag = (projectId: string) =>
  useProjectChange((body: ProjectToggleBody) => toggleProjectFlag(projectId, body));
