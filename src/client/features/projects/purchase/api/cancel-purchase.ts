import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentChangeResponse } from '#shared/projects/purchase/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { projectKeys } from '../../api/project-keys.ts';

/** POST /api/payments/{id}/cancel: the buyer calls a pending purchase off (decision 092). */
export const cancelPurchase = (paymentId: string): Promise<PaymentChangeResponse> =>
  apiRequest<PaymentChangeResponse>(`/api/payments/${encodeURIComponent(paymentId)}/cancel`, {
    method: 'POST',
    notifySuccess: true,
  });

/** The payment turns cancelled and the cart it held opens again, so both reload. */
export const useCancelPurchase = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.payments(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.carts(projectId) });
    },
  });
};
