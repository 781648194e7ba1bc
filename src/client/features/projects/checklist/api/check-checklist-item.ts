import type { ProjectChecklistBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/checklist/item: mark an item done or not done. */
export const checkChecklistItem = (projectId: string, body: ProjectChecklistBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/checklist/item'), {
    method: 'POST',
    body,
    notifySuccess: true,
  });

export const useCheckChecklistItem = (projectId: string) =>
  useProjectChange((body: ProjectChecklistBody) => checkChecklistItem(projectId, body));
