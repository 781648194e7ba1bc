// The app's service worker (decision 132), bundled apart from the app: a worker is one script at a fixed address,
// which sets the pages it serves (/app/), not a hashed chunk of the app's build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// The app's page names its build's scripts by their hashes: a new build is a new page, and a new worker, which
// removes the pages kept from the build before.
const appBuild = createHash('sha256').update(readFileSync('dist/client/index.html')).digest('hex').slice(0, 12);

await build({
  entryPoints: ['src/client/service-worker.ts'],
  outfile: 'dist/client/service-worker.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome110',
  sourcemap: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', appBuild: JSON.stringify(appBuild) },
});
