import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveStreamPath, type LiveMessage } from '#shared/notifications/live.ts';
import { notificationKeys } from './api/notification-keys.ts';

// The bell reads the notifications from the cache without an observer (first-download size), so
// they are refetched even when no list is on screen; other data only when a screen shows it.
const refetchTypeOf = (queryKey: readonly string[]) => (queryKey[0] === notificationKeys.all[0] ? 'all' : 'active');

/**
 * One Server-Sent Events stream per signed-in tab (issue 15): each message names query keys whose
 * data changed and this user may see, and they are refetched. The browser reconnects by itself;
 * after a gap everything is refetched, so what was missed while the stream was down shows up.
 */
export const useLiveUpdates = (signedIn: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource(liveStreamPath);
    let interrupted = false;
    source.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as LiveMessage;
      for (const queryKey of message.invalidate)
        void queryClient.invalidateQueries({ queryKey, refetchType: refetchTypeOf(queryKey) });
    };
    source.onerror = () => {
      interrupted = true;
    };
    source.onopen = () => {
      if (interrupted) void queryClient.invalidateQueries();
      interrupted = false;
    };
    return () => source.close();
  }, [signedIn, queryClient]);
};
