import type { ProjectMetaVersionBody } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/meta-version/ (spec §7 writes the trailing slash). */
export const setMetaVersion = (projectId: string, body: ProjectMetaVersionBody): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/meta-version/'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('settings.errorMetaVersion'),
  });

export const useSetMetaVersion = (projectId: string) =>
  useProjectChange((body: ProjectMetaVersionBody) => setMetaVersion(projectId, body));
