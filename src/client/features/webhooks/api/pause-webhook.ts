import type { WebhookChangedResponse } from '#shared/webhooks/webhooks.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { useWebhookChange } from './use-webhook-change.ts';

export const pauseWebhook = ({ id, paused }: { id: string; paused: boolean }): Promise<WebhookChangedResponse> =>
  apiRequest(`/api/webhooks/${encodeURIComponent(id)}/pause`, {
    method: 'POST',
    body: { paused },
    notifySuccess: true,
  });

export const usePauseWebhook = () => useWebhookChange(pauseWebhook);
