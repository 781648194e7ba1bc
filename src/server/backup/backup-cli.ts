import { ConfigError, loadConfig } from '#server/lib/config.ts';
import { backup, BackupError, restore } from './backup.ts';

const usage = 'Usage: npm run backup -- <new folder>   or   npm run restore -- <backup folder>';

const [command, folder] = process.argv.slice(2);
try {
  if (!folder || (command !== 'backup' && command !== 'restore')) throw new BackupError(usage);
  const config = loadConfig(process.env, process.cwd());
  const manifest = command === 'backup' ? await backup(config, folder) : await restore(config, folder);
  const database = manifest.database === 'pglite' ? 'the embedded database' : 'the PostgreSQL database';
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'} ${database} and ${manifest.media.files} files (${manifest.media.bytes} bytes) ${command === 'backup' ? 'into' : 'from'} ${folder}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
}
