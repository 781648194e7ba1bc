import type { AccountBgBody, SessionUser } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useFooterBackgroundChange } from './footer-background-change.ts';

export const chooseFooterBackground = (body: AccountBgBody): Promise<{ user: SessionUser; message: string }> =>
  apiRequest('/api/accounts/bg', { method: 'POST', body, notifySuccess: true });

export const useChooseFooterBackground = () => useFooterBackgroundChange(chooseFooterBackground);
