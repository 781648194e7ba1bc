import { z } from 'zod';
import type { MessageKey } from '../../i18n/en.ts';

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

export const sceneStatusLabelKeys = Object.fromEntries(sceneStatuses.map((status) => [status, `sceneStatus.${status}`])) as Record<
  SceneStatus,
  MessageKey
>;

export const sceneWithTextMessage = 'Can not remove scene with text';

/** Spec §5: a scene with text cannot be removed; whitespace alone is not text. */
export const canRemoveSceneText = (scene: { text: string }): boolean => scene.text.trim() === '';

/** DELETE .../scenes/{sceneId}: the scene as it is now must have no text. */
export const sceneRemovalSchema = z.object({ text: z.string() }).refine(canRemoveSceneText, { error: sceneWithTextMessage });

/** POST .../scenes/{id}: status changes save at once (spec §4), text saves on Save. */
export const sceneUpdateBodySchema = z
  .object({ text: z.string().optional(), status: z.enum(sceneStatuses, { error: 'Choose a scene status' }).optional() })
  .refine((body) => body.text !== undefined || body.status !== undefined, { error: 'Nothing to save' });
export type SceneUpdateBody = z.infer<typeof sceneUpdateBodySchema>;

/** Spec §9: overlays 1-8, each with sub-numbers 1-9, in 8 colours. */
export const sceneNumberMax = 8;
export const sceneSubNumberMax = 9;
export const sceneNumberColourCount = 8;
export const sceneNumberKeyPattern = /^[1-8](\.[1-9])?$/;

const percent = z.number().min(0).max(100);

/** POST .../scenes/{id}/numbers: position in percent per number key ('3' or '3.2'). */
export const sceneNumbersBodySchema = z.object({
  numbers: z
    .record(z.string(), z.object({ x: percent, y: percent }))
    .refine((numbers) => Object.keys(numbers).every((key) => sceneNumberKeyPattern.test(key)), {
      error: 'Numbers run from 1 to 8, sub-numbers from 1 to 9',
    }),
});
export type SceneNumbersBody = z.infer<typeof sceneNumbersBodySchema>;

/** POST .../scenes/sort: every scene id, in the new order. */
export const sceneSortBodySchema = z.object({ order: z.array(z.string().min(1)).min(1) });
export type SceneSortBody = z.infer<typeof sceneSortBodySchema>;

/** Spec §9 sketcher. */
export const sketchPenWeight = 2;
export const sketchEraserWeight = 30;
