import { describe, expect, it } from 'vitest';
import { isSafeLink, renderMarkdown } from '../../../../src/shared/format/markdown.ts';

describe('renderMarkdown', () => {
  it.each([
    ['**bold** and *em*', '<p><strong>bold</strong> and <em>em</em></p>\n'],
    ['line one\nline two', '<p>line one<br>\nline two</p>\n'],
    ['- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n'],
    ['<b>raw</b>', '<p>&lt;b&gt;raw&lt;/b&gt;</p>\n'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>\n'],
    [
      '[app](/app/projects)',
      '<p><a href="/app/projects" target="_blank" rel="noopener noreferrer nofollow">app</a></p>\n',
    ],
  ])('renders %j', (text, html) => {
    expect(renderMarkdown(text)).toBe(html);
  });

  it('allows only protocols that cannot run code', () => {
    for (const url of ['https://a.example', 'http://a.example', 'mailto:a@b.example', '#top', '/app/x'])
      expect(isSafeLink(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'file:///etc/passwd',
      'ftp://x',
    ]) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });
});
