import MarkdownIt from 'markdown-it';
import { isSafeLink } from '../format/markdown.ts';
import { videoEmbedUrl } from '../format/video-url.ts';

/**
 * How a paragraph that is only a video link is shown: the public page embeds the host's player;
 * the editor's preview shows a placeholder so typing never loads a player (spec §2).
 */
export type BlogEmbeds = { kind: 'player'; title: string } | { kind: 'placeholder'; label: string };

interface BlogEnv {
  embeds: BlogEmbeds;
}

const blogMarkdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
const { escapeHtml } = blogMarkdown.utils;
// Links and image sources take only https, mail and same-origin addresses; raw HTML stays escaped (html: false).
blogMarkdown.validateLink = isSafeLink;

const renderLinkOpen = blogMarkdown.renderer.rules.link_open;
blogMarkdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return renderLinkOpen ? renderLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

const renderImage = blogMarkdown.renderer.rules.image;
blogMarkdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('loading', 'lazy');
  return renderImage ? renderImage(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/** The link a paragraph holds when it holds nothing else: a bare pasted address or one [text](address). */
type BlogToken = ReturnType<typeof blogMarkdown.parse>[number];

const loneLink = (inline: BlogToken | undefined): string | null => {
  const children = (inline?.children ?? []).filter(
    (child) => !(child.type === 'text' && child.content.trim() === '') && child.type !== 'softbreak',
  );
  const [open, text, close] = children;
  if (children.length !== 3 || open?.type !== 'link_open' || text?.type !== 'text' || close?.type !== 'link_close')
    return null;
  const href = open.attrGet('href');
  return typeof href === 'string' ? href : null;
};

const embedHtml = (embedUrl: string, embeds: BlogEmbeds): string =>
  embeds.kind === 'player'
    ? `<div class="video-embed"><iframe src="${escapeHtml(embedUrl)}" title="${escapeHtml(embeds.title)}" loading="lazy" allow="fullscreen; picture-in-picture" allowfullscreen=""></iframe></div>\n`
    : `<div class="video-embed-placeholder" data-embed="${escapeHtml(embedUrl)}">${escapeHtml(embeds.label)}</div>\n`;

blogMarkdown.core.ruler.push('video_embeds', (state) => {
  const { embeds } = state.env as Partial<BlogEnv>;
  if (!embeds) return;
  const tokens = state.tokens;
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    if (tokens[index]?.type !== 'paragraph_open' || tokens[index + 2]?.type !== 'paragraph_close') continue;
    const href = loneLink(tokens[index + 1]);
    const embedUrl = href ? videoEmbedUrl(href) : null;
    if (!embedUrl) continue;
    const block = new state.Token('html_block', '', 0);
    block.content = embedHtml(embedUrl, embeds);
    tokens.splice(index, 3, block);
  }
});

/** A blog post's body as HTML: markdown's own tags, images, and the video hosts' players only where a paragraph is one link. */
export const renderBlogMarkdown = (body: string, embeds: BlogEmbeds): string =>
  blogMarkdown.render(body, { embeds } satisfies BlogEnv);
