import { randomBytes } from 'node:crypto';
import type { Executor } from '#server/db/client.ts';
import { AppError, catalogueError, localizedMessage } from '#server/lib/errors.ts';
import { refuseUnless } from '#server/lib/refusals.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { insertNotifications } from '#server/modules/notifications/index.ts';
import { renderMarkdown } from '#shared/format/markdown.ts';
import type { SessionUser, Viewer } from '#shared/users/schemas.ts';
import {
  canManageWebhooks,
  isDelivered,
  webhookFailuresBeforeDisable,
  webhookLogLength,
  webhooksMax,
  type Webhook,
  type WebhookAttempt,
  type WebhookChangedResponse,
  type WebhookCreateBody,
  type WebhookCreatedResponse,
  type WebhookListResponse,
  type WebhookLogResponse,
  type WebhookState,
} from '#shared/webhooks/webhooks.ts';
import {
  countSubscriptionFailure,
  countSubscriptions,
  deleteSubscription,
  findAdminRecipients,
  findSubscription,
  holdSubscription,
  insertAttempt,
  insertSubscription,
  leaseDueDeliveries,
  listAttempts,
  listSubscriptions,
  markDelivered,
  markDeliveryFailed,
  markSubscriptionDelivered,
  pruneAttempts,
  releaseDelivery,
  scheduleDeliveryRetry,
  setSubscriptionPaused,
  type LeasedDelivery,
  type WebhookAttemptRow,
  type WebhookSubscriptionRow,
} from './queries.ts';
import { postDelivery, webhookSignature } from './send.ts';
import { checkWebhookTarget } from './target.ts';

export const webhookDeliverySettings = {
  /** A try's whole answer; past it the try failed and the target is tried again later. */
  timeoutMs: 10_000,
  /** A sender's hold on a delivery: longer than a try can last. */
  leaseMs: 60_000,
  batchSize: 20,
  /** With the backoff below, about two hours of tries before one delivery is given up. */
  maxAttempts: 8,
};

/** Exponential backoff: 30 s, 1 min, 2 min, … at most an hour between tries. */
export const webhookRetryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

const stateOf = (row: WebhookSubscriptionRow): WebhookState => {
  if (row.disabledAt) return 'disabled';
  return row.pausedAt ? 'paused' : 'active';
};

const toWebhook = (row: WebhookSubscriptionRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  state: stateOf(row),
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  consecutiveFailures: row.consecutiveFailures,
  lastDeliveryAt: row.lastDeliveryAt?.toISOString() ?? null,
});

const toAttempt = (row: WebhookAttemptRow): WebhookAttempt => ({
  id: row.id,
  deliveryId: row.deliveryId,
  event: row.event,
  attempt: row.attempt,
  statusCode: row.statusCode,
  error: row.error,
  responseExcerpt: row.responseExcerpt,
  durationMs: row.durationMs,
  at: row.at.toISOString(),
});

const requireManager = (viewer: Viewer): SessionUser => {
  if (!viewer) throw catalogueError('unauthorized', 'api.notSignedIn');
  refuseUnless(canManageWebhooks(viewer), viewer, 'api.webhooks.adminsOnly');
  return viewer;
};

const requireSubscription = async ({ db }: ModuleContext, id: string): Promise<WebhookSubscriptionRow> => {
  const row = await findSubscription(db, id);
  if (!row) throw catalogueError('not_found', 'api.webhooks.notFound');
  return row;
};

export const listWebhooks = async (context: ModuleContext, viewer: Viewer): Promise<WebhookListResponse> => {
  requireManager(viewer);
  return { webhooks: (await listSubscriptions(context.db)).map(toWebhook) };
};

/** Decision 108: the signing secret is answered once; the target must be public when subscribed, and at every try. */
export const createWebhook = async (
  context: ModuleContext,
  { viewer, body }: { viewer: Viewer; body: WebhookCreateBody },
): Promise<WebhookCreatedResponse> => {
  const user = requireManager(viewer);
  const { db, clock, config, t } = context;
  if ((await countSubscriptions(db)) >= webhooksMax)
    throw catalogueError('conflict', 'api.webhooks.tooMany', { max: webhooksMax });
  const { url } = await checkWebhookTarget(config.webhookAllowedHosts, body.url);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await insertSubscription(db, {
    url: url.href,
    events: body.events,
    secret,
    createdBy: user._id,
    createdAt: clock.now(),
  });
  return { webhook: toWebhook(row), secret, message: t('api.webhooks.created', { url: row.url }) };
};

export const setWebhookPaused = async (
  context: ModuleContext,
  { viewer, id, paused }: { viewer: Viewer; id: string; paused: boolean },
): Promise<WebhookChangedResponse> => {
  requireManager(viewer);
  const row = await setSubscriptionPaused(context.db, id, paused ? context.clock.now() : null);
  if (!row) throw catalogueError('not_found', 'api.webhooks.notFound');
  // Waiting deliveries go at once when it runs again.
  if (!paused) await context.queue.send('webhook-delivery', {});
  return {
    webhook: toWebhook(row),
    message: context.t(paused ? 'api.webhooks.paused' : 'api.webhooks.resumed', { url: row.url }),
  };
};

