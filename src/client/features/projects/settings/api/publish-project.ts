import type { ProjectPublishBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/publish: publish or unpublish the video. */
export const publishProject = (projectId: string, body: ProjectPublishBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/publish'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('settings.errorPublishing'),
  });

export const usePublishProject = (projectId: string) =>
  useProjectChange((body: ProjectPublishBody) => publishProject(projectId, body));
