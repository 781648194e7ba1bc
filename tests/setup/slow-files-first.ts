import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that each take a minute or more where most take seconds (vitest's results cache, 2026-11-27).
 * Vitest starts the longest files first once its results cache knows them, but a clean clone (CI) has no
 * cache, and by file size these come late: a worker that starts one of them near the end keeps the whole
 * run waiting for it.
 */
const slowFiles = [
  'tests/api/backup/backup.test.ts',
  'tests/api/db/durability.test.ts',
  'tests/api/posts/post-xss.test.ts',
  'tests/api/jobs/job-actions.test.ts',
  'tests/api/notifications/who-hears.test.ts',
  'tests/api/security/authorization-matrix-site.test.ts',
  'tests/api/security/hostile-input.test.ts',
];

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = slowFiles.indexOf(path.relative(file.project.config.root, file.moduleId));
      return index === -1 ? slowFiles.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
