import { z } from 'zod';
import { sessionUserSchema } from '../users/schemas.ts';

import { locales } from './constants.ts';

export const memoSchema = z.object({ _id: z.string(), feed: z.string(), title: z.string(), bodyPreview: z.string() });
export type Memo = z.infer<typeof memoSchema>;

/** What the server preloads into index.html so the first render needs no round trip. */
export const pageDataSchema = z.object({
  user: sessionUserSchema.nullable(),
  locale: z.enum(locales),
  mediaHost: z.string(),
  memo: memoSchema.nullable(),
});
export type PageData = z.infer<typeof pageDataSchema>;
