import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { commentAndJobRows } from './matrix/rows-comments-jobs.ts';
import { reviewRows } from './matrix/rows-review.ts';

describeMatrixArea('comments, jobs and video review', [...commentAndJobRows, ...reviewRows]);
