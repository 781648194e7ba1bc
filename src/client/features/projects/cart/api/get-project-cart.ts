import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';
import type { CartResponse } from '#shared/projects/cart/view.ts';

export const getProjectCart = (projectId: string, version: string | undefined): Promise<CartResponse> =>
  apiRequest<CartResponse>(`/api/projects/${encodeURIComponent(projectId)}/cart`, { query: { version } });

export const projectCartQueryOptions = (projectId: string, version: string | undefined) =>
  queryOptions({ queryKey: projectKeys.cart(projectId, version), queryFn: () => getProjectCart(projectId, version) });

export const useProjectCart = (projectId: string, version: string | undefined) =>
  useQuery(projectCartQueryOptions(projectId, version));
