import { expect, it } from 'vitest';
import { playVideo } from '../../../src/client/features/projects/review/components/play-video.ts';

const videoWhosePlay = (outcome: Promise<void>) => ({ play: () => outcome }) as unknown as HTMLVideoElement;

it("takes a pause that came before playback began as the user's pause, not a failure", async () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', record);
  try {
    playVideo(videoWhosePlay(Promise.reject(new DOMException('The play() request was interrupted', 'AbortError'))));
    playVideo(
      videoWhosePlay(Promise.reject(new DOMException('The element has no supported sources', 'NotSupportedError'))),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', record);
  }
  expect(rejections.map((reason) => (reason as DOMException).name)).toEqual(['NotSupportedError']);
});
