import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectView } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

/** The project a job list is limited to: its title and scene count feed the jobForm's defaults. */
export const getJobProject = (projectId: string, signal?: AbortSignal): Promise<{ project: ProjectView }> =>
  apiRequest(`/api/projects/${projectId}`, { signal });

export const jobProjectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: jobKeys.project(projectId), queryFn: ({ signal }) => getJobProject(projectId, signal) });

export const useJobProject = (projectId: string | undefined) =>
  useQuery({ ...jobProjectQueryOptions(projectId ?? ''), enabled: projectId !== undefined });
