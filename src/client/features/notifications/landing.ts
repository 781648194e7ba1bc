import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { notificationKeys } from './api/notification-keys.ts';

/** The parameters a comment notification's link adds to its item's url (spec §2). */
const landingParams = ['notif', 'itemId', 'tag', 'actionType'] as const;

/**
 * A notification link landed here: the item's page is open with the comments modal on the right tab
 * (the url's own comments parameters); the notification is marked read and its parameters dropped.
 */
export const useNotificationLanding = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const notificationId = searchParams.get('notif');
  useEffect(() => {
    if (!notificationId) return;
    setSearchParams(
      (params) => {
        for (const name of landingParams) params.delete(name);
        return params;
      },
      { replace: true },
    );
    void apiRequest<NotificationListResponse>(`/api/notifs/${notificationId}/mark`, { method: 'POST', silent: true })
      .then((list) => queryClient.setQueryData(notificationKeys.list(), list))
      .catch(() => undefined);
  }, [notificationId, setSearchParams, queryClient]);
};
