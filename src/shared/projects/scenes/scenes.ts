import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { maxIdLength, maxListOffset } from '../../app/text.ts';
import type { DomainMessageKey } from '../../i18n/domain-en.ts';
import { hasStoryboard, type ProjectStatusRecord, type StoryboardStatus } from '../status.ts';

/** Spec §4 scene statuses, in production order. */
export const sceneStatuses = [
  'pending-changes',
  'changes-completed',
  'ready-for-review',
  'scene-approved',
  'pending-recording',
  'recording-completed',
  'pending-edits',
  'edits-completed',
  'scene-completed',
] as const;
export type SceneStatus = (typeof sceneStatuses)[number];

export const sceneStatusLabelKeys = Object.fromEntries(
  sceneStatuses.map((status) => [status, `sceneStatus.${status}`]),
) as Record<SceneStatus, DomainMessageKey>;

/** Spec §5: a scene with text cannot be removed; whitespace alone is not text. */
export const canRemoveSceneText = (scene: { text: string }): boolean => scene.text.trim() === '';

/** A scene is a few sentences; ten thousand characters is pages of them. */
export const maxSceneTextLength = 10_000;

/**
 * POST .../scenes/{id}: status changes save at once (spec §4), text saves on Save. `revision` is the
 * one the editor loaded, so a text saved over someone else's newer change is refused, not lost.
 */
export const sceneUpdateBodySchema = z
  .object({
    text: z
      .string()
      .max(maxSceneTextLength, { error: invalid('validation.scenes.textTooLong') })
      .optional(),
    status: z.enum(sceneStatuses, { error: invalid('validation.scenes.status') }).optional(),
    revision: z
      .number({ error: invalid('validation.scenes.revision') })
      .int()
      .min(1),
  })
  .refine((body) => body.text !== undefined || body.status !== undefined, {
    error: invalid('validation.scenes.nothingToSave'),
  });
export type SceneUpdateBody = z.infer<typeof sceneUpdateBodySchema>;

/** Spec §9: overlays 1-8, each with sub-numbers 1-9, in 8 colours. */
export const sceneNumberMax = 8;
export const sceneSubNumberMax = 9;
export const sceneNumberKeyPattern = /^[1-8](\.[1-9])?$/;

const percent = z.number().min(0).max(100);

/** POST .../scenes/{id}/numbers: position in percent per number key ('3' or '3.2'). */
export const sceneNumbersBodySchema = z.object({
  numbers: z
    .record(z.string(), z.object({ x: percent, y: percent }))
    .refine((numbers) => Object.keys(numbers).every((key) => sceneNumberKeyPattern.test(key)), {
      error: invalid('validation.scenes.numbers', { numbers: sceneNumberMax, subNumbers: sceneSubNumberMax }),
    }),
});
export type SceneNumbersBody = z.infer<typeof sceneNumbersBodySchema>;

/** POST .../scenes/sort: every scene id, in the new order. */
export const sceneSortBodySchema = z.object({ order: z.array(z.string().min(1).max(maxIdLength)).min(1).max(1000) });
export type SceneSortBody = z.infer<typeof sceneSortBodySchema>;

/** Spec §9 sketcher. */
export const sketchPenWeight = 2;
export const sketchEraserWeight = 30;

/** A sketch is a PNG data URL; the cap keeps it well inside the request body limit. */
export const sketchMaxChars = 1_500_000;
export const sketchTooLargeMessage = invalid('validation.scenes.sketchTooLarge');

/** POST .../scenes/{id}/sketch. */
export const sceneSketchBodySchema = z.object({
  dataUrl: z
    .string()
    .max(sketchMaxChars, { error: sketchTooLargeMessage })
    .refine((value) => value === '' || value.startsWith('data:image/png;base64,'), {
      error: invalid('validation.scenes.sketchPng'),
    }),
});
export type SceneSketchBody = z.infer<typeof sceneSketchBodySchema>;

/**
 * Decision 043: from the client's sketch approval on, the drawing follows the text as it was then, so
 * a text change from that point asks a PM to check the drawing. Before it, changing the text is the
 * ordinary answer to the client's comments.
 */
const drawingApprovedStatuses: readonly StoryboardStatus[] = ['sketch-confirmed', 'pending', 'confirmed'];

export const isDrawingApproved = (project: Pick<ProjectStatusRecord, 'status' | 'storyboardStatus'>): boolean =>
  hasStoryboard(project.status) && drawingApprovedStatuses.includes(project.storyboardStatus);

/** Who changed a scene's text after the approval, and when: present only for users who may review it. */
export const sceneReviewSchema = z.object({ by: z.string().nullable(), at: z.string() });
export type SceneReview = z.infer<typeof sceneReviewSchema>;

/** A scene as the API answers it; `image` is a URL the browser can load. */
export const sceneViewSchema = z.object({
  _id: z.string(),
  versionId: z.string().nullable(),
  position: z.number().int(),
  text: z.string(),
  status: z.enum(sceneStatuses).nullable(),
  image: z.string().nullable(),
  ext: z.string().nullable(),
  numbers: z.record(z.string(), z.object({ x: z.number(), y: z.number() })),
  hasSketch: z.boolean(),
  revision: z.number().int(),
  updatedBy: z.string().nullable(),
  updated: z.string(),
  review: sceneReviewSchema.nullable(),
});
export type SceneView = z.infer<typeof sceneViewSchema>;

/** The script section's music track (spec §2): its name and a URL the browser can play. */
export const musicTrackSchema = z.object({ name: z.string(), url: z.string() });
export type MusicTrackView = z.infer<typeof musicTrackSchema>;

/**
 * GET /api/projects/{id}/scenes: `hidden` when the list is not for this user yet (spec §6); the
 * music track comes with it so the script section needs no second call (decision 044).
 */
export const sceneListResponseSchema = z.object({
  scenes: z.array(sceneViewSchema),
  hidden: z.boolean(),
  musicTrack: musicTrackSchema.nullable(),
  /** The original's raw script as submitted, for its readers (shared canReadRawScript); else null. */
  submittedScript: z.object({ body: z.string(), comments: z.string() }).nullable(),
});
export type SceneListResponse = z.infer<typeof sceneListResponseSchema>;

export const sceneChangeResponseSchema = z.object({ scene: sceneViewSchema, message: z.string() });
export type SceneChangeResponse = z.infer<typeof sceneChangeResponseSchema>;

export const sceneSortResponseSchema = z.object({ scenes: z.array(sceneViewSchema), message: z.string() });
export type SceneSortResponse = z.infer<typeof sceneSortResponseSchema>;

/** `?version=`: an extension's id, or original (the default) for the project's own scenes. */
export const sceneVersionQuerySchema = z.object({ version: z.string().max(maxIdLength).optional() });

export const sceneHistoryQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(maxListOffset).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const sceneHistoryEntrySchema = z.object({
  _id: z.string(),
  type: z.enum(['text', 'image']),
  title: z.string(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  user: z.object({ name: z.string(), picture: z.string() }).nullable(),
  created: z.string(),
});
export type SceneHistoryEntry = z.infer<typeof sceneHistoryEntrySchema>;
export const sceneHistoryResponseSchema = z.object({
  items: z.array(sceneHistoryEntrySchema),
  count: z.number().int(),
});
export type SceneHistoryResponse = z.infer<typeof sceneHistoryResponseSchema>;

/** Spec §5 raw script: one scene per paragraph, paragraphs parted by blank lines. */
export const splitScriptParagraphs = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
