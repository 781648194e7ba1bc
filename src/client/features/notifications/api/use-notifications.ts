import { useQuery } from '@tanstack/react-query';
import { notificationsQuery } from './get-notifications.ts';

export const useNotifications = () => useQuery(notificationsQuery);
