import { useMutation } from '@tanstack/react-query';
import type { EndedSessionsResponse } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const signOutOtherSessions = (): Promise<EndedSessionsResponse> =>
  apiRequest('/api/accounts/sign-out-others', { method: 'POST', notifySuccess: true });

export const useSignOutOtherSessions = () => useMutation({ mutationFn: signOutOtherSessions });
