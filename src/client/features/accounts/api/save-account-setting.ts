import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '#shared/users/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The account page's settings: each is one POST of one field (spec §7 Accounts). */
export type AccountSetting =
  | { path: '/api/accounts/name'; body: { name: string } }
  | { path: '/api/accounts/notification'; body: { status: boolean } }
  | { path: '/api/accounts/notification-email'; body: { email: string } };

export const saveAccountSetting = ({ path, body }: AccountSetting): Promise<{ user: SessionUser; message: string }> =>
  apiRequest(path, { method: 'POST', body, notifySuccess: true });

export const useSaveAccountSetting = () => useMutation({ mutationFn: saveAccountSetting });
