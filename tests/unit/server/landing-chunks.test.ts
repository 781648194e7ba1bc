import { describe, expect, it } from 'vitest';
import { landingPreloads, preloadLinks, type ClientManifest } from '#server/plugins/landing-chunks.ts';

// The shape vite writes: the entry, its shared runtime, and pages whose chunks import others.
const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'], css: ['assets/index-1.css'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_ui-1.js': { file: 'assets/ui-1.js', imports: ['_runtime-1.js'], css: ['assets/ui-1.css'] },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_ui-1.js'] },
  'app/routes/dashboard-page.tsx': { file: 'assets/dashboard-1.js', imports: ['_ui-1.js'] },
  'features/projects/pages/projects-page.tsx': {
    file: 'assets/projects-1.js',
    imports: ['_cards-1.js', '_ui-1.js'],
    css: ['assets/projects-1.css'],
  },
  'app/routes/project/project-page.tsx': { file: 'assets/project-1.js', imports: ['_cards-1.js'] },
  'features/jobs/pages/jobs-page.tsx': { file: 'assets/jobs-1.js' },
  'app/routes/feed-page.tsx': { file: 'assets/feed-1.js' },
  'app/routes/account-page.tsx': { file: 'assets/account-1.js' },
};

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('landing preloads (decision 118)', () => {
  const filesFor = landingPreloads(manifest, '/app/');
  const preloadsFor = (pathname: string) => preloadLinks(filesFor(pathname));

  it("names every chunk and stylesheet of the page's import tree, leaving out what index.html loads", () => {
    expect(hrefs(preloadsFor('/app/projects'))).toEqual([
      'stylesheet /app/assets/projects-1.css',
      'stylesheet /app/assets/ui-1.css',
      'modulepreload /app/assets/projects-1.js',
      'modulepreload /app/assets/cards-1.js',
      'modulepreload /app/assets/ui-1.js',
    ]);
  });

  it('finds the project page from each of its sections, and nothing for a path that is not a landing page', () => {
    expect(hrefs(preloadsFor('/app/projects/p1/scenes'))).toContain('modulepreload /app/assets/project-1.js');
    expect(hrefs(preloadsFor('/app/projects/p1/jobs/j1'))).toContain('modulepreload /app/assets/project-1.js');
    expect(hrefs(preloadsFor('/app/'))).toContain('modulepreload /app/assets/dashboard-1.js');
    expect(preloadsFor('/app/projects/p1/review/v1')).toBe('');
    expect(preloadsFor('/app/users')).toBe('');
  });

  it('leaves the chunks out for a page the server drew, whose first frame starts them (decision 129)', () => {
    expect(hrefs(preloadLinks(filesFor('/app/projects'), false))).toEqual([
      'stylesheet /app/assets/projects-1.css',
      'stylesheet /app/assets/ui-1.css',
    ]);
  });

  it('refuses a build that lacks one of the landing pages, so a renamed page is noticed', () => {
    const { 'app/routes/feed-page.tsx': _feed, ...withoutFeed } = manifest;
    expect(() => landingPreloads(withoutFeed, '/app/')).toThrow('app/routes/feed-page.tsx');
  });
});
