import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.one(projectId),
    queryFn: async ({ signal }) => (await apiRequest<{ project: ProjectView }>(`/api/projects/${projectId}`, { signal, silent: true })).project,
  });

export const useProject = (projectId: string) => useQuery(projectQueryOptions(projectId));
