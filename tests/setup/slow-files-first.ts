import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take 5 to 25 s where most take one or two (vitest's results cache on a quiet two-core machine,
 * 2026-11-28), longest first. Vitest starts the longest files first once its results cache knows them, but a
 * clean clone (CI) has no cache, and by file size these come late: a worker that starts one of them near the
 * end keeps the whole run waiting for it.
 */
const slowFiles = [
  'tests/api/db/durability.test.ts',
  'tests/api/backup/backup.test.ts',
  'tests/api/security/hostile-input.test.ts',
  'tests/api/notifications/notification-mail.test.ts',
  'tests/api/security/authorization-matrix-site.test.ts',
  'tests/api/jobs/auction-expiry.test.ts',
  'tests/api/security/authorization-matrix-projects.test.ts',
  'tests/api/ops/health-and-shutdown.test.ts',
  'tests/api/webhooks/webhooks.test.ts',
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
