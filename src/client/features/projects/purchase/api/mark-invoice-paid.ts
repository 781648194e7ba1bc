import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentChangeResponse } from '#shared/projects/purchase/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

/** POST /api/payments/{id}/mark-paid: an admin settles an invoice (decision 064). */
export const markInvoicePaid = (paymentId: string): Promise<PaymentChangeResponse> =>
  apiRequest<PaymentChangeResponse>(`/api/payments/${encodeURIComponent(paymentId)}/mark-paid`, {
    method: 'POST',
    notifySuccess: true,
  });

/** The purchase flips the project's flag, so the project, its payments, its cart and the lists reload. */
export const useMarkInvoicePaid = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.one(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.carts(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
