import type { ProjectTypeBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/type: internal or client. */
export const setProjectType = (projectId: string, body: ProjectTypeBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/type'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useSetProjectType = (projectId: string) =>
  useProjectChange((body: ProjectTypeBody) => setProjectType(projectId, body));
