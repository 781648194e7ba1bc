import { openDatabase } from '#server/db/client.ts';
import { ConfigError, loadConfig } from '#server/lib/config.ts';
import { createStorage } from '#server/lib/storage/create-storage.ts';
import { describeSeed, seedDemo } from './seed-demo.ts';

try {
  const config = loadConfig(process.env, process.cwd());
  const database = await openDatabase(config);
  const storage = createStorage(config);
  const result = await seedDemo(database.db, {
    password: config.demoPassword,
    dataDir: config.dataDir,
    locale: config.locale,
    storage,
    mediaHost: config.mediaHost,
    config,
  });
  console.log(describeSeed(result));
  await storage.close();
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
