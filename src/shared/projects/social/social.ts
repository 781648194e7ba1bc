import { z } from 'zod';
import { invalid } from '../../i18n/validation.ts';
import type { domainEn } from '../../i18n/domain-en.ts';

/** Spec §9: 2 excellent, 1 good, 0 no changes, -1 bad. */
export const performanceScores = [2, 1, 0, -1] as const;
export type PerformanceScore = (typeof performanceScores)[number];

export const performanceLabelKeys: Record<PerformanceScore, keyof typeof domainEn> = {
  2: 'performance.excellent',
  1: 'performance.good',
  0: 'performance.no-changes',
  [-1]: 'performance.bad',
};

/** Highest score first; unscored titles and covers sort last (spec §9). */
export const compareByPerformance = (a: { score?: number | null }, b: { score?: number | null }): number => {
  const left = a.score ?? null;
  const right = b.score ?? null;
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return right - left;
};

export const sortByPerformance = <Scored extends { score?: number | null }>(items: readonly Scored[]): Scored[] =>
  [...items].sort(compareByPerformance);

/** POST .../social-media-title/{titleId}/performance and .../social-media-cover/performance. */
export const performanceBodySchema = z.object({
  score: z.union(
    performanceScores.map((score) => z.literal(score)),
    { error: invalid('validation.projects.performanceScore') },
  ),
  fileId: z.string().optional(),
});
export type PerformanceBody = z.infer<typeof performanceBodySchema>;

/** POST /api/projects/{id}/social-media-title (spec §5: not empty). */
export const socialTitleBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: invalid('validation.titleRequired') }),
});
export type SocialTitleBody = z.infer<typeof socialTitleBodySchema>;

export const socialAuthorSchema = z.object({ _id: z.string(), name: z.string(), picture: z.string() });

/** Spec §3 social title: id, text, user, rating (the average), ratings (per user), score. */
export const socialTitleSchema = z.object({
  id: z.string(),
  text: z.string(),
  user: socialAuthorSchema.nullable(),
  rating: z.number().nullable(),
  ratings: z.record(z.string(), z.number()),
  score: z.number().nullable(),
  created: z.string(),
});
export type SocialTitle = z.infer<typeof socialTitleSchema>;

/** Spec §3 cover: fileId, ext, score; name is the uploaded file's, for the image's alt text. */
export const socialCoverSchema = z.object({
  fileId: z.string(),
  ext: z.string(),
  name: z.string(),
  score: z.number().nullable(),
});
export type SocialCover = z.infer<typeof socialCoverSchema>;

export const socialMediaSchema = z.object({ covers: z.array(socialCoverSchema), titles: z.array(socialTitleSchema) });
export type SocialMedia = z.infer<typeof socialMediaSchema>;

/** Every Cover & Titles call answers the whole section, sorted, so the screen shows what the server keeps. */
export const socialMediaResponseSchema = z.object({ socialMedia: socialMediaSchema, message: z.string().optional() });
export type SocialMediaResponse = z.infer<typeof socialMediaResponseSchema>;

/** DELETE /api/projects/{id}/social-media-cover names the cover by its file id. */
export const socialCoverTargetSchema = z.object({
  fileId: z
    .string({ error: invalid('validation.fieldRequired') })
    .min(1, { error: invalid('validation.fieldRequired') }),
});

/** The average of the users' ratings, to one decimal; null when nobody rated. */
export const averageRating = (ratings: Readonly<Record<string, number>>): number | null => {
  const values = Object.values(ratings);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
};
