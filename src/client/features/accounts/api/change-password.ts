import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '#shared/auth/schemas.ts';
import type { EndedSessionsResponse } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** A refused password (400) is explained beside the field, not toasted as well. */
export const changePassword = (body: PasswordChangeBody): Promise<EndedSessionsResponse> =>
  apiRequest('/api/accounts/password', { method: 'POST', body, notifySuccess: true, quietStatuses: [400] });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
