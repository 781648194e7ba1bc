import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '#shared/projects/project.ts';
import { projectListPageSize } from '#shared/projects/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export interface ProjectListParams {
  listed?: boolean;
  deleted?: boolean;
  type?: 'internal' | 'client';
  status?: string;
  limit?: number;
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProjectListResponse>('/api/projects', { query: { ...params, skip: pageParam }, signal, silent: true }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.length * (params.limit ?? projectListPageSize) : undefined),
  });

export const useProjects = (params: ProjectListParams) => useInfiniteQuery(projectsQueryOptions(params));
