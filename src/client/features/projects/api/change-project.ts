import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { showToast } from '#client/lib/toasts.ts';
import { projectQueryKey } from './get-project.ts';

/**
 * Every settings, menu and collaborator call on a project answers `{ project, message }`
 * (spec §8 success messages), so one mutation serves them: the paths are the server's.
 */
export type ProjectChangePath =
  | ''
  | '/trash'
  | '/toggle'
  | '/type'
  | '/listedby'
  | '/duplicate'
  | '/status'
  | '/video-urls'
  | '/publish'
  | '/allow-portfolio'
  | '/meta-version'
  | '/checklist/item'
  | '/set-cover-image'
  | '/versions'
  | `/versions/${string}`
  | '/collabs'
  | `/collabs/${string}`;

export interface ProjectChangeRequest {
  path: ProjectChangePath;
  body?: unknown;
  method?: 'POST' | 'DELETE';
  /** Spec §8 names a failure message for some calls; the others show the server's message. */
  failureMessage?: string;
}

export interface ProjectChangeResponse {
  /** Absent when adding a collaborator, whose answer names nobody (decision 047): the project is fetched again. */
  project?: ProjectView;
  message: string;
  deleted?: boolean;
}

export const useChangeProject = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body, method = 'POST', failureMessage }: ProjectChangeRequest) => {
      try {
        return await apiRequest<ProjectChangeResponse>(`/api/projects/${projectId}${path}`, { method, body, silent: failureMessage !== undefined });
      } catch (error) {
        if (failureMessage) showToast('error', failureMessage);
        throw error;
      }
    },
    onSuccess: (response) => {
      // Removing someone who was not there is reported as a warning, not a success (spec §8).
      showToast(response.deleted === false ? 'warning' : 'success', response.message);
      if (response.project) queryClient.setQueryData(projectQueryKey(response.project._id), response.project);
      else void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    },
  });
};
