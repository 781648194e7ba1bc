import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import { wordCount } from '../../format/word-count.ts';
import { splitScriptParagraphs } from '../scenes/scenes.ts';

export const rawScriptRequiredMessage = invalid('validation.script.required');

/** Decision 046: a script becomes one scene per paragraph; these bound one submission. */
export const maxRawScriptLength = 100_000;
export const maxRawScriptScenes = 200;

/** POST /api/projects/{id}/script-raw (spec §5: the body must not be empty). */
export const rawScriptBodySchema = z.object({
  body: z
    .string({ error: rawScriptRequiredMessage })
    .trim()
    .min(1, { error: rawScriptRequiredMessage })
    .max(maxRawScriptLength, { error: invalid('validation.script.tooLong') })
    .refine((body) => splitScriptParagraphs(body).length <= maxRawScriptScenes, {
      error: invalid('validation.script.tooManyScenes', { maximum: maxRawScriptScenes }),
    }),
  comments: z
    .string()
    .trim()
    .max(10_000, { error: invalid('validation.script.commentsTooLong') })
    .default(''),
});
export type RawScriptBody = z.infer<typeof rawScriptBodySchema>;

/** Spec §1, §9: the base package includes up to 300 words. */
export const includedScriptWords = 300;

/**
 * Spec §9 script length options: up to 300 words included, 300-500 words +30 %, 500-700 words
 * +60 %. A script over 700 words is beyond the price list: null with `tooLong` so the UI can ask for
 * a quote instead of guessing a price.
 */
export const scriptLengthItemId = (
  words: number,
): { id: 'script-300-500' | 'script-500-700' | null; tooLong: boolean } => {
  if (words <= includedScriptWords) return { id: null, tooLong: false };
  if (words <= 500) return { id: 'script-300-500', tooLong: false };
  if (words <= 700) return { id: 'script-500-700', tooLong: false };
  return { id: null, tooLong: true };
};

/** The project's word count: the scene texts, counted by the one word counter. */
export const scriptWordCount = (scenes: readonly { text: string }[]): number =>
  scenes.reduce((sum, scene) => sum + wordCount(scene.text), 0);
