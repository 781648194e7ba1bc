import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountBgList } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

export const loadFooterBackgrounds = (signal?: AbortSignal): Promise<AccountBgList> =>
  apiRequest('/api/accounts/load-bg', { signal });

export const footerBackgroundsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.footerBackgrounds(), queryFn: ({ signal }) => loadFooterBackgrounds(signal) });

export const useFooterBackgrounds = () => useQuery(footerBackgroundsQueryOptions());
