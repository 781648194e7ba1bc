import type { JobType } from './types.ts';

/** Spec §5: these job types are paid per scene. */
export const perSceneJobTypes: readonly JobType[] = [
  'storyboard',
  'storyboard-changes',
  'storyboard-descriptions',
  'recording',
  'video-editing',
];

export const isPricedPerScene = (jobType: JobType): boolean => perSceneJobTypes.includes(jobType);

/** Spec §5: price × sceneCount for per-scene types, otherwise the price. */
export const jobTotalPrice = (job: { jobType: JobType; price: number; sceneCount: number }): number =>
  isPricedPerScene(job.jobType) ? job.price * job.sceneCount : job.price;

/** Jobs per page of the list; the dashboard's My Jobs shows 5 (spec §9). */
export const jobListPageSize = 20;
export const dashboardJobLimit = 5;

/** Spec §5: price presets in dollars. */
export const jobPricePresets = [5, 10, 15, 20, 25] as const;

/** Spec §5, §9: auction expiry 1-7 days (default 2), bid limit 2-7 (default 2). */
export const auctionExpiryDays = [1, 2, 3, 4, 5, 6, 7] as const;
export const auctionBidLimits = [2, 3, 4, 5, 6, 7] as const;
export const defaultAuctionExpiryDays = 2;
export const defaultAuctionBidLimit = 2;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export const auctionExpiryDate = (created: Date, expiresInDays: number): Date =>
  new Date(created.getTime() + expiresInDays * dayMs);

/** Spec §4: days, hours, minutes left, and '0d 0h 0m' once expired. */
export const countdownText = (expiryDate: Date | string, now: Date): string => {
  const expiry = expiryDate instanceof Date ? expiryDate.getTime() : Date.parse(expiryDate);
  const left = Math.max(0, expiry - now.getTime());
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  const minutes = Math.floor((left % hourMs) / minuteMs);
  return `${days}d ${hours}h ${minutes}m`;
};
