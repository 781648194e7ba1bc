// The projects module's reads as query options, without their hooks, so that a route's loader can ask
// for them in the first download while the page's chunk (and react-query's hooks) are on their way.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ProjectListResponse, ProjectView, SearchResponse } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys, type ProjectListParams } from './project-keys.ts';

/** Each page starts where the previous one ended (`next`), so a card moved to the top meanwhile is not shown twice. */
export const projectsQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProjectListResponse>('/api/projects', {
        query: { ...params, after: pageParam ?? undefined },
        signal,
        silent: true,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const searchProjectsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: projectKeys.search(term),
    queryFn: ({ signal }) =>
      apiRequest<SearchResponse>('/api/projects/search', { query: { term }, signal, silent: true }),
    enabled: term.trim() !== '',
  });

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.one(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ project: ProjectView }>(`/api/projects/${projectId}`, { signal, silent: true })).project,
  });
