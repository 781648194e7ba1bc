import { webhooksEn } from '#shared/i18n/webhooks-en.ts';
import { webhooksTh } from '#shared/i18n/webhooks-th.ts';
import { translatorWith } from '#client/lib/page-data.ts';

/** The Webhooks page's labels, in its chunk only. */
export const t = translatorWith<keyof typeof webhooksEn>({ en: webhooksEn, th: webhooksTh });
