import { useMutation } from '@tanstack/react-query';
import type { ProjectTransferResponse } from '#shared/projects/transfer/transfer.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/projects/{id}/transfer: the server sends the whole project to the target's transfer-in (spec §7). */
export const transferProject = (projectId: string, target: string): Promise<ProjectTransferResponse> =>
  apiRequest<ProjectTransferResponse>(`/api/projects/${encodeURIComponent(projectId)}/transfer`, {
    method: 'POST',
    body: { target },
    notifySuccess: true,
  });

export const useTransferProject = (projectId: string) =>
  useMutation({ mutationFn: (target: string) => transferProject(projectId, target) });
