import type { WebhookCreateBody, WebhookCreatedResponse } from '#shared/webhooks/webhooks.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useWebhookChange } from './use-webhook-change.ts';

export const createWebhook = (body: WebhookCreateBody): Promise<WebhookCreatedResponse> =>
  apiRequest('/api/webhooks', { method: 'POST', body, quietStatuses: [400] });

export const useCreateWebhook = () => useWebhookChange(createWebhook);
