import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListedUser, UserRoleBody } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export const saveUser = (userId: string, body: UserRoleBody): Promise<{ user: ListedUser; message: string }> =>
  apiRequest(`/api/users/${userId}/role`, { method: 'POST', body, notifySuccess: true });

export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UserRoleBody }) => saveUser(userId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
