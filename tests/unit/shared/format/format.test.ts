import { describe, expect, it } from 'vitest';
import { galleryDownloadKey, galleryDownloadSuffix } from '#shared/files/urls.ts';
import { imageUrl } from '#shared/format/image-url.ts';
import { timeAgo } from '#shared/format/time-ago.ts';
import { wordCount } from '#shared/format/word-count.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { performanceLabelKeys, performanceScores, sortByPerformance } from '#shared/projects/social/social.ts';

describe('word count', () => {
  it.each<[string, number]>([
    ['', 0],
    ['   ', 0],
    ['Hello world', 2],
    ["It's a bakery, in 3 cities.", 6],
    ['  spaced\n\nout\ttext  ', 3],
    ['สวัสดีครับ ยินดีต้อนรับ', 4],
  ])('%j has %d words', (text, count) => {
    expect(wordCount(text)).toBe(count);
  });
});

describe('short time-ago (spec §9: s, m, h, d, w, mo, yr)', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each<[string, string]>([
    ['2025-03-10T12:00:00Z', '0s'],
    ['2025-03-10T11:59:15Z', '45s'],
    ['2025-03-10T11:55:00Z', '5m'],
    ['2025-03-10T09:00:00Z', '3h'],
    ['2025-03-08T12:00:00Z', '2d'],
    ['2025-02-24T12:00:00Z', '2w'],
    ['2024-12-10T12:00:00Z', '3mo'],
    ['2023-03-01T12:00:00Z', '2yr'],
    ['2025-03-11T12:00:00Z', '0s'],
  ])('%s -> %s', (date, text) => {
    expect(timeAgo('en', date, now)).toBe(text);
  });

  it.each<[string, string]>([
    ['2025-03-10T11:59:15Z', '45วิ'],
    ['2025-03-10T09:00:00Z', '3ชม.'],
    ['2025-03-08T12:00:00Z', '2วัน'],
    ['2024-12-10T12:00:00Z', '3เดือน'],
  ])('in Thai, %s -> %s', (date, text) => {
    expect(timeAgo('th', date, now)).toBe(text);
  });
});

describe('performance scores (spec §9)', () => {
  it('labels 2 excellent, 1 good, 0 no changes, -1 bad', () => {
    const en = createTranslator('en');
    expect(performanceScores.map((score) => [score, en(performanceLabelKeys[score])])).toEqual([
      [2, 'Excellent'],
      [1, 'Good'],
      [0, 'No changes'],
      [-1, 'Bad'],
    ]);
  });

  it('sorts best first and unscored last', () => {
    const sorted = sortByPerformance([
      { id: 'a' },
      { id: 'b', score: -1 },
      { id: 'c', score: 2 },
      { id: 'd', score: null },
      { id: 'e', score: 0 },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
});

describe('image URLs (spec §3, §9)', () => {
  it('joins media host, file id, suffix and .jpg', () => {
    expect(imageUrl('https://media.example.com/', 'f123')).toBe('https://media.example.com/f123t.jpg');
    expect(imageUrl('https://media.example.com', 'f123', '_l')).toBe('https://media.example.com/f123_l.jpg');
  });

  it.each<[string, string]>([
    ['Scene 4', '_l.jpg'],
    ['logo.PNG', '.png'],
    ['artwork.psd', '.psd'],
    ['photo.jpg', '_l.jpg'],
  ])('gallery download of %j uses %s', (title, suffix) => {
    expect(galleryDownloadSuffix(title)).toBe(suffix);
    expect(galleryDownloadKey('f9', title)).toBe(`f9${suffix}`);
  });
});
