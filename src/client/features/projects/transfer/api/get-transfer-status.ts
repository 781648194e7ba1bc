import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferStatusResponse } from '#shared/projects/transfer/transfer.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { transferKeys } from './transfer-keys.ts';

/** GET /api/projects/{id}/transfer: whether this host holds a transfer key. */
export const transferStatusQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: transferKeys.status(projectId),
    queryFn: ({ signal }) =>
      apiRequest<TransferStatusResponse>(`/api/projects/${encodeURIComponent(projectId)}/transfer`, { signal }),
  });

export const useTransferStatus = (projectId: string) => useQuery(transferStatusQueryOptions(projectId));
