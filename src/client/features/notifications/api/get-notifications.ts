import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

// The bell on every page must not toast when the list is briefly unreachable (spec §8: silent failures).
export const getNotifications = (signal?: AbortSignal): Promise<NotificationListResponse> =>
  apiRequest('/api/notifs', { silent: true, signal });

/**
 * The list the bell's count, its panel and the log share; the bell's poll and the live stream keep it
 * current. A plain object, not `queryOptions()`: the bell is in the first download and must stay small.
 */
export const notificationsQuery = {
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getNotifications(signal),
};
