import { blogPostPath } from '#shared/blog/blog.ts';
import { listBlogPosts } from '#server/modules/blog/index.ts';
import { listPortfolio } from '#server/modules/projects/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { absoluteUrl } from './site-page.ts';

const sitemapPostLimit = 1000;

const xmlEscape = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** /sitemap.xml: the public pages, every blog post and every portfolio entry's public page. */
export const renderSitemap = async (context: ModuleContext): Promise<string> => {
  const { rows } = await listBlogPosts(context.db, { skip: 0, limit: sitemapPostLimit, tag: null });
  const portfolio = await listPortfolio(context.db, 0);
  const entries = [
    ...['/home', '/pricing', '/portfolio', '/contact', '/blog'].map((path) => ({ path, updated: null })),
    ...rows.map((row) => ({ path: blogPostPath(row), updated: row.updatedAt })),
    ...portfolio.map((entry) => ({ path: `/app/project/${encodeURIComponent(entry.slug)}/pub`, updated: null })),
  ];
  const urls = entries
    .map(
      ({ path, updated }) =>
        `<url><loc>${xmlEscape(absoluteUrl(context, path))}</loc>${updated ? `<lastmod>${updated.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

/** /robots.txt: the public site is for everyone; the app and the API are not pages to index. */
export const renderRobots = (context: ModuleContext): string =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /app/\nDisallow: /auth/\nAllow: /app/project/\nSitemap: ${absoluteUrl(context, '/sitemap.xml')}\n`;
