import { z } from 'zod';

export const storyboardBriefAnswerMaxLength = 200;

const briefAnswer = (question: string) => {
  const required = `Tell us the ${question} of your audience`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(storyboardBriefAnswerMaxLength, { error: `The ${question} must be at most ${storyboardBriefAnswerMaxLength} characters` });
};

export const storyboardBriefDiversities = ['yes', 'no'] as const;
export const storyboardBriefGenders = ['equal', 'female', 'male'] as const;

/** POST /api/projects/{id}/storyboard-brief (spec §3); each message names its question, as the server sends only one. */
export const storyboardBriefBodySchema = z.object({
  age: briefAnswer('age'),
  ethnicity: briefAnswer('ethnicity'),
  diversity: z.enum(storyboardBriefDiversities, { error: 'Choose whether the cast should be diverse: yes or no' }),
  gender: z.enum(storyboardBriefGenders, { error: 'Choose the gender of the cast: equal, female or male' }),
});
export type StoryboardBriefBody = z.infer<typeof storyboardBriefBodySchema>;

export const storyboardBriefSubmittedMessage =
  'Thank you for your submission. Your answers will be used by your storyboard artist to draw your illustrations.';
