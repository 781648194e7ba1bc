import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a bench writes its result: `bench/results/<date>-<kind>-<commit>.json`, so that every figure
 * says the day it was taken and the build it measured.
 */
export const benchResultFile = (kind: string): string => {
  const day = new Date().toISOString().slice(0, 10);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  mkdirSync('bench/results', { recursive: true });
  return path.join('bench/results', `${day}-${kind}-${commit}.json`);
};
