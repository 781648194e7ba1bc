import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { highlightDelayMs, highlightDurationMs, scrollOffsetPx } from '#shared/app/limits.ts';
import type { NotificationListResponse } from '#shared/notifications/schemas.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { notificationKeys } from './api/notification-keys.ts';

/** The parameters a comment notification's link adds to its item's url (spec §2). */
const landingParams = ['notif', 'itemId', 'tag', 'actionType'] as const;

/** The item's page loads its data after the route: the item is waited for this long, then given up. */
const itemWaitMs = 10_000;
const highlightStyle = '0 0 0 3px var(--mantine-color-yellow-5)';

const findItem = (itemId: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`);

/**
 * Spec §9: once the item shows, 200 ms later it is scrolled to 60 px below the top of the window
 * and highlighted for 1500 ms; while highlighted it is kept there as the page above it finishes
 * loading. It outlives the landing's effect, whose parameters are dropped at once, so it ends by itself.
 */
const revealItem = (itemId: string): void => {
  const reveal = (element: HTMLElement) =>
    window.setTimeout(() => {
      const align = () =>
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - scrollOffsetPx });
      const keepAligned = new ResizeObserver(align);
      keepAligned.observe(document.body);
      align();
      element.dataset.landed = 'true';
      element.style.boxShadow = highlightStyle;
      window.setTimeout(() => {
        keepAligned.disconnect();
        delete element.dataset.landed;
        element.style.removeProperty('box-shadow');
      }, highlightDurationMs);
    }, highlightDelayMs);
  const shown = findItem(itemId);
  if (shown) {
    reveal(shown);
    return;
  }
  const observer = new MutationObserver(() => {
    const element = findItem(itemId);
    if (!element) return;
    observer.disconnect();
    reveal(element);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), itemWaitMs);
};

/**
 * A notification link landed here: the item's page is open with the comments modal on the right tab
 * (the url's own comments parameters); the item is brought into view, the notification is marked read
 * and its parameters dropped.
 */
export const useNotificationLanding = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const notificationId = searchParams.get('notif');
  const itemId = searchParams.get('itemId');
  useEffect(() => {
    if (!notificationId) return;
    if (itemId) revealItem(itemId);
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
  }, [notificationId, itemId, setSearchParams, queryClient]);
};
