import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { shutDownGracefully } from '#server/graceful-shutdown.ts';
import { deleteExpiredSessions } from '#server/modules/auth/index.ts';
import { describeSeed, seedDemo } from '#server/seed/seed-demo.ts';
import { ConfigError, loadConfig, type Config } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { clearUploadSpool } from '#server/modules/files/index.ts';
import { countUsers } from '#server/modules/users/index.ts';

/** Built to dist/server/main.js, run from src/server/main.ts in dev: both are two folders below the root. */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** In-flight requests get this long to finish on SIGTERM; a service manager's stop timeout must exceed it. */
const drainTimeoutMs = 10_000;

const shouldSeed = (config: Config, isEmpty: boolean): boolean =>
  config.databaseUrl ? config.seedDemo === true : isEmpty && config.seedDemo !== false;

const start = async () => {
  const config = loadConfig(process.env, projectRoot);
  const database = await openDatabase(config);
  const seeded = shouldSeed(config, (await countUsers(database.db)) === 0);
  if (seeded) {
    const storage = createStorage(config);
    try {
      console.log(
        describeSeed(
          await seedDemo(database.db, {
            password: config.demoPassword,
            dataDir: config.dataDir,
            locale: config.locale,
            storage,
            mediaHost: config.mediaHost,
            config,
          }),
        ),
      );
    } finally {
      await storage.close();
    }
  }
  // Sign-ins purge expired sessions too; this catches those of people who have not come back.
  await deleteExpiredSessions(database.db);
  await clearUploadSpool(config);
  const app = await buildApp({ config, database });
  const shutdown = () =>
    void shutDownGracefully(app, database, { drainTimeoutMs })
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  // The demo's review clips take ffmpeg a few seconds: a job, after the app answers (decision 111).
  if (seeded) await app.queue.send('demo-review', {});
  console.log(
    `Explainer Studio is running at ${config.publicUrl}/app/ (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
};

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
