import { afterEach, vi } from 'vitest';

// Any console.error during a test is a defect that would otherwise scroll past unnoticed.
const consoleErrors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});

afterEach(() => {
  const seen = consoleErrors.splice(0);
  if (seen.length > 0) {
    throw new Error(`console.error was called:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
