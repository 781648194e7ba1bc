// Browser tests drive Debian's Chromium; test tools may not download browsers of their own here. The
// journeys run in its headless shell (decision 113), the cluster run, Lighthouse and the benches in
// the full browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };
const missing = Object.entries(packages)
  .filter(([, binary]) => !existsSync(binary))
  .map(([name]) => name);

if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`${missing.join(' and ')} missing. Install with: sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} (${command})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
