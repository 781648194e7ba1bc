import type { z } from 'zod';
import { createIssueDescriber } from '#shared/i18n/validation-catalogues.ts';

/** How an English deployment says a schema's issue: the text the user sees, not the catalogue key the schema holds. */
export const inEnglish = createIssueDescriber('en');

/** The English text of the first problem a schema finds in the input, or undefined when it accepts it. */
export const firstProblem = (schema: z.ZodType, input: unknown): string | undefined => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && inEnglish(issue);
};
