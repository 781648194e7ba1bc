import { z } from 'zod';
import { invalid, type ValidationKey } from '../../i18n/validation.ts';

export const storyboardBriefAnswerMaxLength = 200;

const briefAnswer = (required: ValidationKey, tooLong: ValidationKey) =>
  z
    .string({ error: invalid(required) })
    .trim()
    .min(1, { error: invalid(required) })
    .max(storyboardBriefAnswerMaxLength, { error: invalid(tooLong) });

export const storyboardBriefDiversities = ['yes', 'no'] as const;
export const storyboardBriefGenders = ['equal', 'female', 'male'] as const;

/** POST /api/projects/{id}/storyboard-brief (spec §3); each message names its question, as the server sends only one. */
export const storyboardBriefBodySchema = z.object({
  age: briefAnswer('validation.brief.ageRequired', 'validation.brief.ageTooLong'),
  ethnicity: briefAnswer('validation.brief.ethnicityRequired', 'validation.brief.ethnicityTooLong'),
  diversity: z.enum(storyboardBriefDiversities, { error: invalid('validation.brief.diversity') }),
  gender: z.enum(storyboardBriefGenders, { error: invalid('validation.brief.gender') }),
});
export type StoryboardBriefBody = z.infer<typeof storyboardBriefBodySchema>;

export const storyboardBriefSubmittedMessage =
  'Thank you for your submission. Your answers will be used by your storyboard artist to draw your illustrations.';
