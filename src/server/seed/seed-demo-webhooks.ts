import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { projects, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/modules/users/index.ts';
import type { Locale } from '#shared/app/constants.ts';
import type { WebhookEvent } from '#shared/webhooks/webhooks.ts';

const hourMs = 60 * 60 * 1000;

/** A documented example address (RFC 2606): the demo's subscription is paused, so nothing is ever sent there. */
export const demoWebhookUrl = 'https://hooks.example.com/explainer-studio/chat-bridge';

/**
 * Decision 108 in the demo: the admin's Webhooks page shows a chat bridge subscribed to approvals,
 * comments and paid jobs, paused, with the log of its last deliveries (one answered 500, then tried again).
 */
export const seedDemoWebhooks = async (db: Db, locale: Locale, now: Date): Promise<void> => {
  const [existing] = await db.select().from(webhookSubscriptions).limit(1);
  if (existing) return;
  const admin = await findUserByEmail(db, 'admin@demo.local');
  const [project] = await db.select({ id: projects.id, title: projects.title }).from(projects).limit(1);
  if (!admin || !project) return;
  const at = (hours: number) => new Date(now.getTime() + hours * hourMs);
  const [subscription] = await db
    .insert(webhookSubscriptions)
    .values({
      url: demoWebhookUrl,
      events: ['approval.given', 'comment.added', 'job.paid'],
      secret: `whsec_${randomBytes(32).toString('base64url')}`,
      createdBy: admin.id,
      createdAt: at(-24 * 9),
      pausedAt: at(-20),
      lastDeliveryAt: at(-26),
    })
    .returning();
  if (!subscription) return;
  const sent: { event: WebhookEvent; hoursAgo: number; answers: { status: number; ms: number }[] }[] = [
    {
      event: {
        event: 'approval.given',
        data: { projectId: project.id, title: project.title, type: 'script', approvedBy: admin.id },
      },
      hoursAgo: 50,
      answers: [{ status: 200, ms: 182 }],
    },
    {
      event: {
        event: 'comment.added',
        data: {
          commentId: crypto.randomUUID(),
          itemType: 'project',
          itemId: project.id,
          tag: 'none',
          replyTo: null,
          authorId: admin.id,
          authorName: admin.name,
          text:
            locale === 'th' ? 'สตอรีบอร์ดเฟรม 3 ถึง 5 พร้อมให้ตรวจแล้ว' : 'Storyboard frames 3 to 5 are ready for review.',
        },
      },
      hoursAgo: 30,
      answers: [
        { status: 500, ms: 1240 },
        { status: 200, ms: 204 },
      ],
    },
    {
      event: {
        event: 'approval.given',
        data: { projectId: project.id, title: project.title, type: 'sketch', approvedBy: admin.id },
      },
      hoursAgo: 26,
      answers: [{ status: 200, ms: 167 }],
    },
  ];
  for (const { event, hoursAgo, answers } of sent) {
    const occurredAt = at(-hoursAgo);
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        subscriptionId: subscription.id,
        event: event.event,
        data: event.data,
        occurredAt,
        nextAttemptAt: occurredAt,
        attempts: answers.length,
        deliveredAt: at(-hoursAgo + (answers.length - 1) * 0.01),
      })
      .returning();
    if (!delivery) continue;
    await db.insert(webhookAttempts).values(
      answers.map((answer, index) => ({
        subscriptionId: subscription.id,
        deliveryId: delivery.id,
        event: event.event,
        attempt: index + 1,
        statusCode: answer.status,
        responseExcerpt: answer.status === 200 ? 'ok' : 'upstream chat service unavailable',
        durationMs: answer.ms,
        at: at(-hoursAgo + index * 0.01),
      })),
    );
  }
};
