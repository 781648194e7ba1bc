// The app's service worker (decision 132), bundled apart from the app: a worker is one script at a fixed address,
// which sets the pages it serves (/app/), not a hashed chunk of the app's build.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/client/service-worker.ts'],
  outfile: 'dist/client/service-worker.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'chrome110',
  sourcemap: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
});
