import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListedUser, UserCreateBody } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** POST /api/users: the account is made and its owner mailed a link to choose a password. */
export const createUser = (body: UserCreateBody): Promise<{ user: ListedUser; message: string }> =>
  apiRequest('/api/users', { method: 'POST', body, notifySuccess: true });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
