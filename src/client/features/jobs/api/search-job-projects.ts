import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { jobKeys } from './job-keys.ts';

/**
 * The project picker of Create Job on the job list (decision 058): the top bar's title search, which
 * holds live projects only (power users search every one).
 */
export const searchJobProjects = (term: string, signal?: AbortSignal): Promise<SearchResponse> =>
  apiRequest('/api/projects/search', { query: { term }, signal, silent: true });

export const jobProjectSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: jobKeys.projectSearch(term),
    queryFn: ({ signal }) => searchJobProjects(term, signal),
    enabled: term !== '',
  });

/** The previous answer stays while the next term loads, so the options do not blink empty between keystrokes. */
export const useJobProjectSearch = (term: string) =>
  useQuery({ ...jobProjectSearchQueryOptions(term), placeholderData: keepPreviousData });
