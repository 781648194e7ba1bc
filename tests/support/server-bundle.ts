import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * The server and its commands bundled as `npm run build` bundles them, for tests that start them as processes:
 * node starts a bundle in a second where tsx compiled some 300 files at every start. The folder sits two below
 * the root, as dist/server does, so the bundle finds the migrations and node_modules as the built app does.
 */
export const useServerBundle = (): { folder: string } => {
  const bundle = { folder: '' };
  beforeAll(() => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    bundle.folder = mkdtempSync(path.join(root, '.tmp', 'test-server-'));
    execFileSync(process.execPath, ['scripts/build-server.mjs', bundle.folder], { cwd: root });
  }, 60_000);
  afterAll(() => rmSync(bundle.folder, { recursive: true, force: true }));
  return bundle;
};
