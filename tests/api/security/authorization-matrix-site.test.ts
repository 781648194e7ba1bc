import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { driveRows } from './matrix/rows-drive.ts';
import { apiRows } from './matrix/rows-api.ts';
import { rowsSinceMerge } from './matrix/rows-since-merge.ts';
import { siteRows } from './matrix/rows-site.ts';
import { transferRows } from './matrix/rows-transfer.ts';

describeMatrixArea('site, transfer and drive', [
  ...siteRows,
  ...rowsSinceMerge,
  ...transferRows,
  ...driveRows,
  ...apiRows,
]);
