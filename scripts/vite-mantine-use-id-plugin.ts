import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const mantineUseId = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;
const replacement = fileURLToPath(new URL('../src/client/lib/mantine-use-id.ts', import.meta.url));

/**
 * Resolves Mantine's `useId` module to the app's (src/client/lib/mantine-use-id.ts, decision 124), which gives
 * the same ids without re-rendering each component once more after it mounts.
 */
export const mantineUseIdWithoutRerender = (): Plugin => ({
  name: 'mantine-use-id-without-rerender',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.includes('/@mantine/hooks/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && mantineUseId.test(resolved.id) ? replacement : null;
  },
});
