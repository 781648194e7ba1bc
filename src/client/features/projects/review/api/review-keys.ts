/** A video's comments live under the comments module's keys, so its live updates and writes refresh the player too. */
export const reviewKeys = {
  all: ['review-videos'] as const,
  list: (projectId: string, version: string) => ['review-videos', projectId, 'list', version] as const,
  one: (projectId: string, videoId: string) => ['review-videos', projectId, 'one', videoId] as const,
};
