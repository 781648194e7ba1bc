// Preloaded into the server under the memory soak (`node --import ./scripts/bench/memory-reporter.mjs`):
// appends the process's memory figures as one JSON line to SOAK_MEMORY_LOG every second, so the soak
// reads the heap as well as the RSS it reads from /proc.
import { appendFileSync } from 'node:fs';

const logFile = process.env.SOAK_MEMORY_LOG;
if (logFile) {
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    appendFileSync(
      logFile,
      `${JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
    );
  }, 1000).unref();
}
