// Budget: the JavaScript a browser must download before /app/ can render, gzip-compressed. Also prints
// what each lazy page adds on top of that first download (its JS and CSS chunks not already loaded),
// read from the build's manifest and the routes in src/client/app/router.tsx (decision 071).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKb = 200;
const clientDir = 'dist/client';
const clientRoot = 'src/client';
const routerFile = 'src/client/app/router.tsx';
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(clientDir, file))).length / 1024;

/** The chunks a manifest entry loads before it runs: itself and its static imports, transitively. */
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
};

/** JS and CSS of the given chunks, leaving out what `loaded` (the first download) already brought. */
const sizeOf = (keys, loaded = { js: new Set(), css: new Set() }) => {
  const js = [...keys].map((key) => manifest[key].file).filter((file) => !loaded.js.has(file));
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].filter((file) => !loaded.css.has(file));
  return {
    js,
    css,
    jsKb: js.reduce((sum, file) => sum + gzipKb(file), 0),
    cssKb: css.reduce((sum, file) => sum + gzipKb(file), 0),
  };
};

const initialKeys = closure('index.html');
const initial = sizeOf(initialKeys);
const loaded = { js: new Set(initial.js), css: new Set(initial.css) };

// The route table: each `path: '…'` with the page module its `lazy` imports, directly or through one
// of the router's named route constants (`...projectPage`).
const routerSource = readFileSync(routerFile, 'utf8');
const manifestKeyOf = (specifier) => {
  const file = specifier.startsWith('#client/')
    ? path.join(clientRoot, specifier.slice('#client/'.length))
    : path.join(path.dirname(routerFile), specifier);
  return path.relative(clientRoot, file);
};
const importIn = (text) => /import\('([^']+)'\)/.exec(text)?.[1];
const namedRoutes = new Map(
  [...routerSource.matchAll(/const (\w+)\b[^;]*?lazy: async[\s\S]*?import\('([^']+)'\)/g)].map((match) => [
    match[1],
    match[2],
  ]),
);
const routeBlocks = routerSource.split(/(?=path: ')/).slice(1);
const routes = routeBlocks.flatMap((block) => {
  const routePath = /^path: '([^']*)'/.exec(block)?.[1] ?? '';
  const specifier = importIn(block) ?? namedRoutes.get(/\.\.\.(\w+)/.exec(block)?.[1] ?? '');
  if (!specifier || routePath === '/') return [];
  return [
    {
      routePath: routePath === '*' ? '/app/<any other> (not found)' : `/app/${routePath}`,
      key: manifestKeyOf(specifier),
    },
  ];
});
const dashboard = /index: true[\s\S]*?import\('([^']+)'\)/.exec(routerSource)?.[1];
if (dashboard) routes.unshift({ routePath: '/app/ (dashboard)', key: manifestKeyOf(dashboard) });

const kb = (value) => value.toFixed(1).padStart(6);
const rows = [];
for (const route of routes) {
  if (!manifest[route.key]) throw new Error(`${route.routePath}: ${route.key} is not in the build's manifest`);
  const page = sizeOf(closure(route.key), loaded);
  rows.push({ route: route.routePath, jsKb: page.jsKb, cssKb: page.cssKb });
}
// The chrome's own lazy parts (menus, popovers, toasts, dialogs) load after the first render.
const routeKeys = new Set(routes.map((route) => route.key));
const chromeKeys = new Set(
  [...initialKeys]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !routeKeys.has(key) && manifest[key].isDynamicEntry && !key.includes('/i18n/')),
);

console.log(`| route | JS gzip on top (KB) | CSS gzip on top (KB) | first download + route, JS (KB) |`);
console.log(`|---|---|---|---|`);
console.log(`| first download of /app/ | ${kb(initial.jsKb)} | ${kb(initial.cssKb)} | ${kb(initial.jsKb)} |`);
for (const row of rows)
  console.log(`| ${row.route} | ${kb(row.jsKb)} | ${kb(row.cssKb)} | ${kb(initial.jsKb + row.jsKb)} |`);
const catalogue = sizeOf(closure('../shared/i18n/app-en.ts'), loaded);
console.log(
  `Also fetched at boot: the app catalogue of the deployment's locale (en) ${catalogue.jsKb.toFixed(1)} KB gzip.`,
);
console.log(`Chrome parts loaded on demand or after the first render:`);
for (const key of [...chromeKeys].sort()) {
  const part = sizeOf(closure(key), loaded);
  console.log(`  ${key}  ${part.jsKb.toFixed(1)} KB JS, ${part.cssKb.toFixed(1)} KB CSS`);
}
console.log(
  `Initial JavaScript for /app/: ${initial.jsKb.toFixed(1)} KB gzip (budget ${budgetKb} KB), CSS ${initial.cssKb.toFixed(1)} KB gzip; ${rows.length} routes`,
);
if (initial.jsKb > budgetKb) {
  console.error(`Over budget by ${(initial.jsKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
