import type { ExtensionInput } from '#shared/projects/versions/extensions.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { projectPath, useProjectChange, type ProjectChangeResponse } from '../../api/project-change.ts';

/** POST /api/projects/{id}/versions: a new extension. */
export const addExtension = (projectId: string, body: ExtensionInput): Promise<ProjectChangeResponse> =>
  apiRequest<ProjectChangeResponse>(projectPath(projectId, '/versions'), {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('settings.errorAddingExtension'),
  });

export const useAddExtension = (projectId: string) =>
  useProjectChange((body: ExtensionInput) => addExtension(projectId, body));
