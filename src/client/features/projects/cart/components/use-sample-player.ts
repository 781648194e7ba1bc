import { useCallback, useEffect, useRef, useState } from 'react';

/** One sample plays at a time: starting another stops the first, pressing the same one stops it. */
export const useSamplePlayer = () => {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (src: string) => {
      if (playing === src) return stop();
      audio.current?.pause();
      const next = new Audio(src);
      next.addEventListener('ended', () => setPlaying((current) => (current === src ? null : current)));
      audio.current = next;
      setPlaying(src);
      void next.play().catch(() => setPlaying(null));
    },
    [playing, stop],
  );

  useEffect(() => () => audio.current?.pause(), []);
  return { playing, toggle };
};

export type SamplePlayer = ReturnType<typeof useSamplePlayer>;
