import { apiRequest } from '#client/lib/api-client.ts';
import { useWebhookChange } from './use-webhook-change.ts';

export const deleteWebhook = (id: string): Promise<{ message: string }> =>
  apiRequest(`/api/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', notifySuccess: true });

export const useDeleteWebhook = () => useWebhookChange(deleteWebhook);
