import { describe, expect, it } from 'vitest';
import {
  auctionBidLimits,
  auctionExpiryDate,
  auctionExpiryDays,
  countdownText,
  defaultAuctionBidLimit,
  defaultAuctionExpiryDays,
  jobPricePresets,
  jobTotalPrice,
} from '#shared/jobs/pricing.ts';
import { jobCreateBodySchema } from '#shared/jobs/schemas.ts';
import { jobTypes, type JobType } from '#shared/jobs/types.ts';
import { inEnglish } from '../../../support/validation.ts';

describe('job total (spec §5)', () => {
  const perScene: JobType[] = [
    'storyboard',
    'storyboard-changes',
    'storyboard-descriptions',
    'recording',
    'video-editing',
  ];
  it.each(jobTypes)('%s', (jobType) => {
    expect(jobTotalPrice({ jobType, price: 15, sceneCount: 12 })).toBe(perScene.includes(jobType) ? 180 : 15);
  });

  it('has the presets and auction choices of the spec', () => {
    expect(jobPricePresets.en).toEqual([5, 10, 15, 20, 25]);
    // Spec §9: the Thai price table is the base amounts × 30.
    expect(jobPricePresets.th).toEqual(jobPricePresets.en.map((price) => price * 30));
    expect(auctionExpiryDays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(auctionBidLimits).toEqual([2, 3, 4, 5, 6, 7]);
    expect([defaultAuctionExpiryDays, defaultAuctionBidLimit]).toEqual([2, 2]);
  });
});

describe('countdown (spec §4)', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each<[string, string]>([
    ['2025-03-12T15:30:59Z', '2d 3h 30m'],
    ['2025-03-10T12:00:59Z', '0d 0h 0m'],
    ['2025-03-10T12:00:00Z', '0d 0h 0m'],
    ['2025-03-01T00:00:00Z', '0d 0h 0m'],
  ])('%s -> %s', (expiry, text) => {
    expect(countdownText('en', expiry, now)).toBe(text);
  });

  it('counts the default 2 days from creation', () => {
    expect(countdownText('en', auctionExpiryDate(now, defaultAuctionExpiryDays), now)).toBe('2d 0h 0m');
  });

  it('counts down in Thai units', () => {
    expect(countdownText('th', '2025-03-12T15:30:59Z', now)).toBe('2วัน 3ชม. 30นาที');
  });
});

describe('job create payload (spec §5)', () => {
  const base = {
    projectId: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
    jobType: 'script',
    body: 'Write it',
    sceneCount: 8,
    price: 20,
  };
  const firstMessage = (input: unknown) =>
    jobCreateBodySchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), inEnglish(issue)]);

  it('needs a price', () => {
    expect(firstMessage({ ...base, price: undefined })).toEqual([['price', 'Price is required']]);
    expect(firstMessage({ ...base, price: 0 })).toEqual([['price', 'Price is required']]);
  });

  it("asks 'other' for a title and every other type for a description", () => {
    expect(firstMessage({ ...base, jobType: 'other', body: '' })).toEqual([['title', 'Title is required']]);
    expect(firstMessage({ ...base, body: '  ' })).toEqual([['body', 'Description is required']]);
  });

  it('defaults auctions to expiry 2 and bid limit 2 and refuses values outside 1-7 and 2-7', () => {
    expect(jobCreateBodySchema.parse({ ...base, isAuction: true })).toMatchObject({
      expiresIn: 2,
      bidLimit: 2,
      style: 'Basic',
    });
    expect(firstMessage({ ...base, expiresIn: 8 })).toEqual([['expiresIn', 'Choose 1 to 7 days']]);
    expect(firstMessage({ ...base, bidLimit: 1 })).toEqual([['bidLimit', 'Choose a bid limit of 2 to 7']]);
  });
});
