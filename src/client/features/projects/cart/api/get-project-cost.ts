import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';
import type { CostResponse } from '#shared/projects/cart/view.ts';

export const getProjectCost = (projectId: string, version: string | undefined): Promise<CostResponse> =>
  apiRequest<CostResponse>(`/api/projects/${encodeURIComponent(projectId)}/cost`, { query: { version } });

export const projectCostQueryOptions = (projectId: string, version: string | undefined) =>
  queryOptions({ queryKey: projectKeys.cost(projectId, version), queryFn: () => getProjectCost(projectId, version) });

export const useProjectCost = (projectId: string, version: string | undefined) =>
  useQuery(projectCostQueryOptions(projectId, version));
