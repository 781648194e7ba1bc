import MarkdownIt from 'markdown-it';

/**
 * Absolute links must use a protocol that cannot run code; a same-origin path ("/app/...") or an
 * anchor is fine, but "//host" is another origin in disguise and is refused like every other scheme.
 */
const safeLink = /^(?:https?:\/\/|mailto:|#|\/(?![/\\]))/i;

export const isSafeLink = (url: string): boolean => safeLink.test(url.trim());

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.validateLink = isSafeLink;
// Pictures belong in attachments, which go through the file pipeline; an inline image would load from an arbitrary host.
markdown.disable('image');

const renderLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return renderLinkOpen ? renderLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

/**
 * The one markdown renderer: the server stores its output next to the text, and the client uses it
 * for previews. Raw HTML is never passed through (html: false escapes it), so the output holds only
 * the tags markdown itself produces.
 */
export const renderMarkdown = (text: string): string => markdown.render(text);
