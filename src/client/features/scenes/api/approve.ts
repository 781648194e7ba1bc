import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalType } from '#shared/projects/approvals/banners.ts';
import type { ProjectView } from '#shared/projects/project.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { refreshProjectCounts } from './scene-cache.ts';

export const approve = (projectId: string, type: ApprovalType): Promise<{ project: ProjectView; message: string }> =>
  apiRequest(`/api/projects/${encodeURIComponent(projectId)}/${type}/confirm`, { method: 'POST', notifySuccess: true });

/** The approval moves the project's statuses on, so the project (and with it the banner) is reloaded. */
export const useApprove = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: ApprovalType) => approve(projectId, type),
    onSuccess: () => refreshProjectCounts(queryClient),
  });
};
