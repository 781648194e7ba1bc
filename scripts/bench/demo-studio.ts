// The studio every benchmark starts from: the demo seeded into a fresh embedded database, or into the
// PostgreSQL BENCH_DATABASE_URL names, with a known password for its accounts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { loadConfig } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { seedDemo } from '#server/seed/seed-demo.ts';

export const benchPassword = 'bench-password';

export const openDemoStudio = async (name: string) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `es-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }, process.cwd());
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const database = await openDatabase({ databaseUrl, dataDir });
  console.log(`Database: ${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)'}`);
  const storage = createStorage(config);
  await seedDemo(database.db, { password: benchPassword, dataDir, locale: 'en', storage });
  await storage.close();
  return { config, database, removeData: () => rmSync(dataDir, { recursive: true, force: true }) };
};
