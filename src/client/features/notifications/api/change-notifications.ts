import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export type NotificationChange =
  | { kind: 'mark'; id: string }
  | { kind: 'unmark'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'mark-all' }
  | { kind: 'clear-all' };

/** POST /api/notifs/{id}/mark and /unmark, DELETE /api/notifs/{id}, POST /api/notifs/mark-all and /clear-all (spec §7's GET is kept for other clients): each answers the list. */
export const changeNotifications = (change: NotificationChange): Promise<NotificationListResponse> => {
  switch (change.kind) {
    case 'mark':
    case 'unmark':
      return apiRequest(`/api/notifs/${change.id}/${change.kind}`, { method: 'POST' });
    case 'remove':
      return apiRequest(`/api/notifs/${change.id}`, { method: 'DELETE' });
    case 'mark-all':
    case 'clear-all':
      return apiRequest(`/api/notifs/${change.kind}`, { method: 'POST' });
  }
};

export const useChangeNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotifications,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list(), list),
  });
};
