import { useRef, useState } from 'react';
import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import type { MusicTrackView } from '#shared/projects/scenes/scenes.ts';
import { t } from '../../texts.ts';

const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M8 5v14l11-7z" />
  </svg>
);

const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </svg>
);

/**
 * Spec §2 script preview with music track: one button that plays and pauses, named after the track
 * so a screen reader says what it will play. The button follows the element's own events, so it
 * stays true when the track ends or the browser pauses it.
 */
export const MusicTrackPlayer = ({ track }: { track: MusicTrackView }) => {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="music-track">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          size="lg"
          radius="xl"
          onClick={toggle}
          aria-label={t(playing ? 'script.pause' : 'script.play', { name: track.name })}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ActionIcon>
        <Box miw={0}>
          <Text size="xs" c="dimmed">
            {t('script.musicTrack')}
          </Text>
          <Text size="sm" fw={600} truncate>
            {track.name}
          </Text>
        </Box>
      </Group>
      <audio
        ref={audio}
        src={track.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </Paper>
  );
};
