import type { ChecklistItem } from '../projects/checklist.ts';
import type { SceneStatus } from '../projects/scenes/scenes.ts';
import type { JobType } from './types.ts';

export interface ProductionStep {
  sceneStatus: SceneStatus;
  checklistItem: ChecklistItem | null;
}

/**
 * The marketplace drives production (issue 13): approving one of these jobs moves the project's
 * scenes to the status that says the work is done and ticks the checklist step it completes.
 */
const productionSteps: Partial<Record<JobType, ProductionStep>> = {
  storyboard: { sceneStatus: 'ready-for-review', checklistItem: 'storyboarding' },
  'storyboard-changes': { sceneStatus: 'changes-completed', checklistItem: null },
  recording: { sceneStatus: 'recording-completed', checklistItem: 'video-recording' },
  'video-editing': { sceneStatus: 'edits-completed', checklistItem: 'video-editing' },
};

export const productionStepOf = (jobType: JobType): ProductionStep | null => productionSteps[jobType] ?? null;
