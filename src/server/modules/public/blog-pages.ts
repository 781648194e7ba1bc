import { escapeHtml } from '#server/lib/html.ts';
import { renderBlogMarkdown } from '#shared/blog/blog-markdown.ts';
import { blogPageSize, blogPostPath } from '#shared/blog/blog.ts';
import { formatDate } from '#shared/i18n/index.ts';
import { createSiteTranslator } from '#shared/i18n/site.ts';
import type { Actor } from '#shared/users/levels.ts';
import { can } from '#shared/users/permissions.ts';
import { findBlogPostByShortId, listBlogPosts, type BlogPostRow } from '#server/modules/blog/index.ts';
import type { ModuleContext } from '#server/modules/module-context.ts';
import { absoluteUrl, type SitePage } from './site-page.ts';

const excerptLength = 180;

/** The post's words without markup, for the list and the meta description. */
export const blogExcerpt = (row: Pick<BlogPostRow, 'body'>): string => {
  const text = renderBlogMarkdown(row.body, { kind: 'placeholder', label: '' })
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:amp|lt|gt|quot|#39);/g,
      (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity] ?? entity,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;
};

/** The first picture of a post, for link previews. */
const firstImage = (row: BlogPostRow): string | null => /!\[[^\]]*\]\(([^)\s]+)/.exec(row.body)?.[1] ?? null;

const tagList = (tags: readonly string[]): string =>
  tags.length === 0
    ? ''
    : `<ul class="tags">${tags.map((tag) => `<li><a href="/blog?tag=${encodeURIComponent(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul>`;

const pageLink = (page: number, tag: string | null): string => {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/blog${search ? `?${search}` : ''}`;
};

/** /blog: newest first, ten a page, optionally one tag's posts. */
export const blogListPage = async (
  context: ModuleContext,
  { page, tag, viewer }: { page: number; tag: string | null; viewer: Actor | null },
): Promise<SitePage> => {
  const t = createSiteTranslator(context.config.locale);
  const { rows, count } = await listBlogPosts(context.db, {
    skip: (page - 1) * blogPageSize,
    limit: blogPageSize,
    tag,
  });
  const items = rows
    .map(
      (row) =>
        `<li><h2><a href="${escapeHtml(blogPostPath(row))}">${escapeHtml(row.title)}</a></h2><p class="meta">${escapeHtml(formatDate(context.config.locale, row.createdAt))}</p>${tagList(row.tags)}<p>${escapeHtml(blogExcerpt(row))}</p></li>`,
    )
    .join('');
  const pager = [
    page > 1
      ? `<a href="${escapeHtml(pageLink(page - 1, tag))}" rel="prev">${escapeHtml(t('site.blog.newer'))}</a>`
      : '<span></span>',
    page * blogPageSize < count
      ? `<a href="${escapeHtml(pageLink(page + 1, tag))}" rel="next">${escapeHtml(t('site.blog.older'))}</a>`
      : '<span></span>',
  ].join('');
  const heading = tag ? t('site.blog.tagged', { tag }) : t('site.blog.title');
  const write = can(viewer, 'editBlog') ? `<p><a href="/app/blog/new">${escapeHtml(t('site.blog.write'))}</a></p>` : '';
  const all = tag ? `<p><a href="/blog">${escapeHtml(t('site.blog.allPosts'))}</a></p>` : '';
  return {
    title: heading,
    description: t('site.blog.description'),
    path: pageLink(page, tag),
    body: `<section class="card wide site"><h1>${escapeHtml(heading)}</h1>${write}${all}${items ? `<ul class="posts">${items}</ul>` : `<p>${escapeHtml(t('site.blog.empty'))}</p>`}<nav class="pager">${pager}</nav></section>`,
  };
};

export type BlogPostPage =
  | { kind: 'page'; page: SitePage }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/** /blog/{shortId}/{slug}: the short id finds the post, and an old slug redirects to the title's current one. */
export const blogPostPage = async (
  context: ModuleContext,
  { shortId, slug, viewer }: { shortId: string; slug: string; viewer: Actor | null },
): Promise<BlogPostPage> => {
  const row = await findBlogPostByShortId(context.db, shortId);
  if (!row) return { kind: 'missing' };
  if (row.slug !== slug) return { kind: 'redirect', location: blogPostPath(row) };
  const t = createSiteTranslator(context.config.locale);
  const edit = can(viewer, 'editBlog')
    ? `<p><a href="/app/blog/${encodeURIComponent(row.id)}/edit">${escapeHtml(t('site.blog.edit'))}</a></p>`
    : '';
  const image = firstImage(row);
  return {
    kind: 'page',
    page: {
      title: row.title,
      description: blogExcerpt(row) || t('site.blog.description'),
      path: blogPostPath(row),
      type: 'article',
      image: image ? absoluteUrl(context, image) : null,
      body: `<article class="card wide site article"><h1>${escapeHtml(row.title)}</h1><p class="meta">${escapeHtml(formatDate(context.config.locale, row.createdAt))}</p>${tagList(row.tags)}${edit}<div class="post-body">${renderBlogMarkdown(row.body, { kind: 'player', title: t('site.blog.video') })}</div></article>`,
    },
  };
};
