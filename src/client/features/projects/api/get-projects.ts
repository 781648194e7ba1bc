import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export interface ProjectListParams {
  listed?: boolean;
  deleted?: boolean;
  type?: 'internal' | 'client';
  status?: string;
  limit?: number;
}

/** Each page starts where the previous one ended (`next`), so a card moved to the top meanwhile is not shown twice. */
export const projectsQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProjectListResponse>('/api/projects', { query: { ...params, after: pageParam ?? undefined }, signal, silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useProjects = (params: ProjectListParams) => useInfiniteQuery(projectsQueryOptions(params));
