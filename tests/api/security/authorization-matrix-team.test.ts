import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { teamRows } from './matrix/rows-team.ts';

describeMatrixArea('team', teamRows);
