import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import type { StoryboardBriefBody } from '#shared/projects/storyboard-brief/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

export const submitStoryboardBrief = (
  projectId: string,
  body: StoryboardBriefBody,
): Promise<{ project: ProjectView; message: string }> =>
  // Silent: a refusal is shown in the form, next to the answers it keeps, rather than as a toast.
  apiRequest(`/api/projects/${encodeURIComponent(projectId)}/storyboard-brief`, {
    method: 'POST',
    body,
    notifySuccess: true,
    silent: true,
  });

/** Refreshing the module's prefix brings the saved brief back to the page (and to the summary wherever it is placed). */
export const useSubmitStoryboardBrief = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryboardBriefBody) => submitStoryboardBrief(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
};
