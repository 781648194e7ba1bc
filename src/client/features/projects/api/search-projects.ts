import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { searchResponseSchema } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from './project-keys.ts';

export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchProjectsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: projectKeys.search(term),
    queryFn: ({ signal }) => apiRequest<SearchResponse>('/api/projects/search', { query: { term }, signal, silent: true }),
    enabled: term.trim() !== '',
  });

export const useSearchProjects = (term: string) => useQuery(searchProjectsQueryOptions(term));
