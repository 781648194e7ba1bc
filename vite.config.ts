import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineUseIdWithoutRerender } from './scripts/vite-mantine-use-id-plugin.ts';
import { precompressAssets } from './scripts/vite-precompress-plugin.ts';

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/client',
  base: '/app/',
  plugins: [mantineUseIdWithoutRerender(), react(), precompressAssets()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // What the first render runs is one chunk: left to itself the bundler split it into a dozen, one
        // request each before the app can start (decision 090). The library parts the pages load later
        // (Mantine's components, floating-ui, TanStack's hooks) are one more: every page needs most of
        // them, and as seventy files they cost a page a dozen round trips (decision 118).
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'], priority: 3 },
            { name: 'ui', test: /node_modules\/(@mantine|@floating-ui|@tanstack)\//, priority: 2 },
          ],
        },
      },
      // Our own modules only declare things (main.tsx, the entry, is always run), so a barrel such as a
      // feature's index.ts brings into the first download only what the importer uses.
      treeshake: {
        moduleSideEffects: (id) => id.endsWith('/src/client/main.tsx') || !/\/src\/(client|shared)\/.*\.tsx?$/.test(id),
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/auth', '/media', '/img', '/home', '/pricing', '/portfolio', '/contact'].map((path) => [
        path,
        serverOrigin,
      ]),
    ),
  },
});
