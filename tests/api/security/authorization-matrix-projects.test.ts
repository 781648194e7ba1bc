import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { projectRows } from './matrix/rows-projects.ts';

describeMatrixArea('projects', projectRows);
