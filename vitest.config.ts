import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/setup/slow-files-first.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on a two-core CI machine); each API test file has
    // its own database, so two files at once share nothing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Each file builds its own app on its own database, so the files of a worker can share one
          // module graph: importing the app once per worker instead of once per file.
          isolate: false,
          globalSetup: ['tests/setup/api-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A test that takes 10 s on a quiet machine took three times that on a busy one (decision 121).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
