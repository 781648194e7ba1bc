import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopSearchResponse } from '#shared/search/search.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** GET /api/search: the top bar's search; silent, since the dropdown says itself when it fails. */
export const searchEverything = (term: string, signal?: AbortSignal): Promise<TopSearchResponse> =>
  apiRequest('/api/search', { query: { term }, signal, silent: true });

export const searchEverythingQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchKeys.term(term),
    queryFn: ({ signal }) => searchEverything(term, signal),
    enabled: term !== '',
    staleTime: 30_000,
  });

/** The previous results stay while the next term loads, so the list does not blink between keystrokes. */
export const useSearchEverything = (term: string) =>
  useQuery({ ...searchEverythingQueryOptions(term), placeholderData: keepPreviousData });
