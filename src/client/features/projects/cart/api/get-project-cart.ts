import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CartResponse } from '#shared/projects/cart/view.ts';

export const getProjectCart = (projectId: string, version: string | undefined): Promise<CartResponse> =>
  apiRequest<CartResponse>(`/api/projects/${encodeURIComponent(projectId)}/cart`, { query: { version } });

export const projectCartQueryKey = (projectId: string, version: string | undefined) => ['projects', projectId, 'cart', version ?? 'original'] as const;

export const projectCartQueryOptions = (projectId: string, version: string | undefined) =>
  queryOptions({ queryKey: projectCartQueryKey(projectId, version), queryFn: () => getProjectCart(projectId, version) });

export const useProjectCart = (projectId: string, version: string | undefined) => useQuery(projectCartQueryOptions(projectId, version));
