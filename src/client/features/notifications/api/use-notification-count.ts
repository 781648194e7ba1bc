import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { notificationPollMaxRepeats, notificationPollMs } from '#shared/notifications/polling.ts';
import { notificationsQuery } from './get-notifications.ts';

const listHash = hashKey(notificationsQuery.queryKey);

/**
 * The unread count for the bell, read from the shared query cache through the query client alone
 * (useQuery's observer would add 5 KB to the first download). Spec §7: fetched once, then every
 * 5 minutes, at most 13 more times.
 */
export const useNotificationCount = (): number => {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === listHash) onChange();
      }),
    [queryClient],
  );
  const cachedCount = () => queryClient.getQueryData<NotificationListResponse>(notificationsQuery.queryKey)?.count ?? 0;
  const count = useSyncExternalStore(subscribe, cachedCount, cachedCount);
  useEffect(() => {
    let repeats = 0;
    const fetchList = () => void queryClient.fetchQuery({ ...notificationsQuery, staleTime: 0 }).catch(() => undefined);
    fetchList();
    const timer = setInterval(() => {
      repeats += 1;
      if (repeats >= notificationPollMaxRepeats) clearInterval(timer);
      fetchList();
    }, notificationPollMs);
    return () => clearInterval(timer);
  }, [queryClient]);
  return count;
};
