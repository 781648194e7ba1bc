// Starts the built server on a fresh embedded database with the demo studio, for the browser tests.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: 'true' });
await import('../dist/server/main.js');
