import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Button, Group, NativeSelect } from '@mantine/core';
import { sceneNumberSaveDelayMs } from '#shared/app/limits.ts';
import { sceneNumberMax, sceneSubNumberMax, type SceneView } from '#shared/projects/scenes/scenes.ts';
import { confirmAction } from '#client/components/confirm.ts';
import { t } from '../../texts.ts';
import classes from './scene-card.module.css';
import { useSaveSceneNumbers } from '../api/save-scene-numbers.ts';

type Numbers = SceneView['numbers'];

/** Spec §9: eight overlay colours, one per main number. */
const colours = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5', '#0c8599', '#e8590c', '#495057'];
/** Spec §10: numbers save once the dragging has paused for a second. */

const colourOf = (key: string): string =>
  colours[(Number(key.split('.')[0]) - 1) % colours.length] ?? colours[0] ?? '#000';
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

const numberOptions = Array.from({ length: sceneNumberMax }, (_, index) => {
  const main = String(index + 1);
  return { group: main, items: [main, ...Array.from({ length: sceneSubNumberMax }, (_, sub) => `${main}.${sub + 1}`)] };
});

/** The overlay's badges; `editable` lets storyboard editors place, drag and remove them. */
export const SceneNumbersOverlay = ({
  numbers,
  editable,
  onMove,
}: {
  numbers: Numbers;
  editable: boolean;
  onMove: (key: string, x: number, y: number) => void;
}) => {
  const layer = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);
  const move = (event: ReactPointerEvent) => {
    const key = dragging.current;
    const rect = layer.current?.getBoundingClientRect();
    if (!key || !rect || rect.width === 0 || rect.height === 0) return;
    onMove(
      key,
      clamp(((event.clientX - rect.left) / rect.width) * 100),
      clamp(((event.clientY - rect.top) / rect.height) * 100),
    );
  };
  return (
    <div ref={layer} className={classes.overlay} onPointerMove={move}>
      {Object.entries(numbers).map(([key, position]) => (
        <Box
          key={key}
          component="span"
          data-testid="scene-number"
          onPointerDown={(event) => {
            if (!editable) return;
            dragging.current = key;
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={move}
          onPointerUp={() => {
            dragging.current = null;
          }}
          pos="absolute"
          style={{
            left: `${position.x}%`,
            top: `${position.y}%`,
            transform: 'translate(-50%, -50%)',
            background: colourOf(key),
            color: '#fff',
            borderRadius: 12,
            padding: '1px 7px',
            fontSize: 12,
            fontWeight: 700,
            cursor: editable ? 'grab' : 'default',
            pointerEvents: 'auto',
            touchAction: 'none',
            userSelect: 'none',
          }}
        >
          {key}
        </Box>
      ))}
    </div>
  );
};

/** Keeps the numbers being dragged locally and saves them a second after the last change. */
export const useSceneNumbers = (projectId: string, version: string, scene: SceneView) => {
  const save = useSaveSceneNumbers(projectId, version, scene._id);
  const [local, setLocal] = useState<Numbers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const numbers = local ?? scene.numbers;
  const change = (next: Numbers) => {
    setLocal(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => save.mutate(next, { onSettled: () => setLocal(null) }), sceneNumberSaveDelayMs);
  };
  return {
    numbers,
    move: (key: string, x: number, y: number) => change({ ...numbers, [key]: { x, y } }),
    add: (key: string) => change({ ...numbers, [key]: { x: 50, y: 50 } }),
    reset: () => change({}),
  };
};

export const SceneNumbersControls = ({
  numbers,
  onAdd,
  onReset,
}: {
  numbers: Numbers;
  onAdd: (key: string) => void;
  onReset: () => void;
}) => (
  <Group gap={4}>
    <NativeSelect
      size="xs"
      aria-label={t('scenes.addNumber')}
      value=""
      data={[
        { value: '', label: t('scenes.addNumber'), disabled: true },
        ...numberOptions.map((option) => ({
          group: option.group,
          items: option.items.filter((key) => !(key in numbers)),
        })),
      ]}
      onChange={(event) => {
        if (event.currentTarget.value) onAdd(event.currentTarget.value);
      }}
    />
    {Object.keys(numbers).length > 0 ? (
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => confirmAction(t('scenes.resetNumbersConfirm'), onReset, t('scenes.resetNumbers'))}
      >
        {t('scenes.resetNumbers')}
      </Button>
    ) : null}
  </Group>
);
