import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notifications/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

interface PreferencesAnswer {
  preferences: NotificationPreferences;
  message?: string;
}

export const getNotificationPreferences = async (signal?: AbortSignal): Promise<NotificationPreferences> =>
  (await apiRequest<PreferencesAnswer>('/api/accounts/notification-preferences', { signal })).preferences;

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export type PreferencesChange = { kind: 'digest'; digest: boolean } | { kind: 'mute' | 'unmute'; projectId: string };

/** POST /api/accounts/notification-digest, POST and DELETE /api/accounts/notification-mutes/{projectId}. */
export const changeNotificationPreferences = (change: PreferencesChange): Promise<PreferencesAnswer> =>
  change.kind === 'digest'
    ? apiRequest('/api/accounts/notification-digest', {
        method: 'POST',
        body: { digest: change.digest },
        notifySuccess: true,
      })
    : apiRequest(`/api/accounts/notification-mutes/${change.projectId}`, {
        method: change.kind === 'mute' ? 'POST' : 'DELETE',
        notifySuccess: true,
      });

export const useChangeNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationPreferences,
    onSuccess: ({ preferences }) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
};
