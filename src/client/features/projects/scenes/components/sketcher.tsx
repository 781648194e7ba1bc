import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Button, Group, SegmentedControl } from '@mantine/core';
import { sketchEraserWeight, sketchPenWeight } from '#shared/projects/scenes/scenes.ts';
import { t } from '../../texts.ts';

/** The canvas keeps a fixed 16:9 resolution so a sketch lines up with the frame at every screen width. */
const width = 960;
const height = 540;

interface SketcherProps {
  initial: string;
  saving: boolean;
  onSave: (dataUrl: string) => void;
  onClose: () => void;
}

/** Spec §9 sketcher: a pen of weight 2 and an eraser of weight 30 over the storyboard frame. */
export const Sketcher = ({ initial, saving, onSave, onClose }: SketcherProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [tool, setTool] = useState<'pen' | 'eraser'>('pen');
  const [blank, setBlank] = useState(initial === '');

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !initial) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0, width, height);
    image.src = initial;
  }, [initial]);

  const point = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    };
  };
  const draw = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    const to = point(event);
    context.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
    context.lineWidth = tool === 'eraser' ? sketchEraserWeight : sketchPenWeight;
    context.lineCap = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    setBlank(false);
  };

  return (
    <>
      <Box
        component="canvas"
        ref={canvas}
        width={width}
        height={height}
        data-testid="sketch-canvas"
        pos="absolute"
        inset={0}
        w="100%"
        h="100%"
        style={{ cursor: 'crosshair', touchAction: 'none' }}
        onPointerDown={(event: ReactPointerEvent<HTMLCanvasElement>) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
        }}
        onPointerMove={draw}
        onPointerUp={() => {
          last.current = null;
        }}
      />
      <Group gap={4} pos="absolute" bottom={6} left={6} style={{ zIndex: 1 }}>
        <SegmentedControl
          size="xs"
          value={tool}
          onChange={(value) => setTool(value === 'eraser' ? 'eraser' : 'pen')}
          data={[
            { value: 'pen', label: t('scenes.pen') },
            { value: 'eraser', label: t('scenes.eraser') },
          ]}
        />
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => {
            canvas.current?.getContext('2d')?.clearRect(0, 0, width, height);
            setBlank(true);
          }}
        >
          {t('scenes.clearSketch')}
        </Button>
        <Button
          size="compact-xs"
          loading={saving}
          disabled={saving}
          onClick={() => onSave(blank ? '' : (canvas.current?.toDataURL('image/png') ?? ''))}
        >
          {t('scenes.saveSketch')}
        </Button>
        <Button size="compact-xs" variant="subtle" onClick={onClose} disabled={saving}>
          {t('scenes.closeSketch')}
        </Button>
      </Group>
    </>
  );
};
