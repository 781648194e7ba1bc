import type { ProjectListedByBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}/listedby: add to or remove from a user's list. */
export const setListedBy = (projectId: string, body: ProjectListedByBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/listedby'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useSetListedBy = (projectId: string) =>
  useProjectChange((body: ProjectListedByBody) => setListedBy(projectId, body));
