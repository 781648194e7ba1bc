import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListResponse } from '#shared/projects/purchase/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { projectPath } from '../../api/project-change.ts';

/** GET /api/projects/{id}/payments: the project's invoices and online payments, newest first. */
export const getPayments = (projectId: string): Promise<PaymentListResponse> =>
  apiRequest<PaymentListResponse>(projectPath(projectId, '/payments'), { silent: true });

export const paymentsQuery = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.payments(projectId), queryFn: () => getPayments(projectId) });

export const usePayments = (projectId: string, enabled: boolean) => useQuery({ ...paymentsQuery(projectId), enabled });
