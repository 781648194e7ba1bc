import { catalogueError } from '#server/lib/errors.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { renderServerPage } from '#server/lib/server-page.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import type { PortfolioEntry } from '#shared/projects/project.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { findPortfolioEntry, listPortfolio } from './queries.ts';

export const getPortfolio = async ({ db }: ModuleContext, { skip }: { skip: number }): Promise<{ items: PortfolioEntry[] }> => ({
  items: await listPortfolio(db, skip),
});

export const getPortfolioEntry = async ({ db }: ModuleContext, { slug }: { slug: string }): Promise<{ entry: PortfolioEntry }> => {
  const entry = await findPortfolioEntry(db, slug);
  if (!entry) throw catalogueError('not_found', 'api.portfolioEntryNotFound');
  return { entry };
};

/** The public /portfolio page, rendered on the server so that it is read without the app. */
export const renderPortfolioPage = async ({ db, config, t: apiText }: ModuleContext): Promise<string> => {
  const t = createTranslator(config.locale);
  const entries = await listPortfolio(db, 0);
  const cards = entries
    .map(
      (entry) =>
        `<li class="entry${entry.featured ? ' featured' : ''}"><a href="/app/project/${encodeURIComponent(entry.slug)}/pub"><strong>${escapeHtml(entry.title)}</strong></a>${entry.client ? `<span>${escapeHtml(entry.client)}</span>` : ''}${entry.featured ? `<em>${escapeHtml(apiText('api.portfolioFeatured'))}</em>` : ''}<p>${escapeHtml(entry.descr)}</p></li>`,
    )
    .join('');
  const body = `<section class="card wide"><h1>${escapeHtml(t('menu.portfolio'))}</h1>${
    cards ? `<ul class="portfolio">${cards}</ul>` : `<p>${escapeHtml(t('common.nothingHere'))}</p>`
  }</section>`;
  return renderServerPage({ t, lang: config.locale, title: t('menu.portfolio'), body });
};
