/**
 * Starts a video. A pause that comes before playback began (a quick K, Space twice, compare pausing its follower)
 * rejects play() with an AbortError: that is the user's own pause, not a failure. Any other refusal still surfaces.
 */
export const playVideo = (element: HTMLVideoElement): void => {
  element.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    throw error;
  });
};
