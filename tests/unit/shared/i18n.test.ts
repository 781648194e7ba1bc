import { describe, expect, it } from 'vitest';
import { en } from '#shared/i18n/en.ts';
import { th } from '#shared/i18n/th.ts';
import { createTranslator } from '#shared/i18n/catalogues.ts';
import { briefEn } from '#shared/i18n/brief-en.ts';
import { briefTh } from '#shared/i18n/brief-th.ts';
import { createBriefTranslator } from '#shared/i18n/brief.ts';
import { blogEn } from '#shared/i18n/blog-en.ts';
import { blogTh } from '#shared/i18n/blog-th.ts';
import { siteEn } from '#shared/i18n/site-en.ts';
import { siteTh } from '#shared/i18n/site-th.ts';
import { socialEn } from '#shared/i18n/social-en.ts';
import { socialTh } from '#shared/i18n/social-th.ts';
import { formatDate, formatMoney } from '#shared/i18n/index.ts';

describe('message catalogues', () => {
  it('translates every label into Thai rather than copying the English', () => {
    const untranslated = Object.keys(en).filter(
      (key) => key !== 'app.name' && th[key as keyof typeof en] === en[key as keyof typeof en],
    );
    expect(untranslated).toEqual([]);
    for (const value of Object.values(th)) expect(value.trim()).not.toBe('');
  });

  it('translates every storyboard brief label into Thai', () => {
    const untranslated = Object.keys(briefEn).filter(
      (key) => briefTh[key as keyof typeof briefEn] === briefEn[key as keyof typeof briefEn],
    );
    expect(untranslated).toEqual([]);
    expect(createBriefTranslator('en')('brief.thanks')).toBe(
      'Thank you for your submission. Your answers will be used by your storyboard artist to draw your illustrations.',
    );
    expect(createBriefTranslator('th')('brief.gender.female')).toBe('หญิง');
  });

  it('picks the catalogue of the deployment locale', () => {
    expect(createTranslator('en')('menu.projects')).toBe('Projects');
    expect(createTranslator('th')('menu.projects')).toBe('โปรเจกต์');
    expect(createTranslator('en')('common.nothingHere')).toBe('Nothing here');
    expect(createTranslator('en')('common.unexpectedError')).toBe('Unexpected error occurred');
    expect(createTranslator('en')('common.unsavedChanges')).toBe('You have unsaved changes');
  });
});

describe('formatting through Intl', () => {
  it('formats money in dollars and in baht', () => {
    expect(formatMoney('en', 1000)).toBe('$1,000');
    expect(formatMoney('th', 35000)).toBe('฿35,000');
  });

  it('formats dates for each locale', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(formatDate('en', date)).toBe('Nov 22, 2026');
    expect(formatDate('th', date)).toMatch(/22 พ\.ย\. 2569/);
  });
});

describe('issue 17 catalogues', () => {
  it.each([
    ['social', socialEn, socialTh],
    ['blog', blogEn, blogTh],
    ['site', siteEn, siteTh],
  ] as const)('translates every %s text into Thai with the same placeholders', (_name, english, thai) => {
    for (const [key, text] of Object.entries(english)) {
      const translated = (thai as Record<string, string>)[key];
      expect(translated, key).toBeTruthy();
      expect(translated, key).not.toBe(text);
      expect(translated?.match(/\{\w+\}/g)?.sort() ?? [], key).toEqual(text.match(/\{\w+\}/g)?.sort() ?? []);
    }
  });
});
