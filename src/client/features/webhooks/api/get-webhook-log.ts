import { useQuery } from '@tanstack/react-query';
import type { WebhookLogResponse } from '#shared/webhooks/webhooks.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const getWebhookLog = (id: string, signal?: AbortSignal): Promise<WebhookLogResponse> =>
  apiRequest(`/api/webhooks/${encodeURIComponent(id)}/deliveries`, { signal });

/** Deliveries go out in the background: the log is read again every few seconds while it is open. */
export const useWebhookLog = (id: string) =>
  useQuery({
    queryKey: webhookKeys.log(id),
    queryFn: ({ signal }) => getWebhookLog(id, signal),
    refetchInterval: 5000,
  });
