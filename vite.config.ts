import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/client',
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/auth', '/media', '/img', '/home', '/pricing', '/portfolio', '/contact'].map((path) => [path, serverOrigin])),
  },
});
