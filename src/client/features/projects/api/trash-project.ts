import type { ProjectTrashBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/trash: move to or back from the trash. */
export const trashProject = (projectId: string, body: ProjectTrashBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/trash'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useTrashProject = (projectId: string) =>
  useProjectChange((body: ProjectTrashBody) => trashProject(projectId, body));
