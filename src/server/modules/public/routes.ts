import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageAnswers, redirectAnswers, textAnswers } from '#server/lib/api-answers.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { createSiteTranslator } from '#shared/i18n/site.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { blogListPage, blogPostPage } from './blog-pages.ts';
import { contactDraftOf, contactPage, sendContactMessage } from './contact.ts';
import { renderHandbookBody } from './handbook.ts';
import { homePage, portfolioPage } from './home-page.ts';
import { renderPricingBody } from './pricing-page.ts';
import { sendSitePage } from './site-page.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  tag: z.string().trim().max(100).optional().catch(undefined),
});

/** The public site outside /app (spec §2): server-rendered, readable without JavaScript, in the deployment's language. */
export const publicRoutes = async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
  const { locale } = context.config;
  const t = createTranslator(locale);
  const site = createSiteTranslator(locale);

  app.get('/home', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendSitePage(context, request, reply, await homePage(context)),
  );
  app.get('/pricing', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendSitePage(context, request, reply, {
      title: t('menu.pricing'),
      description: site('site.description'),
      path: '/pricing',
      body: renderPricingBody(locale, t),
    }),
  );
  app.get('/portfolio', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendSitePage(context, request, reply, await portfolioPage(context)),
  );
  app.get('/handbook', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendSitePage(context, request, reply, {
      title: t('handbook.title'),
      description: site('site.description'),
      path: '/handbook',
      body: renderHandbookBody(t),
    }),
  );

  app.get('/contact', { schema: { response: pageAnswers } }, async (request, reply) =>
    sendSitePage(context, request, reply, contactPage(context)),
  );
  app.post(
    '/contact',
    {
      schema: { response: pageAnswers },
      // A message mails every admin: bounded per visitor, and the answer is the form again with its own words (decision 057).
      config: {
        rateLimit: {
          max: context.limits.contact.max,
          timeWindow: context.limits.contact.timeWindowMs,
          // Counted once the form is parsed, so the refusal can show the visitor's words again.
          hook: 'preHandler',
          errorResponseBuilder: () => ({ statusCode: 429, message: site('site.contact.tooMany') }),
        },
      },
      // The visitor's words come back in the form, under the limit's explanation, instead of a JSON error.
      errorHandler: (error: { statusCode?: number; message: string }, request, reply) => {
        if (error.statusCode !== 429) throw error;
        return sendSitePage(
          context,
          request,
          reply,
          contactPage(context, {
            draft: contactDraftOf(request.body),
            notice: { kind: 'error', text: error.message },
            status: 429,
          }),
        );
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage(context, request.body);
      if (result.kind === 'sent')
        return sendSitePage(context, request, reply, contactPage(context, { notice: { kind: 'sent' } }));
      return sendSitePage(
        context,
        request,
        reply,
        contactPage(context, { draft: result.draft, notice: { kind: 'error', text: result.text }, status: 400 }),
      );
    },
  );

  app.get('/blog', { schema: { response: pageAnswers } }, async (request, reply) => {
    const query = blogListQuery.parse(request.query);
    return sendSitePage(
      context,
      request,
      reply,
      await blogListPage(context, { page: query.page, tag: query.tag || null, viewer: request.user }),
    );
  });
  app.get('/blog/', { schema: { response: redirectAnswers } }, async (_request, reply) => reply.redirect('/blog', 301));
  app.get<{ Params: { shortId: string; slug?: string } }>(
    '/blog/:shortId/:slug?',
    { schema: { response: pageAnswers } },
    async (request, reply) => {
      const found = await blogPostPage(context, {
        shortId: request.params.shortId,
        slug: request.params.slug ?? '',
        viewer: request.user,
      });
      if (found.kind === 'redirect') return reply.redirect(found.location, 301);
      if (found.kind === 'page') return sendSitePage(context, request, reply, found.page);
      return sendSitePage(context, request, reply, {
        title: site('site.notFound'),
        description: site('site.blog.description'),
        path: '/blog',
        status: 404,
        body: `<section class="card wide site"><h1>${escapeHtml(site('site.notFound'))}</h1><p><a href="/blog">${escapeHtml(site('site.blog.allPosts'))}</a></p></section>`,
      });
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { response: textAnswers('application/xml', 'The sitemap of the public pages') } },
    async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await renderSitemap(context)),
  );
  app.get(
    '/robots.txt',
    { schema: { response: textAnswers('text/plain', 'What crawlers may read') } },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(context)),
  );
};
