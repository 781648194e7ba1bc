// Review proxies, timeline sprites and the demo clips are made by Debian's ffmpeg (decision 111); no static builds.
// With --optional (npm start) a missing ffmpeg is only reported: the app runs, and uploaded videos wait for review.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = ['/usr/bin/ffmpeg', '/usr/bin/ffprobe'];
const optional = process.argv.includes('--optional');

if (!tools.every((tool) => existsSync(tool))) {
  if (process.getuid?.() !== 0) {
    console.error('ffmpeg is missing. Install it with: sudo apt-get install -y ffmpeg');
    process.exit(optional ? 0 : 1);
  }
  console.log('Installing ffmpeg (apt-get install -y ffmpeg)...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg',
    {
      stdio: 'inherit',
    },
  );
}
