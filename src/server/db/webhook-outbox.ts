import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '#shared/webhooks/webhooks.ts';
import type { Executor } from './client.ts';
import { webhookDeliveries, webhookSubscriptions } from './schema/index.ts';

/**
 * Decision 108: records an event for every running subscription that asks for it, in the caller's
 * transaction, so the deliveries commit with the change they tell of (and vanish with it on a
 * rollback). The webhook job sends them; `at` is the service's clock, as every due time is.
 */
export const recordWebhookEvent = async (tx: Executor, at: Date, { event, data }: WebhookEvent): Promise<void> => {
  const when = at.toISOString();
  await tx.execute(sql`
    INSERT INTO ${webhookDeliveries} (subscription_id, event, data, occurred_at, next_attempt_at)
    SELECT id, ${event}, ${JSON.stringify(data)}::jsonb, ${when}::timestamptz, ${when}::timestamptz
    FROM ${webhookSubscriptions}
    WHERE ${event} = ANY(events) AND paused_at IS NULL AND disabled_at IS NULL`);
};
