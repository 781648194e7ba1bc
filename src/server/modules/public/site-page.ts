import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderServerPage } from '#server/lib/server-page.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { createSiteTranslator } from '#shared/i18n/site.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export interface SitePage {
  title: string;
  description: string;
  /** The page's path; with the public address it becomes the canonical link and og:url. */
  path: string;
  body: string;
  type?: 'website' | 'article';
  image?: string | null;
  status?: number;
}

/** An absolute address on this deployment, for canonical links, Open Graph and the sitemap. */
export const absoluteUrl = ({ config }: Pick<ModuleContext, 'config'>, path: string): string =>
  new URL(path, config.publicUrl).toString();

/** Every public site page: the deployment's language, its meta tags, and the visitor's footer background when signed in. */
export const sendSitePage = (context: ModuleContext, request: FastifyRequest, reply: FastifyReply, page: SitePage) => {
  const { locale } = context.config;
  const html = renderServerPage({
    t: createTranslator(locale),
    lang: locale,
    title: page.title,
    body: page.body,
    meta: {
      description: page.description,
      url: absoluteUrl(context, page.path),
      type: page.type ?? 'website',
      image: page.image ?? null,
    },
    footer: { text: createSiteTranslator(locale)('site.footer'), bg: request.user?.bg ?? null },
  });
  return reply
    .status(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(html);
};
