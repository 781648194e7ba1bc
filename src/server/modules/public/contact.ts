import { z } from 'zod';
import { escapeHtml } from '#server/lib/html.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { createSiteTranslator, siteCatalogues, type SiteMessageKey } from '#shared/i18n/site.ts';
import { createContactPost } from '#server/modules/posts/index.ts';
import { findAdminMailAddresses } from '#server/modules/users/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { SitePage } from './site-page.ts';

export const contactMessageMaxLength = 5000;

/** The form's fields; `website` is the honeypot a person never sees (decision 057). */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'site.contact.nameRequired' })
    .max(200, { error: 'site.contact.nameRequired' }),
  email: z.email({ error: 'site.contact.emailInvalid' }).max(320, { error: 'site.contact.emailInvalid' }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'site.contact.messageRequired' })
    .max(contactMessageMaxLength, { error: 'site.contact.messageTooLong' }),
  website: z.string().optional(),
});

export interface ContactDraft {
  name: string;
  email: string;
  message: string;
}

const isSiteMessageKey = (value: string): value is SiteMessageKey => Object.hasOwn(siteCatalogues.en, value);

const emptyDraft: ContactDraft = { name: '', email: '', message: '' };

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What the visitor typed, to show again beside an error so nothing is lost. */
export const contactDraftOf = (body: unknown): ContactDraft => {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { name: textOf(fields.name), email: textOf(fields.email).trim(), message: textOf(fields.message) };
};

export type ContactNotice = { kind: 'sent' } | { kind: 'error'; text: string } | null;

/** /contact: the form, with the answer to the last sending above it. */
export const contactPage = (
  context: ModuleContext,
  {
    draft = emptyDraft,
    notice = null,
    status = 200,
  }: { draft?: ContactDraft; notice?: ContactNotice; status?: number } = {},
): SitePage => {
  const t = createSiteTranslator(context.config.locale);
  const appText = createTranslator(context.config.locale);
  const banner =
    notice?.kind === 'sent'
      ? `<p class="notice" role="status">${escapeHtml(t('site.contact.sent'))}</p>`
      : notice?.kind === 'error'
        ? `<p class="error" role="alert">${escapeHtml(notice.text)}</p>`
        : '';
  return {
    title: appText('menu.contact'),
    description: t('site.contact.description'),
    path: '/contact',
    status,
    body: `<section class="card wide site"><h1>${escapeHtml(t('site.contact.title'))}</h1><p>${escapeHtml(t('site.contact.lead'))}</p>${banner}
<form method="post" action="/contact">
<label for="contact-name">${escapeHtml(t('site.contact.name'))}</label><input id="contact-name" name="name" autocomplete="name" required maxlength="200" value="${escapeHtml(draft.name)}">
<label for="contact-email">${escapeHtml(t('site.contact.email'))}</label><input id="contact-email" name="email" type="email" autocomplete="email" required maxlength="320" value="${escapeHtml(draft.email)}">
<label for="contact-message">${escapeHtml(t('site.contact.message'))}</label><textarea id="contact-message" name="message" required maxlength="${contactMessageMaxLength}">${escapeHtml(draft.message)}</textarea>
<div class="trap" aria-hidden="true"><label for="contact-website">${escapeHtml(t('site.contact.website'))}</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(t('site.contact.send'))}</button>
</form></section>`,
  };
};

export type ContactResult = { kind: 'sent' } | { kind: 'invalid'; text: string; draft: ContactDraft };

/**
 * A message reaches the admins twice: as a contact post in their feed and as an e-mail. A filled
 * honeypot answers like a success so a bot learns nothing, and nothing is stored or sent.
 */
export const sendContactMessage = async (context: ModuleContext, body: unknown): Promise<ContactResult> => {
  const t = createSiteTranslator(context.config.locale);
  const parsed = contactFormSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message ?? '';
    // A field missing from the post (not the form's doing) has zod's own words; the visitor still gets ours.
    const key: SiteMessageKey = isSiteMessageKey(issue) ? issue : 'site.contact.messageRequired';
    return { kind: 'invalid', text: t(key, { max: contactMessageMaxLength }), draft: contactDraftOf(body) };
  }
  const { name, email, message, website } = parsed.data;
  if (website) return { kind: 'sent' };
  const title = t('site.contact.postTitle', { name });
  const text = `${message}\n\n${name} <${email}>`;
  await createContactPost(context, { title, body: text });
  const subject = t('site.contact.mailSubject', { name });
  for (const to of await findAdminMailAddresses(context.db))
    await context.mailer.send({
      to,
      subject,
      text: `${text}\n\n${new URL('/app/feed/admin', context.config.publicUrl).toString()}`,
    });
  return { kind: 'sent' };
};
