import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#server/lib/html.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { renderHandbookBody } from './handbook.ts';
import { renderPricingBody } from './pricing-page.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

const publicPages: { path: string; title: MessageKey }[] = [
  { path: '/home', title: 'menu.home' },
  { path: '/pricing', title: 'menu.pricing' },
  { path: '/contact', title: 'menu.contact' },
  { path: '/handbook', title: 'handbook.title' },
];

/** The marketing pages outside /app; the portfolio and blog capabilities fill them with content. */
export const publicRoutes = async (app: FastifyInstance, options: ModuleContext): Promise<void> => {
  const t = createTranslator(options.config.locale);
  for (const page of publicPages) {
    app.get(page.path, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(
        renderServerPage({
          t,
          lang: options.config.locale,
          title: t(page.title),
          body:
            page.path === '/pricing'
              ? renderPricingBody(options.config.locale, t)
              : page.path === '/handbook'
                ? renderHandbookBody(t)
                : `<section class="card wide"><h1>${escapeHtml(t(page.title))}</h1><p>${escapeHtml(t('public.tagline'))}</p><p>${escapeHtml(t('common.nothingHere'))}</p><a class="button" href="/app/">${escapeHtml(t('public.openApp'))}</a></section>`,
        }),
      ),
    );
  }
};
