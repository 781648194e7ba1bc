import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { projects } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { portfolioEntrySchema, type PortfolioEntry } from '#shared/projects/project.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';

export const portfolioPageSize = 24;

/** Only published projects whose client allowed it, and never a trashed one: the one rule for every portfolio read. */
const isPublic = and(eq(projects.published, true), eq(projects.allowPortfolio, true), eq(projects.deleted, false));

const toEntry = (row: typeof projects.$inferSelect): PortfolioEntry => ({
  slug: row.slug,
  title: row.portfolio?.title || row.title,
  client: row.portfolio?.client ?? '',
  descr: row.portfolio?.descr ?? '',
  url: row.portfolio?.url ?? '',
  featured: row.portfolio?.featured ?? false,
  videoUrl: row.videoUrl,
  videoCoverUrl: row.videoCoverUrl,
});

export const listPortfolio = async (db: Db, skip: number): Promise<PortfolioEntry[]> => {
  const rows = await db
    .select()
    .from(projects)
    .where(isPublic)
    .orderBy(desc(sql`coalesce((${projects.portfolio}->>'featured')::boolean, false)`), desc(projects.updatedAt))
    .limit(portfolioPageSize)
    .offset(skip);
  return rows.map(toEntry);
};

export const portfolioNotFoundMessage = 'This video is not in the portfolio';

export const findPortfolioEntry = async (db: Db, slug: string): Promise<PortfolioEntry> => {
  const [row] = await db.select().from(projects).where(and(isPublic, eq(projects.slug, slug))).limit(1);
  if (!row) throw new AppError('not_found', portfolioNotFoundMessage);
  return toEntry(row);
};

export const portfolioRoutes = async (app: FastifyInstance, { db, config }: ModuleContext): Promise<void> => {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const t = createTranslator(config.locale);

  route.get(
    '/api/portfolio',
    { schema: { querystring: z.object({ skip: z.coerce.number().int().min(0).default(0) }), response: { 200: z.object({ items: z.array(portfolioEntrySchema) }) } } },
    async (request) => ({ items: await listPortfolio(db, request.query.skip) }),
  );
  route.get('/api/portfolio/:slug', { schema: { params: z.object({ slug: z.string() }), response: { 200: z.object({ entry: portfolioEntrySchema }) } } }, async (request) => ({
    entry: await findPortfolioEntry(db, request.params.slug),
  }));

  route.get('/portfolio', async (_request, reply) => {
    const entries = await listPortfolio(db, 0);
    const cards = entries
      .map(
        (entry) => `<li class="entry${entry.featured ? ' featured' : ''}"><a href="/app/project/${encodeURIComponent(entry.slug)}/pub"><strong>${escapeHtml(entry.title)}</strong></a>${entry.client ? `<span>${escapeHtml(entry.client)}</span>` : ''}${entry.featured ? '<em>Featured</em>' : ''}<p>${escapeHtml(entry.descr)}</p></li>`,
      )
      .join('');
    const body = `<section class="card wide"><h1>${escapeHtml(t('menu.portfolio'))}</h1>${
      cards ? `<ul class="portfolio">${cards}</ul>` : `<p>${escapeHtml(t('common.nothingHere'))}</p>`
    }</section>`;
    return reply.type('text/html; charset=utf-8').send(renderServerPage({ t, lang: config.locale, title: t('menu.portfolio'), body }));
  });
};
