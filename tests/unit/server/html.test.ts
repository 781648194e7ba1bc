import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, safeRedirectPath } from '#server/lib/html.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/app/projects', '/app/projects'],
    ['/app/projects?filter=trash#top', '/app/projects?filter=trash#top'],
    ['/app/../auth/logout', '/auth/logout'],
    ['//evil.example', '/app/'],
    ['/.//evil.example', '/app/'],
    ['/app/../..//evil.example', '/app/'],
    ['/./\\evil.example', '/app/'],
    ['/\\evil.example', '/app/'],
    ['https://evil.example', '/app/'],
    ['javascript:alert(1)', '/app/'],
    ['relative/path', '/app/'],
    [undefined, '/app/'],
  ])('%s -> %s', (candidate, expected) => {
    expect(safeRedirectPath(candidate, '/app/')).toBe(expected);
  });
});

describe('escaping', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('produces JSON without characters that could end a script element', () => {
    const text = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });
});
