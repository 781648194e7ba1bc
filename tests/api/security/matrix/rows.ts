import type { MatrixRow } from './row.ts';
import { apiRows } from './rows-api.ts';
import { commentAndJobRows } from './rows-comments-jobs.ts';
import { projectRows } from './rows-projects.ts';
import { sceneRows } from './rows-scenes.ts';
import { driveRows } from './rows-drive.ts';
import { reviewRows } from './rows-review.ts';
import { rowsSinceMerge } from './rows-since-merge.ts';
import { siteRows } from './rows-site.ts';
import { teamRows } from './rows-team.ts';
import { transferRows } from './rows-transfer.ts';

/** Every row of the matrix; the test checks this list against the app's route table both ways. */
export const matrixRows: MatrixRow[] = [
  ...projectRows,
  ...sceneRows,
  ...commentAndJobRows,
  ...teamRows,
  ...siteRows,
  ...rowsSinceMerge,
  ...transferRows,
  ...driveRows,
  ...apiRows,
  ...reviewRows,
];
