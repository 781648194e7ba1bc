import type { SessionUser } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useFooterBackgroundChange } from './footer-background-change.ts';

export const removeFooterBackground = (resourceId: string): Promise<{ user: SessionUser; message: string }> =>
  apiRequest(`/api/accounts/bg/${encodeURIComponent(resourceId)}`, { method: 'DELETE', notifySuccess: true });

export const useRemoveFooterBackground = () => useFooterBackgroundChange(removeFooterBackground);