export const deleteWebhook = async (
  context: ModuleContext,
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<{ message: string }> => {
  requireManager(viewer);
  const url = await deleteSubscription(context.db, id);
  if (url === undefined) throw catalogueError('not_found', 'api.webhooks.notFound');
  return { message: context.t('api.webhooks.deleted', { url }) };
};

export const getWebhookLog = async (
  context: ModuleContext,
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<WebhookLogResponse> => {
  requireManager(viewer);
  const row = await requireSubscription(context, id);
  return { attempts: (await listAttempts(context.db, row.id, webhookLogLength)).map(toAttempt) };
};

/** Every admin hears that a subscription was turned off, in the transaction that turns it off. */
const notifyAdminsOfDisable = async (tx: Executor, subscription: WebhookSubscriptionRow, reason: string) => {
  const admins = await findAdminRecipients(tx);
  const rows = admins.map((admin) => ({
    userId: admin.id,
    actorId: null,
    actorName: '',
    actionType: 'others' as const,
    itemType: 'webhook',
    itemId: subscription.id,
    itemTitle: subscription.url,
    itemAction: 'webhook-disabled',
    projectId: null,
    text: reason,
    html: renderMarkdown(reason),
    url: '/webhooks',
    createdAt: subscription.disabledAt ?? new Date(),
  }));
  await insertNotifications(
    tx,
    rows,
    new Set(admins.filter((admin) => admin.notificationEmailOn).map((admin) => admin.id)),
  );
};

const errorText = (context: ModuleContext, error: unknown): string => {
  if (error instanceof AppError) return localizedMessage(error, context.t);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
};

/** The outcome of one try: the answer, or why none came. */
interface TryOutcome {
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

const tryDelivery = async (context: ModuleContext, { delivery, subscription }: LeasedDelivery): Promise<TryOutcome> => {
  const startedAt = performance.now();
  const duration = () => Math.round(performance.now() - startedAt);
  try {
    const target = await checkWebhookTarget(context.config.webhookAllowedHosts, subscription.url);
    const body = JSON.stringify({
      id: delivery.id,
      event: delivery.event,
      occurredAt: delivery.occurredAt.toISOString(),
      data: delivery.data,
    });
    const unixSeconds = Math.floor(context.clock.now().getTime() / 1000);
    const answer = await postDelivery(
      target,
      {
        'user-agent': 'ExplainerStudio-Webhooks/1',
        'x-studio-event': delivery.event,
        'x-studio-delivery': delivery.id,
        'x-studio-signature': webhookSignature(subscription.secret, unixSeconds, body),
      },
      body,
      webhookDeliverySettings.timeoutMs,
    );
    return {
      statusCode: answer.statusCode,
      excerpt: answer.excerpt === '' ? null : answer.excerpt,
      error: null,
      durationMs: duration(),
    };
  } catch (error) {
    return { statusCode: null, excerpt: null, error: errorText(context, error), durationMs: duration() };
  }
};

/**
 * One try of a leased delivery, and what it means (decision 108): delivered, it is marked so and never
 * sent again; failed, it waits with backoff until its tries run out, and the subscription counts one
 * more failure in a row, at the limit of which it is turned off and every admin told.
 */
const deliverOne = async (context: ModuleContext, leased: LeasedDelivery): Promise<void> => {
  const { db, clock, queue } = context;
  const { delivery, subscription } = leased;
  const outcome = await tryDelivery(context, leased);
  const now = clock.now();
  const attempt = delivery.attempts + 1;
  const delivered = isDelivered(outcome.statusCode);
  const failure =
    outcome.error ?? (delivered ? null : context.t('api.webhooks.answered', { status: outcome.statusCode ?? 0 }));
  let retryAt: Date | null = null;
  await db.transaction(async (tx) => {
    // Deleted while its delivery was on its way: the delivery went with it, and there is nothing to record.
    if (!(await holdSubscription(tx, subscription.id))) return;
    await insertAttempt(tx, {
      subscriptionId: subscription.id,
      deliveryId: delivery.id,
      event: delivery.event,
      attempt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      responseExcerpt: outcome.excerpt,
      durationMs: outcome.durationMs,
      at: now,
    });
    await pruneAttempts(tx, subscription.id, webhookLogLength);
    if (delivered) {
      await markDelivered(tx, delivery.id, now);
      await markSubscriptionDelivered(tx, subscription.id, now);
      return;
    }
    if (attempt >= webhookDeliverySettings.maxAttempts) await markDeliveryFailed(tx, delivery.id, attempt, now);
    else {
      retryAt = new Date(now.getTime() + webhookRetryDelayMs(attempt));
      await scheduleDeliveryRetry(tx, delivery.id, attempt, retryAt);
    }
    const disabled = await countSubscriptionFailure(tx, subscription.id, webhookFailuresBeforeDisable, now);
    if (disabled) await notifyAdminsOfDisable(tx, disabled, failure ?? '');
  });
  if (retryAt) await queue.send('webhook-delivery', {}, { startAfter: retryAt });
};

/** One pass of the webhook job: the due deliveries, each tried once. Answers how many it took. */
export const sendDueDeliveries = async (context: ModuleContext): Promise<number> => {
  const { leaseMs, batchSize } = webhookDeliverySettings;
  const leased = await leaseDueDeliveries(context.db, context.clock.now(), leaseMs, batchSize);
  for (const delivery of leased) {
    // A try of this batch may have turned the subscription off, or an admin paused it meanwhile: its rest waits.
    const current = await findSubscription(context.db, delivery.subscription.id);
    if (current && stateOf(current) === 'active') await deliverOne(context, delivery);
    else await releaseDelivery(context.db, delivery.delivery.id);
  }
  return leased.length;
};
