import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** DELETE /api/projects/{id}/versions/{versionId}. */
export const removeExtension = (projectId: string, versionId: string): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, `/versions/${encodeURIComponent(versionId)}`), {
    method: 'DELETE',
    notifySuccess: true,
    failureMessage: t('settings.errorRemovingExtension'),
  });

export const useRemoveExtension = (projectId: string) =>
  useProjectChange((versionId: string) => removeExtension(projectId, versionId));
