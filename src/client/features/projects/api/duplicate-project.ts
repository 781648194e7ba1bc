import type { ProjectDuplicateBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/duplicate: answers the new project. */
export const duplicateProject = (projectId: string, body: ProjectDuplicateBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/duplicate'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorDuplicating'),
  });

export const useDuplicateProject = (projectId: string) =>
  useProjectChange((body: ProjectDuplicateBody) => duplicateProject(projectId, body));
