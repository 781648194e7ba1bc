import { useRef, useState, type PointerEvent } from 'react';
import {
  maxFreehandPoints,
  type MarkColour,
  type MarkPoint,
  type MarkShape,
  type MarkShapeKind,
} from '#shared/comments/marks.ts';

export const markColourValues: Record<MarkColour, string> = {
  red: '#fa5252',
  yellow: '#fcc419',
  green: '#40c057',
  blue: '#228be6',
  white: '#ffffff',
};

/** A freehand line keeps a point only once the pointer has moved this far (a share of the picture). */
const minPointDistance = 0.004;
/** The arrow head's sides, as a share of the picture's height. */
const arrowHead = 0.045;

export interface DrawingTool {
  kind: MarkShapeKind;
  colour: MarkColour;
}

/** The two sides of an arrow head, drawn in a square space so a wide picture does not flatten them. */
const arrowHeadPoints = (from: MarkPoint, to: MarkPoint, aspect: number): string => {
  const angle = Math.atan2(to[1] - from[1], (to[0] - from[0]) * aspect);
  const side = (turn: number): string => {
    const x = to[0] - (Math.cos(angle + turn) * arrowHead) / aspect;
    const y = to[1] - Math.sin(angle + turn) * arrowHead;
    return `${x},${y}`;
  };
  return `${side(0.5)} ${to[0]},${to[1]} ${side(-0.5)}`;
};

/** One shape in the 0..1 space of an SVG laid over the picture: the overlay's and the comment thumbnail's. */
export const ShapeView = ({ shape, aspect }: { shape: MarkShape; aspect: number }) => {
  const stroke = markColourValues[shape.colour];
  const common = {
    stroke,
    strokeWidth: 3,
    fill: 'none',
    vectorEffect: 'non-scaling-stroke' as const,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (shape.kind) {
    case 'freehand':
      return <polyline {...common} points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')} />;
    case 'arrow':
      return (
        <g>
          <line {...common} x1={shape.from[0]} y1={shape.from[1]} x2={shape.to[0]} y2={shape.to[1]} />
          <polyline {...common} points={arrowHeadPoints(shape.from, shape.to, aspect)} />
        </g>
      );
    case 'rectangle':
      return (
        <rect
          {...common}
          x={Math.min(shape.from[0], shape.to[0])}
          y={Math.min(shape.from[1], shape.to[1])}
          width={Math.abs(shape.to[0] - shape.from[0])}
          height={Math.abs(shape.to[1] - shape.from[1])}
        />
      );
    case 'ellipse':
      return (
        <ellipse
          {...common}
          cx={(shape.from[0] + shape.to[0]) / 2}
          cy={(shape.from[1] + shape.to[1]) / 2}
          rx={Math.abs(shape.to[0] - shape.from[0]) / 2}
          ry={Math.abs(shape.to[1] - shape.from[1]) / 2}
        />
      );
  }
};

const clamp = (value: number): number => Math.min(1, Math.max(0, value));

const shapeOf = (tool: DrawingTool, points: MarkPoint[]): MarkShape | null => {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  if (tool.kind === 'freehand') return { kind: 'freehand', colour: tool.colour, points };
  return { kind: tool.kind, colour: tool.colour, from: first, to: last };
};

/**
 * The drawing over the picture, in coordinates relative to it (0..1, decision 110), so it fits every
 * player size. With a tool, the pointer draws a new shape and hands it over when released.
 */
export const MarkOverlay = ({
  shapes,
  aspect,
  tool,
  onShape,
}: {
  shapes: readonly MarkShape[];
  aspect: number;
  tool: DrawingTool | null;
  onShape: (shape: MarkShape) => void;
}) => {
  const svgRef = useRef<SVGSVGElement>(null);
  const [stroke, setStroke] = useState<MarkPoint[] | null>(null);

  const pointOf = (event: PointerEvent<SVGSVGElement>): MarkPoint => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return [0, 0];
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!tool || !stroke) return;
    const point = pointOf(event);
    if (tool.kind !== 'freehand') {
      setStroke([stroke[0] ?? point, point]);
      return;
    }
    const last = stroke.at(-1);
    if (stroke.length >= maxFreehandPoints) return;
    if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < minPointDistance) return;
    setStroke([...stroke, point]);
  };

  const finish = () => {
    const shape = tool && stroke ? shapeOf(tool, stroke) : null;
    setStroke(null);
    if (shape) onShape(shape);
  };

  const preview = tool && stroke ? shapeOf(tool, stroke) : null;
  return (
    <svg
      ref={svgRef}
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      data-testid="review-overlay"
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        cursor: tool ? 'crosshair' : 'default',
        pointerEvents: tool ? 'auto' : 'none',
        touchAction: tool ? 'none' : 'auto',
      }}
      onPointerDown={(event) => {
        if (!tool) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        setStroke([pointOf(event)]);
      }}
      onPointerMove={move}
      onPointerUp={finish}
      onPointerCancel={() => setStroke(null)}
    >
      {shapes.map((shape, index) => (
        <ShapeView key={index} shape={shape} aspect={aspect} />
      ))}
      {preview ? <ShapeView shape={preview} aspect={aspect} /> : null}
    </svg>
  );
};
