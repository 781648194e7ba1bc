import { z } from 'zod';
import { invalid } from '../i18n/validation.ts';

/**
 * A comment pinned to a frame of a video (decision 110): the frame it was written on, an optional
 * in/out range, and vector shapes drawn on the picture in coordinates relative to it (0..1), so
 * they fit every player size.
 */
export const markColours = ['red', 'yellow', 'green', 'blue', 'white'] as const;
export type MarkColour = (typeof markColours)[number];

export const markShapeKinds = ['freehand', 'arrow', 'rectangle', 'ellipse'] as const;
export type MarkShapeKind = (typeof markShapeKinds)[number];

/** A drawing is a few strokes on a frame; more is a second comment. */
export const maxMarkShapes = 20;
/** A pointer sampled on every move makes a few hundred points for a long stroke; the player thins below that. */
export const maxFreehandPoints = 500;

const coordinate = z
  .number({ error: invalid('validation.marks.coordinate') })
  .min(0, { error: invalid('validation.marks.coordinate') })
  .max(1, { error: invalid('validation.marks.coordinate') });

const pointSchema = z.tuple([coordinate, coordinate], { error: invalid('validation.marks.point') });
export type MarkPoint = z.infer<typeof pointSchema>;

const colourSchema = z.enum(markColours, { error: invalid('validation.marks.colour') });

const spanShape = <Kind extends Exclude<MarkShapeKind, 'freehand'>>(kind: Kind) =>
  z.object({ kind: z.literal(kind), colour: colourSchema, from: pointSchema, to: pointSchema });

export const markShapeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('freehand'),
      colour: colourSchema,
      points: z
        .array(pointSchema)
        .min(2, { error: invalid('validation.marks.tooFewPoints') })
        .max(maxFreehandPoints, { error: invalid('validation.marks.tooManyPoints') }),
    }),
    spanShape('arrow'),
    spanShape('rectangle'),
    spanShape('ellipse'),
  ],
  { error: invalid('validation.marks.shapeKind') },
);
export type MarkShape = z.infer<typeof markShapeSchema>;

const frameSchema = z
  .number({ error: invalid('validation.marks.frame') })
  .int({ error: invalid('validation.marks.frame') })
  .min(0, { error: invalid('validation.marks.frame') });

/** What a comment's form sends with its text when it is written on a frame. */
export const commentMarkBodySchema = z
  .object({
    frame: frameSchema,
    inFrame: frameSchema.optional(),
    outFrame: frameSchema.optional(),
    shapes: z
      .array(markShapeSchema)
      .max(maxMarkShapes, { error: invalid('validation.marks.tooManyShapes') })
      .default([]),
  })
  .refine((mark) => (mark.inFrame === undefined) === (mark.outFrame === undefined), {
    error: invalid('validation.marks.rangeHalf'),
    path: ['outFrame'],
  })
  .refine((mark) => mark.inFrame === undefined || mark.outFrame === undefined || mark.inFrame <= mark.outFrame, {
    error: invalid('validation.marks.rangeOrder'),
    path: ['outFrame'],
  });
export type CommentMarkBody = z.infer<typeof commentMarkBodySchema>;

/** The mark as the comment's view carries it. */
export const commentMarkSchema = z.object({
  frame: z.number().int(),
  inFrame: z.number().int().nullable(),
  outFrame: z.number().int().nullable(),
  shapes: z.array(markShapeSchema),
  resolved: z.boolean(),
});
export type CommentMark = z.infer<typeof commentMarkSchema>;

/** The last frame a mark names: its out frame, else its frame. */
const lastFrameOf = (mark: Pick<CommentMarkBody, 'frame' | 'outFrame'>): number =>
  Math.max(mark.frame, mark.outFrame ?? mark.frame);

/** Frames are counted from 0, so a video of n frames takes marks on 0..n-1 only. */
export const isMarkWithinVideo = (mark: Pick<CommentMarkBody, 'frame' | 'outFrame'>, frameCount: number): boolean =>
  lastFrameOf(mark) < frameCount;

/** POST /api/comments/{id}/resolve: a mark is done (resolved) or open again. */
export const commentResolveBodySchema = z.object({
  resolved: z.boolean({ error: invalid('validation.marks.resolved') }),
});
export type CommentResolveBody = z.infer<typeof commentResolveBodySchema>;
