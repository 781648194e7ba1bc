import { z } from 'zod';
import type { MessageKey } from '../../i18n/en.ts';

/** Spec §9: 2 excellent, 1 good, 0 no changes, -1 bad. */
export const performanceScores = [2, 1, 0, -1] as const;
export type PerformanceScore = (typeof performanceScores)[number];

export const performanceLabelKeys: Record<PerformanceScore, MessageKey> = {
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
  score: z.union(performanceScores.map((score) => z.literal(score)), { error: 'Choose excellent, good, no changes or bad' }),
  fileId: z.string().optional(),
});
export type PerformanceBody = z.infer<typeof performanceBodySchema>;

/** POST /api/projects/{id}/social-media-title (spec §5: not empty). */
export const socialTitleBodySchema = z.object({ text: z.string().trim().min(1, { error: 'Title is required' }) });
export type SocialTitleBody = z.infer<typeof socialTitleBodySchema>;
