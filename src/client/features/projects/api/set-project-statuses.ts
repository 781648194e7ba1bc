import type { ProjectStatusesBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/status: project, script or storyboard status. */
export const setProjectStatuses = (projectId: string, body: ProjectStatusesBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/status'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useSetProjectStatuses = (projectId: string) =>
  useProjectChange((body: ProjectStatusesBody) => setProjectStatuses(projectId, body));
