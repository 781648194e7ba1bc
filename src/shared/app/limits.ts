/** Spec §9 timings and sizes that screens share; each is named after what it paces. */
export const autocompleteDebounceMs = 300;
export const driveProgressPollMs = 2000;
export const driveProgressMaxErrors = 5;
export const driveSetupDoneMarker = 'Complete.';
export const sceneNumberSaveDelayMs = 1000;
export const resizeHandlingMs = 1000;
export const searchThrottleMs = 200;
export const toastDurationMs = 1500;
export const scrollOffsetPx = 60;
export const highlightDelayMs = 200;
export const highlightDurationMs = 1500;
export const sideModalBreakpointPx = 992;

export const taggerMaxOptions = 300;
export const taggerMaxHeightPx = 600;

/** Spec §2, §9 dashboard limits. */
export const dashboardProjectLimit = 3;
export const dashboardBoardProjectLimit = 4;
export const dashboardJobLimit = 5;
export const dashboardTodoLoaded = 5;
export const dashboardTodoShown = 4;

/** User groups show the last 3 avatars, then +N more. */
export const avatarGroupVisible = 3;
export const avatarGroupOverflow = (count: number): number => Math.max(0, count - avatarGroupVisible);

/** Footer background presets: none plus 3 patterns. */
export const footerBackgrounds = ['none', 'pattern-1', 'pattern-2', 'pattern-3'] as const;

/** Metaversion 2 is the built-in storyboard, 1 is drive-based. */
export const metaVersions = { driveBased: 1, builtIn: 2 } as const;
