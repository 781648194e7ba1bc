import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CartActionBody } from '#shared/projects/cart/schemas.ts';
import type { CartActionResponse, CartResponse } from '#shared/projects/cart/view.ts';
import { projectKeys } from '../../api/project-keys.ts';

export const postCartAction = (projectId: string, body: CartActionBody): Promise<CartActionResponse> =>
  apiRequest<CartActionResponse>(`/api/projects/${encodeURIComponent(projectId)}/cart`, {
    method: 'POST',
    body,
    notifySuccess: true,
  });

/** One cart action; the answer's cart replaces the cached one, so the page shows what was saved. */
export const useCartAction = (projectId: string, version: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartActionBody) => postCartAction(projectId, version ? { ...body, version } : body),
    onSuccess: ({ cart }) => {
      queryClient.setQueryData<CartResponse>(projectKeys.cart(projectId, version), (old) =>
        old ? { ...old, cart } : old,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.cost(projectId, version) });
    },
  });
};
