import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import type { RawScriptBody } from '#shared/projects/script/script.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { t } from '../../texts.ts';
import { refreshProjectCounts } from '../../scenes/api/scene-cache.ts';
import { sceneKeys } from '../../scenes/api/scene-keys.ts';

export const submitRawScript = (
  projectId: string,
  body: RawScriptBody,
): Promise<{ project: ProjectView; message: string }> =>
  apiRequest(`/api/projects/${encodeURIComponent(projectId)}/script-raw`, {
    method: 'POST',
    body,
    notifySuccess: true,
    failureMessage: t('script.submitError'),
  });

/** Spec §8 names the failure 'Error Submitting Script'; the new scenes and counts are reloaded on success. */
export const useSubmitRawScript = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawScriptBody) => submitRawScript(projectId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sceneKeys.project(projectId) }),
        refreshProjectCounts(queryClient),
      ]);
    },
  });
};
