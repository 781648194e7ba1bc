import { escapeHtml } from '#server/lib/html.ts';
import { blogPostPath } from '#shared/blog/blog.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { createSiteTranslator } from '#shared/i18n/site.ts';
import type { PortfolioEntry } from '#shared/projects/project.ts';
import { listBlogPosts } from '#server/modules/blog/index.ts';
import { listPortfolio } from '#server/modules/projects/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import type { SitePage } from './site-page.ts';

const highlightCount = 3;
const latestPostCount = 3;

/** One portfolio entry as a card: its cover when it has one, linked to its public page with the video. */
export const portfolioCard = (mediaHost: string, entry: PortfolioEntry, featuredLabel: string): string => {
  const cover = entry.videoCoverUrl
    ? `<img src="${escapeHtml(imageUrl(mediaHost, entry.videoCoverUrl))}" alt="" width="320" height="180" loading="lazy">`
    : '';
  return `<li class="entry${entry.featured ? ' featured' : ''}"><a href="/app/project/${encodeURIComponent(entry.slug)}/pub">${cover}<strong>${escapeHtml(entry.title)}</strong></a>${
    entry.client ? `<span>${escapeHtml(entry.client)}</span>` : ''
  }${entry.featured ? `<em>${escapeHtml(featuredLabel)}</em>` : ''}${entry.descr ? `<p>${escapeHtml(entry.descr)}</p>` : ''}</li>`;
};

/** /home: what the studio makes, how ordering works, a few portfolio pieces and the way into the cart. */
export const homePage = async (context: ModuleContext): Promise<SitePage> => {
  const { locale, mediaHost } = context.config;
  const t = createSiteTranslator(locale);
  const appText = createTranslator(locale);
  const highlights = (await listPortfolio(context.db, 0)).slice(0, highlightCount);
  const { rows: posts } = await listBlogPosts(context.db, { skip: 0, limit: latestPostCount, tag: null });
  const list = (keys: Parameters<typeof t>[0][], tag: 'ul' | 'ol') =>
    `<${tag} class="steps">${keys.map((key) => `<li>${escapeHtml(t(key))}</li>`).join('')}</${tag}>`;
  const portfolio = highlights.length
    ? `<h2>${escapeHtml(t('site.home.highlights'))}</h2><ul class="highlights portfolio">${highlights.map((entry) => portfolioCard(mediaHost, entry, context.t('api.portfolioFeatured'))).join('')}</ul><p><a href="/portfolio">${escapeHtml(t('site.home.seeAll'))}</a></p>`
    : '';
  const blog = posts.length
    ? `<h2>${escapeHtml(t('site.home.latest'))}</h2><ul>${posts.map((post) => `<li><a href="${escapeHtml(blogPostPath(post))}">${escapeHtml(post.title)}</a></li>`).join('')}</ul>`
    : '';
  return {
    title: appText('menu.home'),
    description: t('site.description'),
    path: '/home',
    body: `<section class="card wide site"><h1>${escapeHtml(t('site.home.title'))}</h1><p class="lead">${escapeHtml(t('site.home.lead'))}</p>
<a class="button cta" href="/app/cart">${escapeHtml(t('site.home.start'))}</a>
<h2>${escapeHtml(t('site.home.makes'))}</h2>${list(['site.home.make.script', 'site.home.make.storyboard', 'site.home.make.voice', 'site.home.make.video'], 'ul')}
<h2>${escapeHtml(t('site.home.how'))}</h2>${list(['site.home.step.cart', 'site.home.step.project', 'site.home.step.approve', 'site.home.step.download'], 'ol')}
<a class="button cta" href="/app/cart">${escapeHtml(t('site.home.start'))}</a>
${portfolio}${blog}</section>`,
  };
};

/** /portfolio: published projects their clients allowed, featured first, each to its public page with the video. */
export const portfolioPage = async (context: ModuleContext): Promise<SitePage> => {
  const { locale, mediaHost } = context.config;
  const t = createSiteTranslator(locale);
  const appText = createTranslator(locale);
  const entries = await listPortfolio(context.db, 0);
  const cards = entries.map((entry) => portfolioCard(mediaHost, entry, context.t('api.portfolioFeatured'))).join('');
  return {
    title: appText('menu.portfolio'),
    description: t('site.portfolio.description'),
    path: '/portfolio',
    body: `<section class="card wide site"><h1>${escapeHtml(appText('menu.portfolio'))}</h1>${
      cards ? `<ul class="portfolio">${cards}</ul>` : `<p>${escapeHtml(appText('common.nothingHere'))}</p>`
    }</section>`,
  };
};
