import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessTokenCreateBody,
  AccessTokenCreatedResponse,
  AccessTokenListResponse,
} from '#shared/users/access-tokens.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const loadAccessTokens = (signal?: AbortSignal): Promise<AccessTokenListResponse> =>
  apiRequest('/api/accounts/tokens', { signal });

export const createAccessToken = (body: AccessTokenCreateBody): Promise<AccessTokenCreatedResponse> =>
  apiRequest('/api/accounts/tokens', { method: 'POST', body });

export const revokeAccessToken = (id: string): Promise<{ message: string }> =>
  apiRequest(`/api/accounts/tokens/${encodeURIComponent(id)}`, { method: 'DELETE', notifySuccess: true });

export const useAccessTokens = () =>
  useQuery({ queryKey: accountKeys.accessTokens(), queryFn: ({ signal }) => loadAccessTokens(signal) });

/** A change to the list reads it again: the server's list is the one truth of which tokens open anything. */
const useAccessTokenChange = <Input, Output>(change: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.accessTokens() }),
  });
};

export const useCreateAccessToken = () => useAccessTokenChange(createAccessToken);
export const useRevokeAccessToken = () => useAccessTokenChange(revokeAccessToken);
