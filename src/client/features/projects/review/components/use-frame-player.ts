import { useCallback, useEffect, useRef, useState } from 'react';
import { frameAtTime, framesPerSecond, seekTimeOfFrame, type FrameRate } from '#shared/projects/review/frames.ts';
import { playVideo } from './play-video.ts';

/** L plays faster each time it is pressed, J backwards faster, up to this many times the rate. */
const fastestShuttle = 4;

/**
 * Frames, not seconds: the frame on screen comes from requestVideoFrameCallback's mediaTime (the
 * presented frame's own time), and a seek asks for the middle of the frame (decision 110).
 */
export const useFramePlayer = (rate: FrameRate, frameCount: number) => {
  const video = useRef<HTMLVideoElement>(null);
  const [frame, setFrame] = useState(0);
  const [paused, setPaused] = useState(true);
  const frameRef = useRef(0);
  /** The frame requestVideoFrameCallback last said was presented. */
  const shownRef = useRef(0);
  const reverse = useRef<{ timer: number; speed: number } | null>(null);
  const last = frameCount - 1;

  const clampFrame = useCallback((next: number) => Math.min(last, Math.max(0, next)), [last]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let handle = 0;
    // Paused, the frame to step from is the last one asked for: a frame an earlier seek presents late
    // must not undo a key pressed since. Playing, it is the frame on screen.
    const onFrame: VideoFrameRequestCallback = (_now, metadata) => {
      const shown = clampFrame(frameAtTime(metadata.mediaTime, rate));
      shownRef.current = shown;
      setFrame(shown);
      if (!element.paused) frameRef.current = shown;
      handle = element.requestVideoFrameCallback(onFrame);
    };
    handle = element.requestVideoFrameCallback(onFrame);
    const onPlay = () => setPaused(false);
    const onPause = () => {
      setPaused(true);
      // A seek has already set the frame it asked for. Paused while playing, Chromium can keep the picture
      // a frame ahead of currentTime, so a step counted from the clock moved two frames on screen: the
      // player stays on the frame presented and puts the clock in its middle.
      if (element.seeking) return;
      frameRef.current = shownRef.current;
      element.currentTime = seekTimeOfFrame(shownRef.current, rate);
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    return () => {
      element.cancelVideoFrameCallback(handle);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
    };
  }, [rate, clampFrame]);

  const stopReverse = useCallback(() => {
    if (reverse.current) window.clearInterval(reverse.current.timer);
    reverse.current = null;
  }, []);
  useEffect(() => stopReverse, [stopReverse]);

  const seekToFrame = useCallback(
    (target: number) => {
      const element = video.current;
      if (!element) return;
      element.pause();
      const clamped = Math.min(last, Math.max(0, target));
      frameRef.current = clamped;
      element.currentTime = seekTimeOfFrame(clamped, rate);
    },
    [rate, last],
  );

  const step = useCallback(
    (by: number) => {
      stopReverse();
      seekToFrame(frameRef.current + by);
    },
    [seekToFrame, stopReverse],
  );

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    stopReverse();
    element.playbackRate = 1;
    if (element.paused) playVideo(element);
    else element.pause();
  }, [stopReverse]);

  /** J K L as editing suites have them: K stops, L plays forward faster each time, J backwards. */
  const shuttle = useCallback(
    (key: 'j' | 'k' | 'l') => {
      const element = video.current;
      if (!element) return;
      if (key === 'k') {
        stopReverse();
        element.pause();
        return;
      }
      if (key === 'l') {
        stopReverse();
        element.playbackRate = element.paused ? 1 : Math.min(fastestShuttle, element.playbackRate * 2);
        playVideo(element);
        return;
      }
      // Browsers do not play backwards: J steps back at the rate (and faster on each press).
      const speed = reverse.current ? Math.min(fastestShuttle, reverse.current.speed * 2) : 1;
      stopReverse();
      element.pause();
      const timer = window.setInterval(
        () => {
          if (frameRef.current <= 0) stopReverse();
          else seekToFrame(frameRef.current - 1);
        },
        1000 / framesPerSecond(rate) / speed,
      );
      reverse.current = { timer, speed };
    },
    [rate, seekToFrame, stopReverse],
  );

  return { videoRef: video, frame, paused, seekToFrame, step, togglePlay, shuttle };
};
