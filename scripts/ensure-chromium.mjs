// Browser tests drive Debian's Chromium; test tools may not download browsers of their own here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
