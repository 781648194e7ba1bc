import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseResponse } from '#shared/projects/purchase/schemas.ts';
import { isOriginalVersion } from '#shared/projects/versions/version-query.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';
import { projectPath } from '../../api/project-change.ts';

/** POST /api/projects/{id}/purchase (spec §7 purchase link, optional version). */
export const startPurchase = (projectId: string, version: string): Promise<PurchaseResponse> =>
  apiRequest<PurchaseResponse>(projectPath(projectId, '/purchase'), {
    method: 'POST',
    body: isOriginalVersion(version) ? {} : { version },
    notifySuccess: true,
  });

/** Online payment leaves for the provider's page; an invoice stays here and shows up in the list. */
export const useStartPurchase = (projectId: string, version: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startPurchase(projectId, version),
    onSuccess: (response) => {
      if (response.redirectUrl) {
        window.location.assign(response.redirectUrl);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: projectKeys.payments(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.carts(projectId) });
    },
  });
};
