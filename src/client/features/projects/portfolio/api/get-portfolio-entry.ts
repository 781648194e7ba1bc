import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortfolioEntry } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

/** GET /api/portfolio/{slug}: silent, the page says the entry is not there. */
export const getPortfolioEntry = async (slug: string, signal?: AbortSignal): Promise<PortfolioEntry> =>
  (await apiRequest<{ entry: PortfolioEntry }>(`/api/portfolio/${encodeURIComponent(slug)}`, { signal, silent: true }))
    .entry;

export const portfolioEntryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: projectKeys.portfolioEntry(slug),
    queryFn: ({ signal }) => getPortfolioEntry(slug, signal),
  });

export const usePortfolioEntry = (slug: string) => useQuery(portfolioEntryQueryOptions(slug));
