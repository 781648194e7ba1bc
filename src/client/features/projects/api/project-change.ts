import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import { projectKeys } from './project-keys.ts';

/** What every settings, menu and collaborator call answers (spec §8 success messages). */
export interface ProjectChangeResponse {
  /** Absent when adding a collaborator, whose answer names nobody (decision 047): that hook fetches the project again. */
  project?: ProjectView;
  message: string;
  /** False when a collaborator to remove was not there: the API client shows the message as a warning. */
  deleted?: boolean;
}

export const projectPath = (projectId: string, suffix = ''): string =>
  `/api/projects/${encodeURIComponent(projectId)}${suffix}`;

/** The hook of one project endpoint: the answer's project replaces the cached one and the lists refresh. */
export const useProjectChange = <Variables>(
  send: (variables: Variables) => Promise<ProjectChangeResponse>,
  alsoRefresh?: (queryClient: QueryClient, response: ProjectChangeResponse) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      if (response.project) queryClient.setQueryData(projectKeys.one(response.project._id), response.project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      alsoRefresh?.(queryClient, response);
    },
  });
};
