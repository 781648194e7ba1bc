import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineUseIdWithoutRerender } from './scripts/vite-mantine-use-id-plugin.ts';
import { precompressAssets } from './scripts/vite-precompress-plugin.ts';

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// `vite build --ssr` builds the server's first paint (decision 129) beside the client: no public files, manifest or
// compressed copies, which only the browser's files need.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  base: '/app/',
  plugins: [mantineUseIdWithoutRerender(), react(), ...(isSsrBuild ? [] : [precompressAssets()])],
  // The server's copy carries its libraries, in their production builds, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: {
    outDir: isSsrBuild ? '../../dist/render' : '../../dist/client',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
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
}));
