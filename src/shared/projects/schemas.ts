import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';

export const projectTitleRequiredMessage = 'Title is required';
export const projectTitleMaxLength = 200;

const projectTitle = z
  .string({ error: projectTitleRequiredMessage })
  .trim()
  .min(1, { error: projectTitleRequiredMessage })
  .max(projectTitleMaxLength, { error: `Title must be at most ${projectTitleMaxLength} characters` });

/** POST /api/projects/{id} rename (spec §5: not empty after trimming). */
export const projectTitleBodySchema = z.object({ title: projectTitle });
export type ProjectTitleBody = z.infer<typeof projectTitleBodySchema>;

/** Spec §5: an unchanged title sends nothing; returns the title to send, or null. */
export const projectTitleChange = (current: string, input: string): string | null => {
  const next = input.trim();
  return next === '' || next === current.trim() ? null : next;
};

/** Spec §5: the duplicate form starts with the original title plus ' - Copy'. */
export const duplicateTitleDefault = (title: string): string => `${title} - Copy`;

/** POST /api/projects/{id}/duplicate. */
export const projectDuplicateBodySchema = z.object({ title: projectTitle });
export type ProjectDuplicateBody = z.infer<typeof projectDuplicateBodySchema>;

/** POST /api/projects/{id}/collabs (spec §5: the e-mail input must not be empty). */
export const collaboratorBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, { error: 'Email is required' }).pipe(emailSchema),
});
export type CollaboratorBody = z.infer<typeof collaboratorBodySchema>;

const hostOf = (value: string): string | null => {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
};

export const transferSameHostMessage = 'The project is already on this host';

/** Spec §5: a transfer is refused when the target is the current host. */
export const isSameHost = (targetUrl: string, currentHost: string): boolean => hostOf(targetUrl) === currentHost.toLowerCase();

/** The transfer form, for the host the app runs on (e.g. location.host or the server's public host). */
export const projectTransferBodySchema = (currentHost: string) =>
  z.object({
    target: z
      .string({ error: 'Enter the address of the other host' })
      .trim()
      .refine((value) => hostOf(value) !== null, { error: 'Enter the address of the other host' })
      .refine((value) => !isSameHost(value, currentHost), { error: transferSameHostMessage }),
  });

/** POST /api/projects/{id}/storyboard-brief (spec §3). */
export const storyboardBriefBodySchema = z.object({
  age: z.string().trim().min(1, { error: 'Tell us the age of your audience' }),
  ethnicity: z.string().trim().min(1, { error: 'Tell us the ethnicity of your audience' }),
  diversity: z.enum(['yes', 'no'], { error: 'Choose yes or no' }),
  gender: z.enum(['equal', 'female', 'male'], { error: 'Choose equal, female or male' }),
});
export type StoryboardBriefBody = z.infer<typeof storyboardBriefBodySchema>;

export const storyboardBriefSubmittedMessage =
  'Thank you for your submission. Your answers will be used by your storyboard artist to draw your illustrations.';
