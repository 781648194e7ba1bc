import { z } from 'zod';
import type { CommentTag } from '../comments/comments.ts';
import { invalid } from '../i18n/validation.ts';
import { isWebAddress } from '../app/schemas.ts';
import { can } from '../users/permissions.ts';
import type { Actor } from '../users/levels.ts';

/** The events a subscription may ask for (issue 39), named as the deliveries' `event` and `X-Studio-Event` say them. */
export const webhookEventNames = [
  'project.created',
  'project.statusChanged',
  'approval.given',
  'comment.added',
  'job.claimed',
  'job.completed',
  'job.paid',
  'purchase.paid',
] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

export const webhookUrlMaxLength = 2000;
/** Enough for each tool a studio connects; every subscription is a place the studio's news goes. */
export const webhooksMax = 20;
/** Consecutive failed tries after which a subscription is turned off and the admins told (decision 108; the notification's texts say the number). */
export const webhookFailuresBeforeDisable = 10;
/** How many of a subscription's latest tries its log shows. */
export const webhookLogLength = 20;

/** Decision 108: admins manage the studio's webhooks; the server asks the same rule. */
export const canManageWebhooks = (actor: Actor | null | undefined): boolean => can(actor, 'manageWebhooks');

/** What each event's `data` carries: ids and the few words a chat message needs, never more than its readers see. */
export interface WebhookEventData {
  'project.created': { projectId: string; title: string; createdBy: string };
  'project.statusChanged': { projectId: string; title: string; status: string; previousStatus: string };
  'approval.given': {
    projectId: string;
    title: string;
    type: 'script' | 'sketch' | 'storyboard' | 'changes';
    approvedBy: string | null;
  };
  'comment.added': {
    commentId: string;
    itemType: string;
    itemId: string;
    tag: CommentTag;
    replyTo: string | null;
    authorId: string | null;
    authorName: string;
    /** Null for a comment of the #admins tab: the subscriber reads it through the API as an admin. */
    text: string | null;
  };
  'job.claimed': { jobId: string; projectId: string; claimedBy: string };
  'job.completed': { jobId: string; projectId: string; claimedBy: string | null; completedBy: string };
  'job.paid': { jobId: string; projectId: string; claimedBy: string | null; paidBy: string };
  'purchase.paid': {
    paymentId: string;
    projectId: string;
    versionId: string | null;
    amount: number;
    paidBy: string | null;
  };
}

/** One event as a service records it, in the transaction of the change (decision 108). */
export type WebhookEvent = {
  [Name in WebhookEventName]: { event: Name; data: WebhookEventData[Name] };
}[WebhookEventName];

/**
 * Decision 108: a comment reaches a webhook only as far as the shared comment rules let an admin read
 * it, and no further than a channel its admins do not choose the readers of: a #private comment is its
 * author's alone and is never sent; an #admins comment is sent without its text.
 */
export const webhookCommentOf = (
  comment: Omit<WebhookEventData['comment.added'], 'text'> & { text: string },
): WebhookEventData['comment.added'] | null => {
  if (comment.tag === 'private') return null;
  return { ...comment, text: comment.tag === 'admins' ? null : comment.text };
};

/** POST /api/webhooks. */
export const webhookCreateBodySchema = z.object({
  url: z
    .string({ error: invalid('validation.webhooks.url') })
    .trim()
    .max(webhookUrlMaxLength, { error: invalid('validation.webhooks.urlTooLong', { maximum: webhookUrlMaxLength }) })
    .refine(isWebAddress, { error: invalid('validation.webhooks.url') }),
  events: z
    .array(z.enum(webhookEventNames, { error: invalid('validation.webhooks.events') }), {
      error: invalid('validation.webhooks.events'),
    })
    .min(1, { error: invalid('validation.webhooks.events') })
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBodySchema>;

/** POST /api/webhooks/{id}/pause: paused, or running again (which also turns a disabled subscription back on). */
export const webhookPauseBodySchema = z.object({
  paused: z.boolean({ error: invalid('validation.trueOrFalse') }),
});
export type WebhookPauseBody = z.infer<typeof webhookPauseBodySchema>;

export const webhookStates = ['active', 'paused', 'disabled'] as const;
export type WebhookState = (typeof webhookStates)[number];

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventNames)),
  state: z.enum(webhookStates),
  createdAt: z.string(),
  /** When it was turned off after failing, and why; null while it is not. */
  disabledAt: z.string().nullable(),
  consecutiveFailures: z.number(),
  lastDeliveryAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;

/** The signing secret is in this answer only (decision 108). */
export const webhookCreatedResponseSchema = z.object({
  webhook: webhookSchema,
  secret: z.string(),
  message: z.string(),
});
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponseSchema>;

export const webhookChangedResponseSchema = z.object({ webhook: webhookSchema, message: z.string() });
export type WebhookChangedResponse = z.infer<typeof webhookChangedResponseSchema>;

export const webhookDeletedResponseSchema = z.object({ message: z.string() });

/** One try of one delivery, as the log shows it. */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  event: z.enum(webhookEventNames),
  attempt: z.number(),
  /** The answer's status; null when none came (refused address, timeout, connection error). */
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  /** The first characters of the answer's body, for a failed try's reason. */
  responseExcerpt: z.string().nullable(),
  durationMs: z.number(),
  at: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookLogResponseSchema = z.object({ attempts: z.array(webhookAttemptSchema) });
export type WebhookLogResponse = z.infer<typeof webhookLogResponseSchema>;

/** Whether a try's answer counts as delivered. */
export const isDelivered = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
