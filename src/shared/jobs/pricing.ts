import type { Locale } from '../app/constants.ts';
import { unitText } from '../format/time-ago.ts';
import { intlLocale, perLocale } from '../i18n/index.ts';
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

/**
 * Spec §5: price presets of 5 to 25 dollars. Like every other price they follow the locale's price
 * table (spec §9: the Thai table is the base amounts × 30), so a Thai studio is offered ฿150 to ฿750.
 */
export const jobPricePresets: Record<Locale, readonly number[]> = {
  en: [5, 10, 15, 20, 25],
  th: [150, 300, 450, 600, 750],
};

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

const unitListFormat = perLocale(
  (locale) => new Intl.ListFormat(intlLocale[locale], { type: 'unit', style: 'narrow' }),
);

/** Spec §4: days, hours, minutes left ('1d 23h 59m', in Thai '1วัน 23ชม. 59นาที'), and none of each once expired. */
export const countdownText = (locale: Locale, expiryDate: Date | string, now: Date): string => {
  const expiry = expiryDate instanceof Date ? expiryDate.getTime() : Date.parse(expiryDate);
  const left = Math.max(0, expiry - now.getTime());
  const parts = [
    unitText(locale, Math.floor(left / dayMs), 'day'),
    unitText(locale, Math.floor((left % dayMs) / hourMs), 'hour'),
    unitText(locale, Math.floor((left % hourMs) / minuteMs), 'minute'),
  ];
  return unitListFormat(locale).format(parts);
};
