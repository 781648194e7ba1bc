import { openDatabase } from '#server/db/client.ts';
import { ConfigError, loadConfig } from '#server/lib/config.ts';
import { describeSeed, seedDemo } from './seed-demo.ts';

try {
  const config = loadConfig(process.env, process.cwd());
  const database = await openDatabase(config);
  const result = await seedDemo(database.db, { password: config.demoPassword, dataDir: config.dataDir, locale: config.locale });
  console.log(describeSeed(result));
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
