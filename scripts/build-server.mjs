// Bundles the server into ES modules; packages stay external and load from node_modules. The API tests
// bundle into a folder of their own (the first argument), also two folders below the root, as dist/server is.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/seed/seed-demo-cli.ts',
    'src/server/backup/backup-cli.ts',
    // The first paint's own thread (decision 131), which the server starts from beside itself.
    'src/server/plugins/first-paint-worker.ts',
  ],
  outdir: process.argv[2] ?? 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
});
