import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectSections } from '#shared/projects/permissions.ts';
import {
  landingPageModules,
  landingPreloads,
  preloadLinks,
  type ClientManifest,
} from '#server/plugins/landing-chunks.ts';

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
  'app/routes/project/sections/settings.tsx': { file: 'assets/settings-1.js', imports: ['_forms-1.js', '_cards-1.js'] },
  '_forms-1.js': { file: 'assets/forms-1.js', css: ['assets/forms-1.css'] },
  'app/routes/project/job-page.tsx': { file: 'assets/job-1.js', imports: ['_cards-1.js'] },
  'features/jobs/pages/jobs-page.tsx': { file: 'assets/jobs-1.js' },
  'app/routes/feed-page.tsx': { file: 'assets/feed-1.js' },
  'app/routes/account-page.tsx': { file: 'assets/account-1.js' },
  'features/projects/review/pages/review-page.tsx': { file: 'assets/review-1.js', imports: ['_ui-1.js'] },
  'features/users/pages/users-page.tsx': { file: 'assets/users-1.js' },
  'features/projects/cart/pages/cart-page.tsx': { file: 'assets/cart-1.js' },
  'features/projects/create/pages/new-project-page.tsx': { file: 'assets/new-project-1.js' },
  'features/projects/portfolio/pages/portfolio-entry-page.tsx': { file: 'assets/portfolio-entry-1.js' },
  'features/webhooks/index.ts': { file: 'assets/webhooks-1.js' },
  'features/blog/index.ts': { file: 'assets/blog-1.js' },
  '../shared/i18n/app-en.ts': { file: 'assets/app-en-1.js' },
  '../shared/i18n/app-th.ts': { file: 'assets/app-th-1.js' },
};

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('landing preloads (decision 118)', () => {
  const filesFor = landingPreloads(manifest, '/app/', null);
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

  it('finds the project page from each of its sections and the job page, every other page, and nothing elsewhere', () => {
    expect(hrefs(preloadsFor('/app/projects/p1/scenes'))).toContain('modulepreload /app/assets/project-1.js');
    expect(hrefs(preloadsFor('/app/projects/p1/jobs/j1'))).toContain('modulepreload /app/assets/project-1.js');
    expect(hrefs(preloadsFor('/app/jobs/j1'))).toEqual([
      'stylesheet /app/assets/ui-1.css',
      'modulepreload /app/assets/job-1.js',
      'modulepreload /app/assets/cards-1.js',
      'modulepreload /app/assets/ui-1.js',
    ]);
    expect(hrefs(preloadsFor('/app/'))).toContain('modulepreload /app/assets/dashboard-1.js');
    expect(hrefs(preloadsFor('/app/projects/p1/review/v1'))).toEqual([
      'stylesheet /app/assets/ui-1.css',
      'modulepreload /app/assets/review-1.js',
      'modulepreload /app/assets/ui-1.js',
    ]);
    expect(hrefs(preloadsFor('/app/users'))).toEqual(['modulepreload /app/assets/users-1.js']);
    expect(hrefs(preloadsFor('/app/cart'))).toEqual(['modulepreload /app/assets/cart-1.js']);
    expect(hrefs(preloadsFor('/app/blog/new'))).toEqual(['modulepreload /app/assets/blog-1.js']);
    expect(preloadsFor('/app/nowhere')).toBe('');
    expect(preloadsFor('/home')).toBe('');
  });

  it("adds a project page's section, whose module is named for it, and nothing for a section it does not know", () => {
    expect(hrefs(preloadsFor('/app/projects/p1/settings'))).toEqual([
      'stylesheet /app/assets/ui-1.css',
      'stylesheet /app/assets/forms-1.css',
      'modulepreload /app/assets/project-1.js',
      'modulepreload /app/assets/cards-1.js',
      'modulepreload /app/assets/ui-1.js',
      'modulepreload /app/assets/settings-1.js',
      'modulepreload /app/assets/forms-1.js',
    ]);
    expect(hrefs(preloadsFor('/app/projects/p1/nowhere'))).toEqual(hrefs(preloadsFor('/app/projects/p1/scenes')));
    expect(hrefs(preloadsFor('/app/projects/p1/scenes'))).not.toContain('modulepreload /app/assets/settings-1.js');
  });

  it('finds each section of the project page in the module named for it', () => {
    const sectionPages = readFileSync('src/client/app/routes/project/section-pages.ts', 'utf8');
    const imported = [...sectionPages.matchAll(/import\('\.\/sections\/([^']+)\.tsx'\)/g)].map(([, file]) => file);
    expect([...new Set(imported)].sort()).toEqual([...projectSections].sort());
  });

  it('covers every page the router loads apart, so that none waits for the first script to ask for its code', () => {
    const router = readFileSync('src/client/app/router.tsx', 'utf8');
    const pages = [...router.matchAll(/import\('(?:\.\/|#client\/)([^']+)'\)/g)]
      .map(([, page = '']) => (page.startsWith('routes/') ? `app/${page}` : page))
      // The page for an address that is no page: every unknown path lands there, and it is a few lines of text.
      .filter((page) => page !== 'app/routes/placeholder-page.tsx');
    expect(pages.length).toBeGreaterThan(10);
    expect([...new Set(pages)].sort()).toEqual([...landingPageModules].sort());
  });

  it('leaves the chunks out for a page the server drew, whose first frame starts them (decision 129)', () => {
    expect(hrefs(preloadLinks(filesFor('/app/projects'), false))).toEqual([
      'stylesheet /app/assets/projects-1.css',
      'stylesheet /app/assets/ui-1.css',
    ]);
  });

  it("names the texts of the studio's locale first on every page, which the first script asks for before drawing", () => {
    const inThai = landingPreloads(manifest, '/app/', 'th');
    expect(hrefs(preloadLinks(inThai('/app/users')))).toEqual([
      'modulepreload /app/assets/app-th-1.js',
      'modulepreload /app/assets/users-1.js',
    ]);
    expect(hrefs(preloadLinks(inThai('/app/nowhere')))).toEqual(['modulepreload /app/assets/app-th-1.js']);
    expect(inThai('/app/projects/p1/settings').modules).not.toContain('/app/assets/app-en-1.js');
  });

  it('refuses a build that lacks one of the landing pages, so a renamed page is noticed', () => {
    const { 'app/routes/feed-page.tsx': _feed, ...withoutFeed } = manifest;
    expect(() => landingPreloads(withoutFeed, '/app/', null)).toThrow('app/routes/feed-page.tsx');
  });
});
