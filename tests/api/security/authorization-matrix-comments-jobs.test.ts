import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { commentAndJobRows } from './matrix/rows-comments-jobs.ts';

describeMatrixArea('comments-jobs', commentAndJobRows);
