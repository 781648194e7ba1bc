import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build manifest's entries (vite's build.manifest), only the fields read here. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The page a path lands on, as its module in the manifest: every page of the router (decisions 118 and 130), so that
 * none waits for the first script to ask for its code. The order matters where two patterns could match.
 */
const landingPages: { pattern: RegExp; key: string }[] = [
  { pattern: /^\/app\/$/, key: 'app/routes/dashboard-page.tsx' },
  { pattern: /^\/app\/projects\/?$/, key: 'features/projects/pages/projects-page.tsx' },
  { pattern: /^\/app\/projects\/[^/]+\/review\//, key: 'features/projects/review/pages/review-page.tsx' },
  { pattern: /^\/app\/projects\/[^/]+\/[^/]+/, key: 'app/routes/project/project-page.tsx' },
  { pattern: /^\/app\/jobs\/?$/, key: 'features/jobs/pages/jobs-page.tsx' },
  { pattern: /^\/app\/jobs\/[^/]+/, key: 'app/routes/project/job-page.tsx' },
  { pattern: /^\/app\/feed\//, key: 'app/routes/feed-page.tsx' },
  { pattern: /^\/app\/account\/?$/, key: 'app/routes/account-page.tsx' },
  { pattern: /^\/app\/users\/?$/, key: 'features/users/pages/users-page.tsx' },
  { pattern: /^\/app\/cart\/?$/, key: 'features/projects/cart/pages/cart-page.tsx' },
  { pattern: /^\/app\/project\/new\/?$/, key: 'features/projects/create/pages/new-project-page.tsx' },
  { pattern: /^\/app\/project\/[^/]+\/pub\/?$/, key: 'features/projects/portfolio/pages/portfolio-entry-page.tsx' },
  { pattern: /^\/app\/webhooks\/?$/, key: 'features/webhooks/index.ts' },
  { pattern: /^\/app\/blog\//, key: 'features/blog/index.ts' },
];

/** A project page's section is a chunk of its own, its module named for the section (section-pages.ts). */
const projectSection = /^\/app\/projects\/[^/]+\/(?!review\/)([^/]+)/;
const sectionsFolder = 'app/routes/project/sections/';
const sectionModule = (section: string) => `${sectionsFolder}${section}.tsx`;

/** The pages' modules, which the build must have. */
export const landingPageModules = [...new Set(landingPages.map(({ key }) => key))];

const closure = (manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
};

/** A landing page's files that index.html does not load already: its stylesheets and its script chunks. */
export interface LandingFiles {
  stylesheets: string[];
  modules: string[];
}

const noFiles: LandingFiles = { stylesheets: [], modules: [] };

/** The module of the app's texts in a locale, which the first script asks for before it draws a thing (page-data.ts). */
const messagesModule = (locale: string) => `../shared/i18n/app-${locale}.ts`;

/**
 * For each landing page, what to fetch while the first script runs, instead of after it has started the router:
 * every chunk the page imports, and its stylesheets, leaving out what index.html loads already; for a project page,
 * its section's too; and on every page, the texts of the studio's locale, when it is given.
 */
export const landingPreloads = (
  manifest: ClientManifest,
  base: string,
  locale: string | null,
): ((pathname: string) => LandingFiles) => {
  const first = closure(manifest, 'index.html');
  const firstCss = new Set([...first].flatMap((key) => manifest[key]?.css ?? []));
  const filesOf = (key: string): LandingFiles => {
    const chunks = [...closure(manifest, key)].filter((chunk) => !first.has(chunk));
    const css = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter(
      (file) => !firstCss.has(file),
    );
    return {
      stylesheets: css.map((file) => `${base}${file}`),
      modules: chunks.map((chunk) => `${base}${manifest[chunk]?.file ?? ''}`),
    };
  };
  const files = new Map(
    landingPages.map(({ key }): [string, LandingFiles] => {
      if (!manifest[key]) throw new Error(`the client build has no ${key}: update the landing pages`);
      return [key, filesOf(key)];
    }),
  );
  const sectionFiles = new Map(
    Object.keys(manifest)
      .filter((key) => key.startsWith(sectionsFolder))
      .map((key): [string, LandingFiles] => [key, filesOf(key)]),
  );
  // Without them the first script would ask for them only once it has run: one more round trip before the page.
  const messages = locale === null ? noFiles : filesOf(messagesModule(locale));
  return (pathname) => {
    const page = landingPages.find(({ pattern }) => pattern.test(pathname));
    const pageFiles = page ? (files.get(page.key) ?? noFiles) : noFiles;
    const section = projectSection.exec(pathname)?.[1];
    const ofSection = (section === undefined ? undefined : sectionFiles.get(sectionModule(section))) ?? noFiles;
    return {
      stylesheets: [...new Set([...pageFiles.stylesheets, ...ofSection.stylesheets])],
      modules: [...new Set([...messages.modules, ...pageFiles.modules, ...ofSection.modules])],
    };
  };
};

/** The `<link>`s that fetch them: `modulepreload` for the chunks. */
export const preloadLinks = ({ stylesheets, modules }: LandingFiles, withModules = true): string =>
  [
    ...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(withModules ? modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`) : []),
  ].join('');

/** Nothing to preload before `npm run build`: API tests serve the bare shell. */
export const loadLandingPreloads = (clientDir: string, locale: string): ((pathname: string) => LandingFiles) => {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => noFiles;
  return landingPreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest, '/app/', locale);
};
