import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Config } from '#server/lib/config.ts';
import { singleLine } from '#server/lib/mail-text.ts';
import { isPermanentRefusal, type Mail, type Mailer } from '#server/lib/mailer.ts';
import { recordRefusal } from '#server/modules/mail/index.ts';
import type { ApiTranslate } from '#shared/i18n/api-messages.ts';
import { translatorFor } from '#shared/i18n/index.ts';
import { notificationsEn } from '#shared/i18n/notifications-en.ts';
import { notificationsTh } from '#shared/i18n/notifications-th.ts';
import { notificationDigestIntervalMs } from '#shared/notifications/schemas.ts';
import {
  findLeasedMails,
  lastDigestSentAt,
  leaseDueMails,
  listMutes,
  listUnreadRows,
  markOutboxDone,
  markUserOutboxDigested,
  postponeOutbox,
  scheduleRetry,
  type DueMail,
  type NotificationRow,
  type RecipientRow,
} from './queries.ts';

export interface MailDeliveryContext {
  db: Db;
  config: Pick<Config, 'locale' | 'publicUrl'>;
  mailer: Mailer;
  clock: Clock;
  t: ApiTranslate;
}

export interface MailDeliverySettings {
  /** How long a worker holds a row it is sending before another worker may take it. */
  leaseMs: number;
  batchSize: number;
  /** After this many failed sends the row is given up (its notification stays in the log). */
  maxAttempts: number;
}

export const defaultMailDeliverySettings: MailDeliverySettings = { leaseMs: 2 * 60_000, batchSize: 20, maxAttempts: 8 };

/** Exponential backoff: 30 s, 1 min, 2 min, … at most an hour between tries. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

const digestListLimit = 100;

/** What a notification says, in the deployment's language: the same sentence the log shows. */
export const describeNotification = (
  locale: Config['locale'],
  row: Pick<NotificationRow, 'actorName' | 'itemAction' | 'itemTitle' | 'itemFor'>,
): string => {
  const t = translatorFor(locale === 'th' ? notificationsTh : notificationsEn);
  const key = `notifications.action.${row.itemAction}` as keyof typeof notificationsEn;
  const sentence = t(key in notificationsEn ? key : 'notifications.action.comment', {
    actor: row.actorName,
    item: row.itemTitle,
  });
  return singleLine(row.itemFor ? `${sentence} (${t('notifications.for', { for: row.itemFor })})` : sentence);
};

const addressOf = (recipient: RecipientRow): string => recipient.notificationEmail || recipient.email;

const landingUrl = (publicUrl: string, notificationId: string): string => `${publicUrl}/notifs/${notificationId}`;

const footer = ({ config, t }: MailDeliveryContext): string =>
  t('api.notificationMailFooter', { url: `${config.publicUrl}/app/account` });

const singleMail = (context: MailDeliveryContext, mail: DueMail): Mail => {
  const { config, t } = context;
  const summary = describeNotification(config.locale, mail.notification);
  const lines = [
    summary,
    '',
    ...(mail.notification.text ? [mail.notification.text, ''] : []),
    t('api.notificationMailOpen', { url: landingUrl(config.publicUrl, mail.notification.id) }),
    '',
    footer(context),
  ];
  return {
    to: addressOf(mail.recipient),
    subject: t('api.notificationMailSubject', { summary }),
    text: lines.join('\n'),
  };
};

