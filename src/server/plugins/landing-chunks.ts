import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build manifest's entries (vite's build.manifest), only the fields read here. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The page a path lands on, as its module in the manifest: the pages users open first (decision 118).
 * Kept to those: every other path still loads its page as before, one round trip later.
 */
const landingPages: { pattern: RegExp; key: string }[] = [
  { pattern: /^\/app\/$/, key: 'app/routes/dashboard-page.tsx' },
  { pattern: /^\/app\/projects\/?$/, key: 'features/projects/pages/projects-page.tsx' },
  { pattern: /^\/app\/projects\/[^/]+\/(?!review\/)[^/]+/, key: 'app/routes/project/project-page.tsx' },
  { pattern: /^\/app\/jobs\/?$/, key: 'features/jobs/pages/jobs-page.tsx' },
  { pattern: /^\/app\/feed\//, key: 'app/routes/feed-page.tsx' },
  { pattern: /^\/app\/account\/?$/, key: 'app/routes/account-page.tsx' },
];

const closure = (manifest: ClientManifest, key: string, into = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
};

/**
 * For each landing page, the `<link>`s that fetch its chunks and styles while the first script runs,
 * instead of after it has started the router: `modulepreload` for every chunk the page imports, and its
 * stylesheets, leaving out what index.html loads already.
 */
export const landingPreloads = (manifest: ClientManifest, base: string): ((pathname: string) => string) => {
  const first = closure(manifest, 'index.html');
  const firstCss = new Set([...first].flatMap((key) => manifest[key]?.css ?? []));
  const links = new Map(
    landingPages.map(({ key }) => {
      if (!manifest[key]) throw new Error(`the client build has no ${key}: update the landing pages`);
      const chunks = [...closure(manifest, key)].filter((chunk) => !first.has(chunk));
      const css = [...new Set(chunks.flatMap((chunk) => manifest[chunk]?.css ?? []))].filter(
        (file) => !firstCss.has(file),
      );
      return [
        key,
        [
          ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
          ...chunks.map(
            (chunk) => `<link rel="modulepreload" crossorigin href="${base}${manifest[chunk]?.file ?? ''}">`,
          ),
        ].join(''),
      ];
    }),
  );
  return (pathname) => {
    const page = landingPages.find(({ pattern }) => pattern.test(pathname));
    return page ? (links.get(page.key) ?? '') : '';
  };
};

/** Nothing to preload before `npm run build`: API tests serve the bare shell. */
export const loadLandingPreloads = (clientDir: string): ((pathname: string) => string) => {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  return landingPreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest, '/app/');
};
