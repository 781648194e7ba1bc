import { useQuery } from '@tanstack/react-query';
import type { WebhookListResponse } from '#shared/webhooks/webhooks.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { webhookKeys } from './webhook-keys.ts';

export const listWebhooks = (signal?: AbortSignal): Promise<WebhookListResponse> =>
  apiRequest('/api/webhooks', { signal });

export const useWebhooks = () =>
  useQuery({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => listWebhooks(signal) });
