import { ActionIcon } from '@mantine/core';
import type { SamplePlayer } from './use-sample-player.ts';
import { t } from '../texts.ts';

export const SampleButton = ({ player, src, name }: { player: SamplePlayer; src: string; name: string }) => {
  const active = player.playing === src;
  return (
    <ActionIcon
      variant={active ? 'filled' : 'light'}
      radius="xl"
      size="md"
      aria-label={t(active ? 'cart.stop' : 'cart.play', { name })}
      aria-pressed={active}
      onClick={() => player.toggle(src)}
    >
      <span aria-hidden>{active ? '■' : '▶'}</span>
    </ActionIcon>
  );
};
