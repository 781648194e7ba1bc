import type { ChecklistItem } from '../projects/checklist.ts';
import { sceneStatuses, type SceneStatus } from '../projects/scenes/scenes.ts';
import type { ProjectStatus } from '../projects/status.ts';
import type { JobType } from './types.ts';

export interface ProductionStep {
  sceneStatus: SceneStatus;
  checklistItem: ChecklistItem | null;
  /** The project status from which this work is part of production. */
  stage: ProjectStatus;
}

/**
 * The marketplace drives production (issue 13): approving one of these jobs moves the scenes it was
 * for to the status that says the work is done and ticks the checklist step it completes.
 */
const productionSteps: Partial<Record<JobType, ProductionStep>> = {
  storyboard: { sceneStatus: 'ready-for-review', checklistItem: 'storyboarding', stage: 'storyboarding' },
  'storyboard-changes': { sceneStatus: 'changes-completed', checklistItem: null, stage: 'storyboarding' },
  recording: { sceneStatus: 'recording-completed', checklistItem: 'video-recording', stage: 'recording' },
  'video-editing': { sceneStatus: 'edits-completed', checklistItem: 'video-editing', stage: 'recording' },
};

export const productionStepOf = (jobType: JobType): ProductionStep | null => productionSteps[jobType] ?? null;

const productionOrder: readonly ProjectStatus[] = ['new', 'script-writing', 'storyboarding', 'recording', 'ready'];

/** Whether the project has come as far as the step's stage; a cancelled project is off the line. */
export const reachesStage = (projectStatus: ProjectStatus, step: Pick<ProductionStep, 'stage'>): boolean =>
  productionOrder.includes(projectStatus) &&
  productionOrder.indexOf(projectStatus) >= productionOrder.indexOf(step.stage);

/** The scene statuses an approval may move on from: none yet, or one before the step's (never backwards). */
export const sceneStatusesBefore = (step: Pick<ProductionStep, 'sceneStatus'>): SceneStatus[] =>
  sceneStatuses.slice(0, sceneStatuses.indexOf(step.sceneStatus));
