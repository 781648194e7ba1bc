import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/setup/slow-files-first.ts';

/** A file that replaces a module with `vi.mock` keeps a module graph of its own, so no other file sees the fake. */
const moduleMockingTests = 'tests/unit/client/api-client.test.ts';

export default defineConfig({
  test: {
    // Each API test file has its own database, so files at once share nothing. A worker waits at times (a job
    // queue's poll, a child process starting), so one more worker than cores keeps the cores busy (decision 127).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [moduleMockingTests],
          // No file mocks a module here, so the files of a worker share one module graph, as the API files do.
          isolate: false,
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'unit-mocked',
          include: [moduleMockingTests],
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
