import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListedUser } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** POST /api/users/{id}/disable or /enable. */
export const setUserDisabled = (userId: string, disabled: boolean): Promise<{ user: ListedUser; message: string }> =>
  apiRequest(`/api/users/${userId}/${disabled ? 'disable' : 'enable'}`, { method: 'POST', notifySuccess: true });

export const useSetUserDisabled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, disabled }: { userId: string; disabled: boolean }) => setUserDisabled(userId, disabled),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
