/** Spec §3 checklist items, in production order; the ids are stored, so their spelling stays. */
export const checklistItems = [
  'project-setup',
  'script-editing',
  'script-confrimation',
  'storyboarding',
  'storyboard-confirmation',
  'voice-recording',
  'video-recording',
  'video-editing',
  'video-export',
  'video-purchase',
] as const;
export type ChecklistItem = (typeof checklistItems)[number];

/** Spec §3 progress is 0-100: the share of checklist items done, rounded down so 100 means all done. */
export const checklistProgress = (done: readonly string[]): number =>
  Math.floor((checklistItems.filter((entry) => done.includes(entry)).length * 100) / checklistItems.length);

/**
 * Spec §3: each checklist item links to a document outside the app. Ours is the studio handbook,
 * a public page with one section per step.
 */
export const checklistGuidePath = (item: ChecklistItem): string => `/handbook#${item}`;
