import type { ProjectTitleBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from './project-change.ts';

/** POST /api/projects/{id}: rename (spec §5). */
export const renameProject = (projectId: string, body: ProjectTitleBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, ''), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('project.errorUpdating'),
  });

export const useRenameProject = (projectId: string) =>
  useProjectChange((body: ProjectTitleBody) => renameProject(projectId, body));
