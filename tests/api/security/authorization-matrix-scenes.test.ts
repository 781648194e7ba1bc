import { describeMatrixArea } from './matrix/describe-matrix-area.ts';
import { sceneRows } from './matrix/rows-scenes.ts';

describeMatrixArea('scenes', sceneRows);
