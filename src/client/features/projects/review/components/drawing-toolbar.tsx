import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { markColours, markShapeKinds, type MarkColour, type MarkShapeKind } from '#shared/comments/marks.ts';
import { t } from '../../texts.ts';
import { markColourValues } from './mark-overlay.tsx';

const toolSymbols: Record<MarkShapeKind, string> = { freehand: '✎', arrow: '↗', rectangle: '▭', ellipse: '◯' };

/** The tools of a comment being written: a shape kind (pressed again, drawing stops), a colour, undo and clear. */
export const DrawingToolbar = ({
  tool,
  colour,
  shapeCount,
  onTool,
  onColour,
  onUndo,
  onClear,
}: {
  tool: MarkShapeKind | null;
  colour: MarkColour;
  shapeCount: number;
  onTool: (tool: MarkShapeKind | null) => void;
  onColour: (colour: MarkColour) => void;
  onUndo: () => void;
  onClear: () => void;
}) => (
  <Group gap={6} wrap="wrap" role="toolbar" aria-label={t('review.draw')}>
    {markShapeKinds.map((kind) => (
      <Tooltip key={kind} label={t(`review.tool.${kind}`)}>
        <ActionIcon
          variant={tool === kind ? 'filled' : 'default'}
          aria-label={t(`review.tool.${kind}`)}
          aria-pressed={tool === kind}
          onClick={() => onTool(tool === kind ? null : kind)}
        >
          {toolSymbols[kind]}
        </ActionIcon>
      </Tooltip>
    ))}
    {markColours.map((entry) => (
      <ActionIcon
        key={entry}
        radius="xl"
        size="sm"
        variant="default"
        aria-label={t('review.colour', { colour: t(`review.colour.${entry}`) })}
        aria-pressed={colour === entry}
        onClick={() => onColour(entry)}
        style={{
          background: markColourValues[entry],
          outline: colour === entry ? '2px solid var(--mantine-color-dark-6)' : 'none',
          outlineOffset: 1,
        }}
      />
    ))}
    {shapeCount > 0 ? (
      <>
        <Text size="xs" c="dimmed">
          {t('review.shapes', { count: shapeCount })}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onUndo}>
          {t('review.undo')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onClear}>
          {t('review.clearDrawing')}
        </Button>
      </>
    ) : null}
  </Group>
);