const digestMail = (
  context: MailDeliveryContext,
  recipient: RecipientRow,
  unread: readonly NotificationRow[],
): Mail => {
  const { config, t } = context;
  const entries = unread.map(
    (row) => `- ${describeNotification(config.locale, row)}\n  ${landingUrl(config.publicUrl, row.id)}`,
  );
  const lines = [t('api.notificationDigestIntro', { count: unread.length }), '', ...entries, '', footer(context)];
  return {
    to: addressOf(recipient),
    subject: t('api.notificationDigestSubject', { count: unread.length }),
    text: lines.join('\n'),
  };
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

const retryOrGiveUp = async (
  context: MailDeliveryContext,
  settings: MailDeliverySettings,
  mails: readonly DueMail[],
  error: unknown,
): Promise<void> => {
  const now = context.clock.now();
  // Refused for good (5xx): trying again would be refused again (decision 106); admins see the address.
  if (isPermanentRefusal(error)) {
    await markOutboxDone(
      context.db,
      mails.map((mail) => mail.outboxId),
      now,
      { skipped: `refused: ${errorText(error)}` },
    );
    const first = mails[0];
    if (first) await recordRefusal(context.db, addressOf(first.recipient), error, now);
    return;
  }
  for (const mail of mails) {
    const attempts = mail.attempts + 1;
    if (attempts >= settings.maxAttempts)
      await markOutboxDone(context.db, [mail.outboxId], now, { skipped: `failed: ${errorText(error)}` });
    else
      await scheduleRetry(
        context.db,
        mail.outboxId,
        attempts,
        new Date(now.getTime() + retryDelayMs(attempts)),
        errorText(error),
      );
  }
};

/** Digest mode: at most one e-mail an hour, listing everything still unread outside muted projects. */
const sendDigest = async (
  context: MailDeliveryContext,
  settings: MailDeliverySettings,
  recipient: RecipientRow,
  mails: readonly DueMail[],
): Promise<void> => {
  const { db, clock } = context;
  const now = clock.now();
  const last = await lastDigestSentAt(db, recipient.id);
  if (last && now.getTime() - last.getTime() < notificationDigestIntervalMs) {
    await postponeOutbox(
      db,
      mails.map((mail) => mail.outboxId),
      new Date(last.getTime() + notificationDigestIntervalMs),
    );
    return;
  }
  const muted = new Set((await listMutes(db, recipient.id)).map((mute) => mute.projectId));
  const unread = (await listUnreadRows(db, recipient.id, digestListLimit)).filter(
    (row) => !row.projectId || !muted.has(row.projectId),
  );
  if (unread.length === 0) {
    await markOutboxDone(
      db,
      mails.map((mail) => mail.outboxId),
      now,
      { skipped: 'read' },
    );
    return;
  }
  try {
    await context.mailer.send(digestMail(context, recipient, unread));
  } catch (error) {
    await retryOrGiveUp(context, settings, mails, error);
    return;
  }
  // The digest covers every row of this user still waiting, leased here or not.
  await markUserOutboxDigested(db, recipient.id, now);
};

const skipReason = (mail: DueMail): string | null => {
  if (!mail.recipient.notificationEmailOn) return 'email-off';
  if (mail.muted) return 'muted';
  if (mail.notification.read) return 'read';
  return null;
};

/**
 * One pass of the mail worker: leases due outbox rows (FOR UPDATE SKIP LOCKED, so instances share
 * the work), then sends each, honouring e-mail off, per-project mutes and digest mode; a failed
 * send is retried with backoff. Answers how many rows it handled.
 */
export const sendDueNotificationMails = async (
  context: MailDeliveryContext,
  settings: MailDeliverySettings = defaultMailDeliverySettings,
): Promise<number> => {
  const { db, clock } = context;
  const ids = await leaseDueMails(db, clock.now(), settings.leaseMs, settings.batchSize);
  const mails = await findLeasedMails(db, ids);
  const digests = new Map<string, DueMail[]>();
  for (const mail of mails) {
    const skipped = skipReason(mail);
    if (skipped) {
      await markOutboxDone(db, [mail.outboxId], clock.now(), { skipped });
    } else if (mail.recipient.notificationDigest) {
      digests.set(mail.recipient.id, [...(digests.get(mail.recipient.id) ?? []), mail]);
    } else {
      try {
        await context.mailer.send(singleMail(context, mail));
        await markOutboxDone(db, [mail.outboxId], clock.now(), {});
      } catch (error) {
        await retryOrGiveUp(context, settings, [mail], error);
      }
    }
  }
  for (const group of digests.values()) await sendDigest(context, settings, group[0]!.recipient, group);
  return mails.length;
};
